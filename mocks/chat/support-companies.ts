/**
 * The company a support bot speaks for, read from its system message: "You are a helpful customer
 * support assistant for Acme Bank.", "You are ShopCo's support agent. ShopCo is an online clothing
 * store.", "You work for Acme Cloud, a SaaS analytics product." The name is the capitalised words
 * after the role ("assistant for …", "… 's agent", "on behalf of …"); the kind (a bank, a store,
 * a SaaS product, an airline, a restaurant, a hotel, a mobile or broadband provider, an insurer,
 * an energy or water supplier, or any other business) is read from the name and the rest of the
 * message, because what a support answer points to differs by kind: a branch locator, the Orders
 * page, Settings → Billing, Manage booking, a coverage checker, a claims line, a meter reading.
 * A few well-known names say their kind alone ("You are the support assistant of Vodafone."):
 * only names that are that kind of company and nothing else are listed.
 *
 * A support role without a name ("You are a customer service agent.") is a company too, spoken
 * for as "we"; "You are a helpful assistant." is none, and the reply is a general assistant's.
 * Only the system and developer messages are read, and only their first 1,000 characters: an
 * app says who the bot is first. How a reply names the company (`Said`) is declared here too, as
 * the support replies, the service topics and the follow-ups all speak with it.
 */
import { systemText, type TextMessage } from "./message-text.ts";

/** What a support answer points to: where hours are kept, what the customer's thing is called. */
export type CompanyKind = "bank" | "store" | "saas" | "airline" | "restaurant" | "hotel" | "telecom" | "insurance" | "utility" | "business";

/** The company a system message's bot answers for. */
export interface SupportCompany {
  /** As the system message writes it ("Acme Bank"); undefined for a support role with no name. */
  readonly name: string | undefined;
  readonly kind: CompanyKind;
}

/** What a reply says the company's things are: its account, where a customer manages it, what to have ready. */
export interface KindWords {
  /** The customer's thing with the company: "order", "booking", "account". */
  readonly thing: string;
  /** What to have ready when contacting support. */
  readonly ready: string;
  /** Where payment details are changed, after "in". */
  readonly billing: string;
}

/** How a reply names the company: "Acme Bank", "Acme Bank's", "the Acme Bank team"; "we" when unnamed. */
export interface Said {
  readonly kind: CompanyKind;
  readonly words: KindWords;
  /** "Acme Bank", or "we" for an unnamed company (as a subject). */
  readonly name: string;
  /** "Acme Bank's", or "our". */
  readonly ours: string;
  /** "the Acme Bank support team", or "our support team". */
  readonly team: string;
  /** "your Acme Bank", or "your". */
  readonly your: string;
}

/** What is read of a message: its role and text (a string, or parts with `text`). */
type SystemLike = TextMessage;

const MAX_CHARS = 1000;

/** A name: capitalised words (and "&", "of", "the" between them): "Acme Bank", "ShopCo", "Bella Italia", "Marks & Spencer". */
const NAME = String.raw`((?:[A-Z][\w&-]*(?:[.'’][\w-]+)*|\d[\w-]*)(?:\s+(?:[A-Z0-9][\w&-]*(?:[.'’][\w-]+)*|&|of|de|la|and)(?=['’]s\b|\s|[,.;:!?)]|$))*)`;
/** What a support bot is called. */
const ROLE = String.raw`(?:assistant|agent|bot|chatbot|chat\s+bot|representative|rep|concierge|helper|advisor|adviser|specialist|associate|ai|helpdesk|help\s+desk|support|service)`;
/** The name after the role: "assistant for Acme Bank", "support agent at ShopCo", "the virtual assistant of Contoso Air". */
const ROLE_FOR = new RegExp(String.raw`\b[Yy]ou(?:\s+are|'re|’re)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,4}?${ROLE}\s+(?:for|at|of|with|from|working\s+for)\s+(?:the\s+)?${NAME}`);
/** The name before the role: "You are Acme Bank's support assistant." */
const NAME_S_ROLE = new RegExp(String.raw`\b[Yy]ou(?:\s+are|'re|’re)\s+(?:the\s+)?${NAME}['’]s?\s+(?:[\w-]+\s+){0,3}?${ROLE}\b`);
/** "You work for Acme Cloud", "on behalf of ShopCo", "You represent Acme Bank". */
const ON_BEHALF = new RegExp(String.raw`\b(?:[Yy]ou\s+(?:work|answer|speak)\s+(?:for|at)|on\s+behalf\s+of|[Yy]ou\s+represent)\s+(?:the\s+)?${NAME}`);
/** Anywhere in the message, the bot's role and the company: "Aria, the virtual assistant of Contoso Airlines". */
const ANY_ROLE_FOR = new RegExp(String.raw`\b(?:assistant|agent|chatbot|bot|representative|concierge)\s+(?:for|at|of|working\s+for)\s+(?:the\s+)?${NAME}`);
/** A support role with no name: "You are a customer service agent." */
const SUPPORT_ROLE = /\b(?:customer\s+(?:support|service|care|success)|support\s+(?:assistant|agent|bot|chatbot|representative|team)|help\s*desk)\b/i;
/** A cheap first look: a word every support system message has. */
const CUE = /assistant|agent|bot|representative|rep\b|concierge|helper|advis|specialist|associate|support|service|behalf|represent|work for|work at/i;

/**
 * Names that are one kind of company, read as the whole name (an optional country or line of
 * business after it): "Vodafone", "AT&T", "Vodafone UK", "Geico". Names shared with something else
 * ("Three", "Bell", "Nationwide") are left to the message's words.
 */
const NAMED: readonly (readonly [CompanyKind, RegExp])[] = [
  [
    "telecom",
    /^(?:Vodafone|AT&T|Verizon(?: Wireless)?|T-Mobile|EE|O2|Telstra|Optus|Movistar|Telef[oó]nica|Deutsche Telekom|Telekom|BT|Virgin Media|Virgin Mobile|Sky Mobile|Sky Broadband|Comcast|Xfinity|Rogers|Telus|Airtel|Jio|Swisscom|KPN|Proximus|giffgaff|Giffgaff|Tesco Mobile|Mint Mobile|Cricket Wireless|Boost Mobile|Vodacom|MTN|Safaricom)(?:\s+(?:UK|US|USA|Ireland|Australia|Germany|Spain|Mobile|Broadband|Business|Wireless))?$/,
  ],
  ["insurance", /^(?:Allianz|AXA|Aviva|GEICO|Geico|State Farm|Progressive|Allstate|Zurich|Lemonade|Admiral|Direct Line|Liberty Mutual|MetLife|Hiscox|Generali|Chubb|Aflac)(?:\s+(?:UK|US|USA|Ireland|Australia|Germany|Insurance))?$/],
  ["utility", /^(?:British Gas|EDF|E\.ON|E\.ON Next|OVO|Ovo|Scottish Power|ScottishPower|SSE|PG&E|Con Edison|ConEd|Iberdrola|Enel|Engie|Vattenfall|Thames Water|Severn Trent|Anglian Water)(?:\s+(?:UK|US|Energy))?$/],
  // A name's last word says the line of business: "Acme Mobile", "Octopus Energy", "Acme Water".
  ["telecom", /\s(?:Mobile|Wireless|Telecom|Broadband|Fibre|Fiber)$/],
  ["utility", /\s(?:Energy|Power|Electric|Water|Utilities)$/],
];

/** The kinds in the order they are tried: a bank's app is a bank, a pizza app a restaurant, travel insurance an insurer. */
const KINDS: readonly (readonly [CompanyKind, RegExp])[] = [
  ["bank", /\bbank(?:s|ing)?\b|credit union|\bfintech\b|\bbuilding society\b/i],
  ["insurance", /\binsur(?:ance|ers?)\b|\bassurance\b|\binsurtech\b/i],
  // "a mobile app" is software: a mobile operator, network or plan is a telecom's.
  [
    "telecom",
    /\b(?:mobile|cell(?:ular|phone)?|wireless|phone) (?:operator|network|carrier|provider|company|plans?)\b|\btelecoms?\b|\btelecommunications\b|\btelco\b|\bbroadband\b|\binternet (?:service )?provider\b|\bISP\b|\bfib(?:re|er) (?:broadband|internet)\b/i,
  ],
  [
    "utility",
    /\benergy (?:supplier|company|provider|retailer)\b|\butilit(?:y|ies)\b|\belectricity\b|\bgas (?:and|&) electric|\bgas (?:supplier|company|provider)\b|\bwater (?:company|utility|supplier|provider|board)\b|\bpower company\b/i,
  ],
  ["airline", /\bairlines?\b|\bairways\b|\bair\b(?!\s*(?:fryer|conditioner|purifier))|\bflights?\b|\baviation\b/i],
  ["hotel", /\bhotels?\b|\bresorts?\b|\binn\b|\bhostels?\b|\bb&b\b/i],
  ["restaurant", /\brestaurants?\b|\bpizz(?:a|eria)\b|\bbistro\b|\bcaf[eé]\b|\bdiner\b|\bbakery\b|\bfood delivery\b|\btakeaway\b|\bburgers?\b|\bsushi\b|\btrattoria\b/i],
  ["store", /shop|\bstores?\b|\bretail(?:er)?\b|e-?commerce|\bboutique\b|\bmarketplace\b|\bclothing\b|\bfashion\b|\bapparel\b|\bfurniture\b|\belectronics\b/i],
  ["saas", /\bsaas\b|\bsoftware\b|\bplatform\b|\bapps?\b|\bcloud\b|\banalytics\b|\bsubscriptions?\b|\bstreaming\b|\bcrm\b|\btool\b|\bdashboard\b/i],
];

/** After a name, a word that makes it an adjective: "TypeScript developers", "React projects" ("Acme customers" are a company's). */
const FOR_WHOM = /^\s+(?!(?:customers|clients|guests|members|passengers|shoppers|patients)\b)(?:[a-z]+s|code|development|programming|coding)\b/;
/** Words that end a name read too far: "Acme Bank Please" from "for Acme Bank. Please …" is cut at the stop already; these are the rest. */
const TRAILING = /\s+(?:of|de|la|and|&)$/;

/**
 * Whether the conversation has a system (or developer) message: without one, `supportCompany` is
 * undefined, and a support reply can leave before reading the prompt.
 */
export function hasSystemMessage(messages: readonly SystemLike[]): boolean {
  return messages.some((message) => message.role === "system" || message.role === "developer");
}

/**
 * The company the system (or developer) message's bot answers for, or undefined when it names
 * none and gives no support role ("You are a helpful assistant.", no system message).
 * @example supportCompany([{ role: "system", content: "You are a helpful customer support assistant for Acme Bank." }]) // { name: "Acme Bank", kind: "bank" }
 */
export function supportCompany(messages: readonly SystemLike[]): SupportCompany | undefined {
  const text = systemText(messages, MAX_CHARS);
  if (text === "" || !CUE.test(text)) return undefined;
  const found = ROLE_FOR.exec(text) ?? NAME_S_ROLE.exec(text) ?? ON_BEHALF.exec(text) ?? ANY_ROLE_FOR.exec(text) ?? undefined;
  // "a coding assistant for TypeScript developers": a word for people or things after the name makes it no company.
  const usedAsWord = found !== undefined && FOR_WHOM.test(text.slice(found.index + found[0].length));
  const name = found && !usedAsWord ? cleanName(found[1]!) : undefined;
  if (name === undefined && !SUPPORT_ROLE.test(text)) return undefined;
  return { name, kind: kindOf(`${name ?? ""}\n${text}`) };
}

/** The kind the name and the message say, trying the name first: "Acme Bank, an app for…" is a bank. */
function kindOf(text: string): CompanyKind {
  const name = text.slice(0, text.indexOf("\n"));
  const named = NAMED.find(([, names]) => names.test(name));
  if (named) return named[0];
  for (const part of [name, text]) {
    if (part === "") continue;
    const kind = KINDS.find(([, words]) => words.test(part));
    if (kind) return kind[0];
  }
  return "business";
}

/** The name without a final joining word or possessive. */
function cleanName(raw: string): string | undefined {
  let name = raw.replace(TRAILING, "");
  name = name.replace(/['’]s$/, "");
  // "You are a support assistant for Our customers" is no name: a name is not a common word alone.
  return name === "" || /^(?:Our|Your|Their|Its|The|A|An|This|That|Customers?|Users?|People|Everyone)$/.test(name) ? undefined : name;
}

