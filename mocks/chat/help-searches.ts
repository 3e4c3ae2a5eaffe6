/**
 * A how-to question about the product ("How do I reset my API key?", "Where do I change my
 * billing address?", "Is there a way to export users to CSV?") beside a search of its docs or
 * help center (`search_docs`, `search_knowledge_base`, `search_help_center`, or a search described
 * as one of "the product documentation" or "help articles"): a model looks the answer up, with a
 * short query ("reset API key"), rather than guess in prose. Without such a search the prose
 * stays, and a search of the app's own things (`search_users`) is no place to look up how: the
 * question names nobody to search for.
 */
import { wordsOf } from "./property-kinds.ts";
import type { components } from "../../generated/api.d.ts";

type Tool = components["schemas"]["ChatTool"];

/** Verbs of a search's name. */
const SEARCH_VERBS = /^(?:search|find|query|lookup|look|ask|retrieve|browse)$/;
/** What a docs or help search searches, by its name's other words. */
const HELP_WORDS = /^(?:docs?|documentation|knowledge|kb|help|helpcenter|faqs?|articles?|support|manual|manuals|guides?|wiki|handbook|confluence|runbooks?)$/;
/** A description of such a search: "Search the product documentation", "Search help articles", "Query the knowledge base". */
const HELP_DESCRIBED = /\b(?:search|find|query|look\s+up|retrieve)\w*\b.{0,60}\b(?:documentation|docs|help\s*(?:center|centre|desk)?\s+articles?|help\s+(?:center|centre|docs)|knowledge\s*base|faqs?|support\s+articles|user\s+guides?|manual)\b/i;

/** Whether a tool searches the product's docs or help center, by its name or its description. */
export function isHelpSearch(tool: Tool): boolean {
  return searchesHelp(tool.function.name, tool.function.description);
}

/** Whether a tool of this name and description searches the product's docs or help center (`lookup`, "Search the product documentation"). */
export function searchesHelp(name: string, description: string | null | undefined): boolean {
  return isHelpSearchName(name) || HELP_DESCRIBED.test((description ?? "").slice(0, 300));
}

/** Whether a tool's name is a docs or help search's (`search_docs`, `query_knowledge_base`). */
function isHelpSearchName(name: string): boolean {
  const words = wordsOf(name);
  return words.some((word) => SEARCH_VERBS.test(word)) && words.some((word) => HELP_WORDS.test(word));
}

/** Whether a tool searches things of the app by a name or a value (`search_users`, `find_customer`): no docs search. */
export function searchesOwnThings(tool: Tool): boolean {
  return !isHelpSearch(tool) && wordsOf(tool.function.name).some((word) => SEARCH_VERBS.test(word));
}

/** A name, an address or a quoted value to search for: "users named John", "a user called Maria Lopez", "bob@example.com". */
const GIVES_VALUE = /\b(?:named|called|whose\s+name|with\s+the\s+name|with\s+(?:the\s+)?(?:email|id))\b|[\w.+-]+@[\w-]+\.\w|["“][^"”]{1,60}["”]/i;

/** Whether the message gives a value a search of the app's things would search for. */
export function givesSearchValue(text: string): boolean {
  return GIVES_VALUE.test(text);
}

/** The lead of a question how to do something: "How do I", "Where can I", "Is there a way to", "Can I". */
const HOW_LEAD = /^\s*(?:(?:hi|hey|hello|quick\s+question)[,!.]?\s+)?(?:how\s+(?:do|can|could|should|would)\s+(?:i|we|you|one|users?)|how\s+to|where\s+(?:do|can|could|should)\s+(?:i|we)|is\s+(?:there|it)\s+(?:a\s+way|possible)\s+(?:to|for\s+(?:me|us)\s+to)|(?:can|could)\s+(?:i|we)|what(?:'s|\s+is)\s+the\s+(?:best\s+)?way\s+to)\s+(.+?)\s*[?.!]*\s*$/i;

/**
 * Words of a product's own things and settings: a how-to with one is about the product ("reset
 * my API key", "export users to CSV"); "How do I make pancakes?" is not.
 */
const PRODUCT_WORDS =
  /\b(?:account|accounts|api|keys?|tokens?|password|passwords|billing|invoices?|subscriptions?|plan|plans|payment\s+method|settings?|preferences|workspaces?|teams?|teammates?|members?|users?|seats?|profile|username|email\s+address|notifications?|two-factor|2fa|mfa|sso|single\s+sign-on|authentication|integrations?|webhooks?|export|import|csv|dashboard|projects?|permissions?|roles?|admin|log\s*in|login|sign\s+in|sign\s+up|log\s+out|logout|avatar|domain|api|sdk|quota|usage|rate\s+limits?|organization|organisation|org|license|trial|data|backups?|reports?|upload|uploads|app|integrat\w+)\b/i;

/** A courtesy closing the question ("? Thanks!", ". Thank you in advance."): no part of what is asked. */
const COURTESY_TAIL = /([?.!])\s+(?:(?:many\s+)?thanks(?:\s+(?:a\s+lot|so\s+much|in\s+advance))?|thank\s+you(?:\s+(?:so\s+much|in\s+advance))?|thx|ty|cheers|appreciate\s+it|much\s+appreciated)\s*[.!]*\s*$/i;

/** The how-to's lead and what it asks how to do, read without a closing courtesy. */
function howToAsked(text: string): RegExpExecArray | null {
  return HOW_LEAD.exec(text.replace(COURTESY_TAIL, "$1"));
}

/**
 * What a how-to question about the product asks how to do ("reset my API key"), or undefined
 * when the message is no such question.
 */
function productHowToOf(text: string): string | undefined {
  if (text.length > 200 || text.includes("\n")) return undefined;
  const asked = howToAsked(text);
  if (!asked) return undefined;
  const done = asked[1]!;
  return PRODUCT_WORDS.test(done) ? done : undefined;
}

/** "What does error E1042 mean when uploading files?": an error, a code or a warning the product shows, and where. */
const ERROR_MEANING =
  /^\s*(?:(?:hi|hey|hello|quick\s+question)[,!.]?\s+)?what\s+does\s+(?:the\s+|this\s+|that\s+)?((?:error(?:\s+code)?|status\s+code|code|warning)\s+["'`]?[\w.:-]{1,40}["'`]?)\s+mean\b\s*(.*?)\s*[?.!]*\s*$/i;

/**
 * What a question for the product's docs asks about: how to do something with the product
 * ("reset my API key"), or what one of its errors means ("error E1042 when uploading files");
 * undefined when the message is no such question.
 */
export function docsQuestionOf(text: string): string | undefined {
  const howTo = productHowToOf(text);
  if (howTo !== undefined || text.length > 200 || text.includes("\n")) return howTo;
  const meaning = ERROR_MEANING.exec(text.replace(COURTESY_TAIL, "$1"));
  return meaning ? `${meaning[1]} ${meaning[2]}`.trim() : undefined;
}

/** Whether the message asks how to do something at all ("Is there a way to export users to CSV?", "How do I make pancakes?"). */
export function asksHowToDo(text: string): boolean {
  return text.length <= 200 && howToAsked(text) !== null;
}

/** Words a short query leaves out: possessives, articles, fillers. */
const FILLER = /\b(?:my|our|your|the|a|an|their|its|all\s+(?=\w)|please|actually|just|ever|even|currently)\s+/gi;

/**
 * The short query a model searches the docs with: what is asked how to do or what an error
 * means, without possessives and articles, in the user's words ("How do I reset my API key?" →
 * "reset API key", "What does error E1042 mean?" → "error E1042").
 * @example helpQueryOf("Where do I change my billing address?") // "change billing address"
 */
export function helpQueryOf(text: string): string | undefined {
  const done = docsQuestionOf(text) ?? howToAsked(text)?.[1];
  if (done === undefined) return undefined;
  const query = `${done} `.replace(FILLER, "").replace(/\s+/g, " ").trim();
  return query.length > 0 ? query : undefined;
}
