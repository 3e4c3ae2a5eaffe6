/**
 * A customer's follow-ups inside a support chat, answered in the company's name about the topic in
 * play: after "What are your opening hours?", "What about Sundays?", "And on holidays?", "Is that
 * the same for the branch in Leeds?"; after a lost card or a cancellation, "Can I do it online
 * instead?" and "How long does that take?"; and "Thanks, that helps" or "That didn't help" at any
 * point. Alone, these mean nothing, and the general reply a mock would give them ("Sure, let's talk
 * about Sundays") reads as a bot that forgot it works for Acme Bank; follow-up-questions.ts
 * rewrites a follow-up into a question asked alone, which loses the company, so these come first.
 *
 * The topic in play is the one support-replies.ts (and support-services.ts) found in the user's
 * latest earlier questions. As the support answers themselves, a follow-up's answer invents no
 * hours, numbers or days it cannot know: it says where they are (the branch locator, the Contact
 * page, the app). How long things take is said only where it holds for every company of the kind
 * (a number moves within one working day; a reset email comes within minutes); the rest is
 * designed from what support answers commonly say, and points to where the company says it.
 *
 * Cheap first: a follow-up is a short message matching one of a few patterns; the system message
 * is read only then, and the earlier questions only when it names a company.
 */
import type { Random } from "../data/random.ts";
import { messageText } from "./message-text.ts";
import { hasSystemMessage, supportCompany, type CompanyKind, type Said } from "./support-companies.ts";
import { normalisedQuestion, said, supportTopicOf } from "./support-replies.ts";
import type { ChatMessage } from "./tokens.ts";

/** A follow-up is a line. */
const MAX_PROMPT = 120;
/** How many earlier user questions are read for the topic in play, and how much of each. */
const EARLIER_QUESTIONS = 4;
const MAX_QUESTION = 300;

/** A cheap first look: a word each follow-up below has. */
const CUE =
  /sunday|saturday|weekend|holiday|christmas|easter|new year|boxing day|thanksgiving|branch|store|shop|office|location|online|app\b|website|how long|how soon|how quickly|much|cost|fee|charge|free|pay|price|thank|thx|cheers|\bty\b|help|work|useless|not what i/i;

const DAY = String.raw`(sundays?|saturdays?|(?:the )?weekends?|(?:bank |public )?holidays?|christmas(?: day| eve)?|new year'?s(?: day| eve)?|easter(?: sunday| monday)?|boxing day|thanksgiving)`;
/** "What about Sundays?", "And on holidays?", "On the weekend?", "Are you open on Sundays too?" */
const DAYS = new RegExp(
  String.raw`^(?:and |but |so |ok(?:ay)?,? )?(?:(?:what|how) about |is it (?:the same|different) |(?:are you|is it|is that|are they|is the \w+) (?:also |still )?open |(?:what|how) (?:are )?(?:the )?hours )?(?:on |at |over |during |for )?(?:the )?${DAY}(?: too| as well)?\s*[?.!]*$`,
);
/** "Is that the same for the branch in Leeds?", "And the store in Manchester?", "What about the Leeds branch?" */
const PLACE_IN = /\b(branch|store|shop|office|location)\s+(?:in|on|at)\s+((?:[a-z][\w'-]*)(?:\s+[a-z][\w'-]*){0,2}?)\s*[?.!]*$/i;
const PLACE_BEFORE = /^(?:(?:and|but|so|what about|how about|is that the same for|is it the same for|same for)\s+)+(?:the\s+|your\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(branch|store|shop|office|location)\s*[?.!]*$/i;
/** Words before "branch" that name no place: "my branch", "the nearest branch". */
const NO_PLACE = /^(?:my|our|your|the|this|that|same|local|nearest|closest|other|main|nearby|another|a|any|each|every)$/i;
/** "Can I do it online instead?", "Can I do that in the app?" */
const ONLINE =
  /^(?:(?:and|but|so|ok(?:ay)?),? )?(?:can|could) (?:i|we) (?:just |also )?(?:do|sort|fix|manage|handle|arrange|report|request|change|start) (?:it|that|this|everything|all of (?:it|that)) (?:online|in the app|on the app|on the website|through the app|via the app)(?: instead)?\s*[?.!]*$|^(?:(?:and|but|so),? )?(?:is|can) (?:it|that|this) (?:be )?(?:done )?(?:online|in the app)(?: instead)?\s*[?.!]*$|^(?:(?:and|but|so),? )?online(?: instead)?\s*[?.!]*$/i;
/** "How long does that take?", "How soon will it arrive?" */
const HOW_LONG =
  /^(?:(?:and|but|so|ok(?:ay)?),? )?(?:how long (?:does|will|would|do|should|is) (?:that|it|this|the \w+|they)(?: usually| normally| typically)? (?:take|last|be)\b|how (?:long|soon|quickly) (?:until|before|will (?:it|that|they) (?:arrive|come|be done|happen|move|go through))\b)[^?]{0,40}\?*\s*$/i;
/** "How much does it cost?", "Is there a fee?", "Is it free?", "Does that cost anything?" */
const COST =
  /^(?:(?:and|but|so|ok(?:ay)?),? )?(?:how much (?:does|will|would|is) (?:that|it|this)(?: usually| normally)?(?: cost)?|how much do (?:you|they) charge(?: for (?:that|it|this))?|(?:is|will) (?:there|that|it|this) (?:be )?(?:a (?:fee|charge|cost)|any (?:fees?|charges?|costs?)|free|chargeable)|(?:does|will|would) (?:that|it|this) cost (?:anything|extra|money|me anything)|what(?:'s| is| does) (?:the|it) (?:cost|fee|charge|price)|do (?:i|you) (?:have to )?(?:pay|charge) (?:for (?:that|it|this)|anything)|(?:any|is there a) (?:fees?|charges?|costs?))\b[^?]{0,30}\?*\s*$/i;
/** "Thanks, that helps", "Thank you so much!", "That's helpful, thanks." */
const THANKS =
  /^(?:(?:ok(?:ay)?|great|perfect|cool|nice|awesome|brilliant|got it|lovely)[,!.]?\s+)?(?:thanks?(?: you)?(?: so much| very much| a lot)?|thx|ty|cheers|much appreciated)(?:[,!.]?\s*(?:that|this|it)(?:'s| is| was)?\s*(?:really |very )?(?:helps|helped|helpful|great|perfect|useful|what i needed))?\s*[!.]*\s*$|^(?:that|this|it)(?:'s| is| was)? (?:really |very )?(?:helps|helped|helpful|useful|perfect|great)(?:[,!.]?\s*thanks?(?: you)?)?\s*[!.]*\s*$/i;
/** "That didn't help", "It's still not working", "That's not what I asked." */
const NOT_HELPED =
  /^(?:(?:no|nope|sorry|hmm|ugh|well)[,!.]?\s+)?(?:(?:that|this|it|you|your answer)(?:'s| is| was)? (?:didn't|did not|doesn't|does not|didnt|doesnt|hasn't|has not|isn't|is not|wasn't|was not|not) (?:really |very )?(?:help|helping|helpful|work|working|answer my question|solve (?:it|anything|my problem)|fix (?:it|anything))|(?:it's |it is )?still (?:not working|doesn't work|does not work|broken|not fixed)|(?:that's|that is) not what i (?:asked|meant|need|needed|wanted)|(?:that's|this is) useless|not helpful)\b[^?]{0,40}[.!]*\s*$/i;

type Intent = "days" | "place" | "online" | "how long" | "cost" | "thanks" | "not helped";

/**
 * A support bot's answer to a follow-up in the chat (`prompt`, the last user message), in the
 * name of the company the system message names, about the topic the user's earlier questions
 * raised; undefined when the prompt is no such follow-up, no company is named, or no topic it
 * needs is in play.
 * @example supportFollowUpReply([{ role: "system", content: "You are a helpful assistant for Acme Bank." }, { role: "user", content: "What are your opening hours?" }, { role: "assistant", content: "…" }, { role: "user", content: "What about Sundays?" }], "What about Sundays?", seededRandom(1)) // "Sunday hours are often shorter than weekday ones, and some branches close on Sundays, …"
 */
export function supportFollowUpReply(messages: readonly ChatMessage[], prompt: string, random: Random): string | undefined {
  if (prompt.length > MAX_PROMPT || !hasSystemMessage(messages) || !CUE.test(prompt)) return undefined;
  const text = prompt.trim().replace(/[’‘]/g, "'");
  const place = placeAsked(text);
  const intent: Intent | undefined = DAYS.test(text.toLowerCase())
    ? "days"
    : place !== undefined
      ? "place"
      : ONLINE.test(text)
        ? "online"
        : HOW_LONG.test(text)
          ? "how long"
          : COST.test(text)
            ? "cost"
            : THANKS.test(text)
            ? "thanks"
            : NOT_HELPED.test(text)
              ? "not helped"
              : undefined;
  if (intent === undefined) return undefined;
  const company = supportCompany(messages);
  if (!company) return undefined;
  const c = said(company);
  if (intent === "thanks") return thanked(c, random);
  const topic = topicInPlay(messages, company.kind);
  if (intent === "not helped") return notHelped(c, topic);
  if (topic === undefined) return undefined;
  if (intent === "days" || intent === "place") {
    // Sundays and branches are about hours; after a lost card, "And on holidays?" is no question about hours.
    if (topic !== "hours") return undefined;
    return intent === "days" ? onDays(c, DAYS.exec(text.toLowerCase())![1]!) : atPlace(c, place!);
  }
  return intent === "online" ? online(c, topic) : intent === "cost" ? cost(c, topic) : howLong(c, topic);
}

/** The place a follow-up asks about, as written ("Leeds"), with what it is ("branch"). */
interface Place {
  readonly name: string;
  readonly what: string;
}

function placeAsked(text: string): Place | undefined {
  const inPlace = PLACE_IN.exec(text);
  if (inPlace) return { what: inPlace[1]!.toLowerCase(), name: titled(inPlace[2]!) };
  const before = PLACE_BEFORE.exec(text);
  if (before && !before[1]!.split(/\s+/).some((word) => NO_PLACE.test(word))) return { what: before[2]!.toLowerCase(), name: titled(before[1]!) };
  return undefined;
}

/** "leeds" → "Leeds", "new york" → "New York": a place typed in lower case, as it is written. */
function titled(name: string): string {
  return name.replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`);
}

/** The topic of the user's latest earlier question that has one: "hours", "lost card", "porting". */
function topicInPlay(messages: readonly ChatMessage[], kind: CompanyKind): string | undefined {
  let last = messages.length - 1;
  while (last >= 0 && messages[last]!.role !== "user") last--;
  let read = 0;
  for (let i = last - 1; i >= 0 && read < EARLIER_QUESTIONS; i--) {
    const message = messages[i]!;
    if (message.role !== "user") continue;
    read++;
    const question = messageText(message);
    if (question.length > MAX_QUESTION) continue;
    const topic = supportTopicOf(normalisedQuestion(question), kind);
    if (topic !== undefined) return topic;
  }
  return undefined;
}

/** Where a company's hours are looked up, after "check". */
function hoursWhere(c: Said): string {
  switch (c.kind) {
    case "bank":
      return `the branch locator on ${c.ours} website or app`;
    case "store":
    case "telecom":
      return `the store locator on ${c.ours} website`;
    case "restaurant":
      return `${c.ours} website or its Google Maps listing`;
    case "hotel":
      return `${c.ours} website (or ask the front desk)`;
    default:
      return `the Contact page of ${c.ours} website`;
  }
}

/** What keeps hours of its own at a company of the kind: "branches", "stores", "phone lines". */
function hoursPlaces(kind: CompanyKind): string {
  return kind === "bank" ? "branches" : kind === "store" || kind === "telecom" ? "stores" : kind === "restaurant" ? "locations" : kind === "hotel" ? "facilities" : "phone lines";
}

/** "What about Sundays?" after the opening hours. */
function onDays(c: Said, day: string): string {
  const holiday = /holiday|christmas|new year|easter|boxing|thanksgiving/.test(day);
  const days = holiday ? "public holidays" : /weekend/.test(day) ? "weekends" : /saturday/.test(day) ? "Saturdays" : "Sundays";
  const places = hoursPlaces(c.kind);
  const lead = holiday
    ? `On public holidays, many ${places} close or keep shorter hours, and they change from year to year, so I'd rather not guess: ${hoursWhere(c)} shows the hours ahead of each holiday.`
    : `${capital(days.replace(/s$/, ""))} hours are often shorter than weekday ones, and some ${places} don't open on ${days} at all, so please check ${hoursWhere(c)}: it shows the current hours for each day of the week.`;
  const always: Partial<Record<CompanyKind, string>> = {
    bank: ` ${capital(c.ours)} app and online banking work on ${days} too, and the lost and stolen cards line is usually open 24/7.`,
    saas: ` ${capital(c.name)} ${c.name === "we" ? "are" : "is"} online on ${days} too; only the support team keeps office hours.`,
    telecom: ` ${capital(c.ours)} app and online account work on ${days} too.`,
    utility: ` ${capital(c.ours)} app and online account work on ${days} too, and the emergency lines for a power cut or a gas leak are open 24/7.`,
    insurance: ` You can start a claim in ${c.ours} online account on ${days} too.`,
    airline: ` Manage booking and online check-in work on ${days} too.`,
    store: ` The online store is open on ${days} too.`,
  };
  return `${lead}${always[c.kind] ?? ""} Is there anything I can help you with in the meantime?`;
}

/** "Is that the same for the branch in Leeds?" after the opening hours. */
function atPlace(c: Said, place: Place): string {
  const where = c.kind === "bank" ? "branch locator" : c.kind === "store" || c.kind === "telecom" ? "store locator" : undefined;
  const look = where ? `search for ${place.name} in the ${where} on ${c.ours} website` : `check ${hoursWhere(c)}`;
  return `Not necessarily: hours can differ from one ${place.what} to another, so the ${place.what} in ${place.name} may keep different times, especially at weekends and on public holidays. To be sure, ${look}: it shows that ${place.what}'s current hours. Is there anything else you'd like to know before you go?`;
}

/** "Can I do it online instead?" about the topic in play. */
function online(c: Said, topic: string): string {
  const account = `${c.ours} app or online account`;
  switch (topic) {
    case "hours":
      return `Yes: ${account} ${c.kind === "bank" ? "(online banking) " : ""}works around the clock, evenings, Sundays and holidays included, so most things don't need opening hours at all. What would you like to do?`;
    case "lost card":
      return c.kind === "bank"
        ? `Yes: in ${c.ours} app you can freeze the card straight away in its card settings, check your recent transactions and order a replacement, without calling. If you can't get into the app, or you see payments you don't recognise, call the lost and stolen cards line on ${c.ours} website instead. Can you get into the app now?`
        : `Yes: once your bank has sent a new card, you can add it online in ${c.words.billing}, so payments to ${c.name === "we" ? "us" : c.name} carry on. Would you like the steps?`;
    case "human":
      return `Yes: the Contact page of ${c.ours} website or app has the online options, such as live chat or a message form, so you don't need to call; and many things can be done yourself in ${account}. What would you like to sort out?`;
    case "complaint":
      return `Yes: the complaints form on the Contact page of ${c.ours} website takes it online, and gives you a reference number to follow it up with. Would you like help setting out what happened?`;
    case "refund":
      return c.kind === "store"
        ? `Yes: you can start a return online, in your account, under Orders: choose the item and follow the steps, and the refund goes back to your original payment method once it's checked. Would you like help starting it?`
        : `Yes: you can ask for it online, through ${account} or the Contact page of ${c.ours} website, with ${c.words.ready}. Would you like help with the message?`;
    case "sim":
      return `Yes: you can order a replacement SIM, or switch to an eSIM if your phone supports one, in ${account}; if your SIM was lost or stolen, report it there first so it's blocked. Your number stays the same on the new one. Would you like the steps?`;
    case "data plan":
      return `Yes: you can buy a data add-on or change your plan in ${account}, which shows the new price and when the change applies before you confirm. Would you like help choosing?`;
    case "internet":
      return `Yes: ${c.ours} service status page shows any outage in your area, and ${account} shows your connection's status and lets you report a fault, so you don't need to call. Is it down completely, or just slow?`;
    case "tariff":
      return `Yes: ${account} compares ${c.ours} tariffs for your usage and lets you switch there; check the exit fee on your current tariff first. Would you like help comparing them?`;
    case "claim":
      return `Yes: you can start a claim in ${account} at any time, and upload photos and receipts there; the claims team follows up from it. What would you like to claim for?`;
    default:
      return `Yes: you can do that in ${account} at any time, without waiting for a person; if it needs one, the Contact page lists the live chat. Would you like the steps?`;
  }
}

/** "How long does that take?" about the topic in play. */
function howLong(c: Said, topic: string): string {
  switch (topic) {
    case "lost card":
      return c.kind === "bank"
        ? `Freezing the card works straight away, and you can unfreeze it if the card turns up. A replacement card usually comes by post within a week or two, and you may be able to pay with it on your phone from ${c.ours} app before it arrives. Is there anything you need in the meantime?`
        : `That depends on your bank: a replacement card usually comes within a week or two, and once it does, updating it in ${c.words.billing} takes a minute. Would you like the steps for that?`;
    case "sim":
      return `A replacement SIM sent by post usually arrives within a few working days, and an eSIM can often be set up the same day, from ${c.ours} app, once it's approved. Once the new SIM is in your phone, activation is usually quick, and the app or the letter with the SIM says if it's still in progress. Is there anything you need in the meantime?`;
    case "data plan":
      return `A data add-on usually works as soon as you buy it. A plan change applies either straight away or from the start of your next billing period, depending on the plan, and ${c.ours} app shows which before you confirm. Would you like help choosing between an add-on and a new plan?`;
    case "internet":
      return `After a restart, the router usually takes a few minutes to reconnect, until its lights settle. If there's an outage in your area, ${c.ours} service status page shows when it's expected to be fixed; if a line test finds a fault, we'll tell you the next steps, and if an engineer needs to visit, we'll agree a time with you. Has it reconnected?`;
    case "tariff":
      return `${capital(c.ours)} online account shows the date your new tariff starts before you confirm the switch, and your supply isn't interrupted while it changes. Sending a meter reading on the day helps make your bills accurate. Would you like help comparing tariffs?`;
    case "double charge":
      return `A temporary hold usually drops off your statement within a few business days by itself. If a duplicate charge went through and we refund it, the money goes back to your original payment method, and your bank may take a few more business days to show it. Does your bank still show both?`;
    case "damaged or wrong item":
      if (c.kind === "bank" || c.kind === "saas" || c.kind === "insurance" || c.kind === "utility") break;
      return `Once we have the photo and ${c.words.ready}, we'll confirm the replacement or the refund: a replacement is sent like a new ${c.words.thing === "order" ? "order" : "delivery"}, and a refund goes back to your original payment method, which your bank may take a few business days to show. Have you got the photo?`;
    case "fraud":
      if (c.kind !== "bank") break;
      return `Freezing the card works straight away. When you report the payments, we'll tell you what happens next and how long the investigation takes; a replacement card usually comes by post within a week or two, and you may be able to pay with it on your phone from ${c.ours} app before then. Have you frozen the card?`;
    case "porting":
      return `A number transfer usually completes within one working day of the request, and your number keeps working on the old SIM until it moves. Your new SIM takes over the number once it's done. Would you like help with anything else in the switch?`;
    case "password":
      return `The reset email usually arrives within a few minutes, and its link works only for a short time, so use it soon; check your spam folder if it hasn't come. Did it arrive?`;
    case "refund":
      return `Once a return has been received and checked, the refund is sent to your original payment method; ${c.ours} ${c.kind === "store" ? "Returns page" : "terms"} say how long the check takes, and your bank may take a few more business days to show the money. ${capital(c.ours)} confirmation email tells you when it's been issued. Is there an order number I can help you with?`;
    case "claim":
      return `It depends on the claim: a simple one is settled faster than one that needs an assessor or repairs. Once it's logged, the claims team tells you the next steps, and you can follow its progress in ${c.ours} online account. Have you started the claim yet?`;
    case "human":
      return `Live chat is usually the quickest way to reach a person, and a message or email takes longer; where ${c.ours} Contact page shows current waiting times, it's worth checking it first. Would you like help putting your question together so it's quick to answer?`;
    default:
      break;
  }
  return `It depends on the request: once it's under way, ${c.ours} confirmation email or your online account shows the expected time, and we'll let you know when it's done. Which part would you like to know more about?`;
}

/** "How much does it cost?" about the topic in play: what is free for every company of the kind, and where any price is shown, never a price. */
function cost(c: Said, topic: string): string {
  switch (topic) {
    case "sim":
      return `A replacement SIM is often free, but some providers charge for one or for faster delivery, so I'd rather not guess: ${c.ours} app or online account shows any charge before you order, and the price guide on ${c.ours} website lists it too. Would you like to order one?`;
    case "data plan":
      return `${capital(c.ours)} app shows the price of each add-on and plan, and what your monthly bill would be, before you confirm. Moving up to a bigger plan usually just changes your monthly price; moving down, or leaving, before your minimum term ends may cost a fee, as your contract says. Which are you thinking of?`;
    case "internet":
      return `Checking for an outage, restarting the router and running a line test cost nothing. A fault in ${c.name === "we" ? "our" : c.ours} network, or in a router we supplied, is fixed as part of your service; an engineer visit for a fault in your home's own wiring or equipment may be charged, and we'll tell you any charge before booking it. Shall we start with a line test?`;
    case "tariff":
      return `Switching to another of ${c.ours} tariffs costs nothing in itself. What to check is the exit fee on a fixed tariff you'd leave early (in the UK, there's none in its last 49 days), and the new tariff's unit rates and standing charge, which your online account shows for your usage. Would you like help comparing them?`;
    case "password":
      return `Resetting your password is free: choose "Forgot password?" on the sign-in page and follow the link we email you. Did the reset email arrive?`;
    case "porting":
      return `In the UK, getting the transfer code (text PAC to 65075) and moving your number are free; elsewhere, ask the provider you're leaving. Either way, what to check is any early termination fee in the contract you're leaving. Are you moving your number to ${c.name === "we" ? "us" : c.name}, or away?`;
    default:
      return `Any charge for that depends on ${c.your} ${c.words.thing}, so I'd rather not quote a figure that might be out of date: ${c.ours} app or online account shows it before you confirm, and the prices are on ${c.ours} website. Would you like help finding it?`;
  }
}

const THANKED = ["You're welcome!", "Glad that helped!", "You're very welcome!"] as const;

/** "Thanks, that helps" in a support chat. */
function thanked(c: Said, random: Random): string {
  return `${random.pick(THANKED)} If anything else comes up with ${c.your} ${c.words.thing}, just ask here, or ${c.team} can help. Is there anything else I can help you with today?`;
}

/** What the topic in play is called, after "with". */
const TOPIC_NAMES: Readonly<Record<string, string>> = {
  hours: "the opening hours",
  "lost card": "your card",
  "missing delivery": "your delivery",
  cancel: "cancelling",
  password: "your password",
  refund: "your refund",
  billing: "your payment details",
  claim: "your claim",
  internet: "your connection",
  coverage: "your signal",
  sim: "your SIM",
  porting: "your number",
  bill: "your bill",
  meter: "your meter reading",
  outage: "your supply",
  "double charge": "the double charge",
  "damaged or wrong item": "your item",
  fraud: "the payments you don't recognise",
  "delivery address": "your address",
  "app problem": "the app",
  invoice: "your invoice",
  "change plan": "your plan",
};

/** "That didn't help": sorry, a question to try again, and how to reach a person. */
function notHelped(c: Said, topic: string | undefined): string {
  const about = topic !== undefined && TOPIC_NAMES[topic] !== undefined ? ` with ${TOPIC_NAMES[topic]}` : "";
  return `I'm sorry that didn't help${about}. Could you tell me a bit more about what's happening, and what you've already tried, so I can try another way? If you'd rather talk it through with a person, a member of ${c.team} can take it from here: the Contact page of ${c.ours} website or app lists the live chat, phone and email options, and it helps to have ${c.words.ready} ready. What would you prefer?`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
