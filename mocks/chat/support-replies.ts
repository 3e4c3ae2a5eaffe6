/**
 * A support bot's answers to the everyday questions its users ask: opening hours, talking to a
 * human, the refund or return policy, shipping times, a delivery that never came, cancelling a
 * subscription or closing an account, opening one, changing billing details or an email, a reset
 * password, a lost or declined card, prices and plans, what happens to their data, a complaint,
 * when a refund will arrive, when an item is back in stock, moving abroad, adding a team member,
 * and a stolen phone for a bank or an app (freeze the cards, sign out of other sessions, block the SIM).
 * The most common chat app a frontend developer builds has a system message like "You are a
 * helpful customer support assistant for Acme Bank." (support-companies.ts reads the company and
 * its kind), and a model given only that answers in the company's name, helpfully, and
 * honestly: it does not know this company's hours, prices or policy terms, so it says where they
 * are (the branch locator, the Pricing page, the Returns page, Settings → Billing) instead of
 * inventing them, and ends with the next step. A mobile or broadband provider, an insurer and an
 * energy or water supplier are also asked about their own things (roaming, a claim, a meter
 * reading), which support-services.ts answers, before the everyday topics here.
 *
 * With no company named, the question is answered as a general assistant would: it has no
 * opening hours and sells nothing, so it says so and gives the general advice ("freeze the card
 * in your banking app"). A "how do I…" that the everyday how-tos answer ("How do I cancel my
 * subscription?", account-how-tos.ts) is left to them, so there is one generic answer, not two.
 *
 * Cheap first: one short regex of the topics' words over the prompt, and the system message is
 * read only when it matches; a request to write, translate or summarise something is a task, not
 * a question to the bot ("Write an email to complain about a late delivery").
 */
import type { Random } from "../data/random.ts";
import { howToReply } from "./how-tos.ts";
import { contactRoutes, handoverReply, HANDOVER_ASKED, reachedBy } from "./support-handover.ts";
import { hasSystemMessage, supportCompany, type CompanyKind, type KindWords, type Said, type SupportCompany } from "./support-companies.ts";
import { requiredWords, WordPrefilter } from "./required-words.ts";
import { SERVICE_CUE, serviceTopic } from "./support-services.ts";
import type { ChatMessage } from "./tokens.ts";

const KIND_WORDS: Readonly<Record<CompanyKind, KindWords>> = {
  bank: {
    thing: "account",
    ready: "the last four digits of your account number (never your PIN or passwords)",
    billing: "the app or online banking, under your profile",
  },
  store: {
    thing: "order",
    ready: "your order number",
    billing: "your account, under Payment methods",
  },
  saas: {
    thing: "account",
    ready: "your account email and workspace name",
    billing: "your account's Settings, under Billing",
  },
  airline: {
    thing: "booking",
    ready: "your booking reference",
    billing: "your account, under Payment methods",
  },
  restaurant: {
    thing: "order",
    ready: "your order number or the name on the reservation",
    billing: "your account, under Payment methods",
  },
  hotel: {
    thing: "booking",
    ready: "your booking reference",
    billing: "your account, under Payment methods",
  },
  telecom: {
    thing: "account",
    ready: "your account number or the phone number on the account (never your PIN or passwords)",
    billing: "the app or your online account, under Billing",
  },
  insurance: {
    thing: "policy",
    ready: "your policy number",
    billing: "your online account, under your policy's payment details",
  },
  utility: {
    thing: "account",
    ready: "your account number (it's on your bill)",
    billing: "your online account, under Payments or Direct Debit",
  },
  business: {
    thing: "account",
    ready: "your account or reference number",
    billing: "your account settings, under Billing or Payment methods",
  },
};

/** How a reply names the company, with the words for its kind. */
export function said(company: SupportCompany): Said {
  const name = company.name;
  return {
    kind: company.kind,
    words: KIND_WORDS[company.kind],
    name: name ?? "we",
    // "Contoso Airlines' website", "Acme Bank's website".
    ours: name ? (name.endsWith("s") ? `${name}'` : `${name}'s`) : "our",
    team: name ? `the ${name} support team` : "our support team",
    your: name ? `your ${name}` : "your",
  };
}

/** A support topic: how a question about it is asked, the company's answer, and a general assistant's. */
interface Topic {
  readonly id: string;
  /** A word the question has, tested before `asked` (the lower-case question). */
  readonly cue: RegExp;
  readonly asked: RegExp;
  /** The company's answer; `messages` for what the system message states beyond the company (its contact routes). */
  readonly answer: (c: Said, asked: RegExpExecArray, messages: readonly ChatMessage[]) => string;
  /** The answer with no company named, where a general assistant has one the how-tos do not give. */
  readonly general?: string;
  /** What makes the question no longer one for a general assistant's answer: "I need to talk to someone" may be about far more than a company. */
  readonly notGeneral?: RegExp;
  /** Whether the answer may open with a short acknowledgement ("Happy to help."); not for an apology. */
  readonly neutral: boolean;
}

/** Kinds whose customers get no goods from them: a parcel is another seller's. */
const SENDS_NO_GOODS: readonly CompanyKind[] = ["bank", "saas", "insurance", "utility"];

const OPENERS = ["", "Happy to help. ", "Of course. "] as const;

const TOPICS: readonly Topic[] = [
  {
    id: "complaint",
    cue: /complain|manager|supervisor|unacceptable|ridiculous|outrageous|unhappy|disappoint|frustrat|annoyed|service/,
    asked:
      /\b(?:make|file|lodge|submit|raise|have) an? (?:formal )?complaint\b|\bi (?:want|would like|'d like|need) to complain\b|\bi(?:'m| am) complaining\b|\bcomplain about\b|\b(?:speak|talk) (?:to|with) (?:a|your|the) (?:manager|supervisor)\b|\bthis is (?:unacceptable|ridiculous|outrageous)\b|\bi(?:'m| am) (?:very |really |so )?(?:unhappy|disappointed|frustrated|annoyed) with\b|\b(?:worst|terrible|awful|horrible) (?:customer )?service\b/,
    neutral: false,
    answer: (c) =>
      `I'm sorry to hear you've had a bad experience, and thank you for telling us. If you share what happened, with ${c.words.ready} and the dates, I can help you set it out clearly; the formal route is the complaints form on the Contact page of ${c.ours} website, which gives you a reference number so it can be followed up and escalated to a manager if needed.` +
      (c.kind === "bank" ? " If the answer doesn't resolve it, banks must tell you how to take your complaint to the independent financial ombudsman." : "") +
      " What happened?",
    general:
      "I'm sorry you've had a bad experience. The most effective complaint goes to the company in writing (its complaints form or Contact page), says in a few sentences what happened, with dates and your order or account number, and what you'd like done: a refund, a replacement, an apology. Ask for a reference number, and escalate to a manager or an ombudsman if it isn't resolved. Tell me which company and what happened, and I'll help you write it.",
  },
  {
    id: "lost card",
    cue: /card/,
    asked:
      /\b(?:lost|lose|misplaced|can't find|cannot find|someone stole) (?:my |a |our )?(?:credit |debit |bank )?card\b|\bcard (?:was |has been |got |is )?(?:stolen|lost|missing)\b|\bstolen (?:credit |debit |bank )?card\b|\b(?:freeze|block|lock|cancel|report) (?:my |a )?(?:lost |stolen )?(?:credit |debit |bank )?card\b/,
    neutral: false,
    answer: (c) =>
      c.kind === "bank"
        ? `If your ${c.name === "we" ? "" : `${c.name} `}card is lost or stolen, freeze it straight away in the card settings of ${c.ours} app, or call the lost and stolen cards number on ${c.ours} website (or the back of another of your cards): card-loss lines are usually open 24/7. Then check your recent transactions and report any you don't recognise, and we'll send you a replacement card. Never share your PIN or full card number with anyone, including us. Can you still get into the app to freeze it?`
        : `${capital(c.name)} ${c.name === "we" ? "don't" : "doesn't"} issue bank cards, so please report a lost or stolen card to your bank or card issuer right away: freeze it in your banking app or call the number on its website. Once you have a new card, update it in ${c.words.billing}, so payments to ${c.name === "we" ? "us" : c.name} aren't interrupted. Would you like the steps to update your payment details?`,
    general:
      "Act quickly: freeze or lock the card in your banking app, or call your bank's lost and stolen cards line (on its website, and usually open 24/7). Then check your recent transactions and report any you don't recognise, and ask for a replacement card; you won't usually have to pay for fraudulent transactions you report promptly. Do you still have access to your banking app?",
  },
  {
    id: "fraud",
    cue: /someone|somebody|permission|consent|authori|recogni|fraud|scam|hack/,
    asked:
      /\b(?:someone|somebody) (?:has )?(?:used|is using|charged|took money from|made (?:a )?payments? (?:on|with|from)|got into|accessed|logged into) my (?:card|account|credit card|debit card)\b|\bwithout my (?:permission|consent|knowledge)\b|\bunauthori[sz]ed (?:payments?|transactions?|charges?|purchases?|orders?|access)\b|\b(?:don't|do not|didn't|did not) recogni[sz]e (?:a |this |these |the |some |an? )?(?:payments?|transactions?|charges?|orders?)\b|\b(?:i(?:'ve| have) been|i was|i got|i think i(?:'ve| have) been) (?:scammed|hacked|defrauded)\b|\b(?:my )?account (?:was |has been |got )?hacked\b|\bfraud(?:ulent)? (?:payments?|transactions?|charges?)\b/,
    neutral: false,
    answer: (c) =>
      c.kind === "bank"
        ? `I'm sorry, let's act on this straight away. Freeze your card in the card settings of ${c.ours} app now, then call the number on the back of your card (fraud lines are usually open 24/7) to report the payments you don't recognise: we'll cancel the card, send you a new one and investigate, and unauthorised payments reported promptly are usually refunded. Never share your PIN, passwords or one-time codes with anyone who contacts you, even if they say they're from us. Can you still get into the app to freeze the card?`
        : `I'm sorry, let's secure things straight away. If a card was used, call your bank or card issuer now to freeze it and dispute the payments you don't recognise. For ${c.your} account, change your password (and on any other site where you used the same one), sign out of other devices if your settings offer it, and check your recent ${c.words.thing === "account" ? "activity" : `${c.words.thing}s`} and saved details; then tell ${c.team} what you found, with ${c.words.ready}, so we can look into it. Never share a one-time code with anyone who contacts you. Can you still sign in to your account?`,
    general:
      "Act quickly: call your bank or card issuer (the number on the back of your card) to freeze the card and report the payments you don't recognise; the sooner you report them, the better the chance of getting the money back. Change the password of any account involved, and anywhere else you use the same one, and turn on two-step verification. If you were tricked into paying, report it to the police or your national fraud reporting service too. Which account or card is it?",
  },
  {
    id: "stolen phone",
    cue: /stol|lost|theft|pickpocket|mugged|missing|taken|snatched/,
    asked:
      /\b(?:phone|iphone|mobile|cell ?phone|smartphone|android|device|laptop|tablet|ipad)\b.{0,20}\b(?:was |has been |got |been |is )?(?:stolen|lost|taken|nicked|snatched|missing)\b|\b(?:lost|someone stole|somebody stole|i lost|they stole|got mugged and lost) (?:my |our )?(?:phone|iphone|mobile|cell ?phone|smartphone|device|laptop|tablet|ipad)\b/,
    neutral: false,
    answer: (c) =>
      c.kind === "bank"
        ? `I'm sorry, let's protect your money first. From another device, sign in to online banking, or call the number on ${c.ours} website or the back of your card (lost and stolen lines are usually open 24/7), so we can **freeze your cards and block app access** on the stolen phone; that also stops the cards in its Apple Pay or Google Pay wallet. Then change your online banking password, and check your recent transactions for any you don't recognise. Beyond ${c.name === "we" ? "us" : c.name}: lock or erase the phone with Find My (icloud.com/find) or Google's Find My Device (android.com/find), ask your mobile provider to block the SIM so no one can receive your one-time codes, and report the theft to the police for a reference number. Can you get into online banking from another device?`
        : `I'm sorry, let's secure ${c.your} account first. From another device, **sign in and change your password**, then **sign out of all other sessions** in your account's security settings (look for "active sessions" or "sign out everywhere"), so the stolen phone is logged out. If the phone held your two-step verification codes, use your backup codes or ask ${c.team} to reset it, with ${c.words.ready}. Then check your recent ${c.words.thing === "account" ? "activity" : `${c.words.thing}s`} and saved payment details for anything you don't recognise. Beyond ${c.name === "we" ? "us" : c.name}: lock or erase the phone with Find My (icloud.com/find) or Google's Find My Device (android.com/find), ask your mobile provider to block the SIM, freeze any bank cards in its wallet with your bank, and report the theft to the police for a reference number. Can you sign in from another device?`,
    general:
      "I'm sorry, that's stressful. Do these as soon as you can, from another device:\n\n1. **Lock it and mark it lost**: Find My (icloud.com/find) for an iPhone, Google's Find My Device (android.com/find) for Android. You can see where it is and, if you won't get it back, erase it remotely.\n2. **Call your mobile provider** to block the SIM, so no one can use your number or receive your one-time codes; they can send a replacement SIM with the same number.\n3. **Protect your money**: call your bank or freeze your cards in online banking, including the cards in Apple Pay or Google Pay.\n4. **Change your key passwords**, email first (it resets everything else), then banking and social media, and sign out of the phone in each account's security settings.\n5. **Report it to the police** and get a reference number for your insurer; give them the phone's IMEI number (on the box or your provider's bill) so it can be blocked.\n\nDon't try to get it back yourself if the tracker shows where it is: give the location to the police. Do you have another device you can use right now?",
  },
  {
    id: "phishing",
    cue: /email|e-mail|text|sms|message|call|link|phish|scam|legit|genuine|really you|from you/,
    asked:
      /\b(?:email|e-mail|text|sms|message|call|letter)\b.{0,40}\b(?:asking|asked|wants?|wanted|told) (?:me )?(?:for|to)\b.{0,30}\b(?:password|pin|code|card|details|login|verify|confirm|pay)\b|\bis (?:this|that|it) (?:email|text|message|call|link)? ?(?:really )?(?:from you|you|a scam|legit(?:imate)?|genuine|real)\b|\bphishing\b|\bsuspicious (?:email|text|message|call|link)\b/,
    neutral: false,
    answer: (c) =>
      `Treat it as a scam until you know otherwise: ${c.name === "we" ? "we" : c.name} will never ask you for your password, PIN or a one-time code by email, text, phone or chat. Don't click its links, reply or call any number it gives; if you're unsure, open ${c.ours} app or type the website address yourself and check there. If you've already entered your details, change your password now${c.kind === "bank" ? " and call the number on the back of your card" : ""}, and tell ${c.team}. Did you click the link or share anything?`,
  },
  {
    id: "double charge",
    cue: /twice|double|duplicate|two|2/,
    asked:
      /\b(?:charged|billed|debited) (?:me )?(?:twice|two times|double)\b|\bdouble[- ]?(?:charged|billed|charge|payment)\b|\bduplicate (?:charges?|payments?|transactions?)\b|\b(?:two|2) (?:identical |of the same )?(?:charges|payments|transactions)\b|\b(?:paid|pay) (?:for (?:it|this|that|my \w+) )?twice\b/,
    neutral: false,
    answer: (c) =>
      c.kind === "bank"
        ? `I'm sorry about that. A second payment that's still marked as pending is often a temporary hold by the shop, which usually drops off within a few business days without you doing anything. If both payments have gone through, ask the shop to refund the duplicate first; if it won't, you can dispute the payment with us in ${c.ours} app or by phone. Are both payments still pending, or has one gone through?`
        : `I'm sorry about that. One of the two is often a temporary hold (an authorisation) rather than a real charge, and it usually drops off your statement within a few business days. If both have gone through, contact ${c.team} with ${c.words.ready} and the date and amount of each charge, and we'll refund the duplicate. Does your bank show both as pending, or has one gone through?`,
    general:
      "That's worth checking. One of two identical charges is often a temporary hold (an authorisation) rather than a real charge, and it usually drops off within a few business days. If both have gone through, contact the company with your order or account number and the date and amount of each charge, and ask it to refund the duplicate; if it won't, your bank or card issuer can dispute the payment. Which company charged you?",
  },
  {
    id: "delivery address",
    cue: /address/,
    asked:
      /\b(?:change|update|edit|correct|fix)\b.{0,20}\b(?:delivery|shipping) address\b|\bchange (?:the |my )?address (?:on|for) (?:my |the |an? )?(?:order|delivery|parcel|package)\b|\bwrong (?:delivery |shipping )?address\b|\b(?:deliver|send|ship) (?:it|my order|my parcel|my package) to a (?:different|new|another) address\b/,
    neutral: true,
    answer: (c) =>
      c.kind === "store" || c.kind === "restaurant" || c.kind === "business"
        ? `If your order hasn't ${c.kind === "restaurant" ? "been sent out" : "shipped"} yet, we can usually change its delivery address: check your account, under Orders, or tell ${c.team} your order number and the new address. Once it has ${c.kind === "restaurant" ? "left" : "shipped"}, it's up to the carrier: the tracking link in your ${c.kind === "restaurant" ? "confirmation" : "shipping"} email may let you redirect it, or we can help if it's returned to us. Future orders use the address you choose at checkout, and you can update your saved addresses in your account. Can you share your order number?`
        : `You can update the address on ${c.your} ${c.words.thing} in ${c.kind === "bank" ? `${c.ours} app or online banking, under your profile` : "your profile or account settings"}${c.kind === "bank" ? "; for your security, we may ask you to confirm the change with a code, or for proof of address" : ""}. Anything already sent out, such as a card or a letter, still goes to the old address, so tell us if you're expecting something. Which address would you like to change?`,
  },
  {
    id: "app problem",
    cue: /crash|freez|load|open|work|close|froze/,
    asked:
      /\b(?:app|website|site|page|dashboard|checkout)\b.{0,30}\b(?:crash\w*|keeps? (?:closing|freezing|crashing|logging me out)|freez\w*|froze|won't (?:open|load|start|work)|will not (?:open|load|start|work)|(?:isn't|is not|not) (?:loading|opening|working)|doesn't (?:open|load|work)|stopped working)\b/,
    neutral: false,
    answer: (c, asked) =>
      /app\b/.test(asked[0])
        ? `I'm sorry the app is giving you trouble. What fixes most crashes: update the app to its latest version, restart your phone, and check it has some free storage; if it still crashes, uninstall and reinstall it, then sign in again (your ${c.words.thing} details are kept on our side${c.kind === "bank" ? ", but you'll need your login details to get back in" : ""}). ${statusPage(c)}If it keeps happening, tell me your phone model, its system version and what you were doing when it crashed, and we'll pass it to our technical team. Does it crash as soon as it opens, or at a particular step?`
        : `I'm sorry the website is giving you trouble. What fixes most loading problems: refresh the page, try a private window or another browser, and clear your browser's cache and cookies for our site; browser extensions such as ad blockers can also get in the way. ${statusPage(c)}If it still doesn't work, tell me which page, which browser and any error message you see, and we'll pass it to our technical team. Which page is it?`,
  },
  {
    id: "damaged or wrong item",
    cue: /damag|broken|smashed|cracked|faulty|defect|wrong|missing/,
    asked:
      /\b(?:arrived|came|was|is|got|received|delivered)\b.{0,20}\b(?:damaged|broken|smashed|cracked|faulty|defective)\b|\b(?:damaged|broken|faulty|defective) (?:item|product|parcel|package|order|goods)\b|\b(?:received|got|sent me|delivered|sent) (?:the |a )?wrong (?:item|size|colou?r|product|order|thing)\b|\bwrong (?:item|size|product|order)\b|\b(?:item|something|things?|part of (?:my|the) order) (?:is |are |was |were )?missing from (?:my|the) (?:order|parcel|package|delivery)\b/,
    neutral: false,
    answer: (c) =>
      SENDS_NO_GOODS.includes(c.kind)
        ? `I'm sorry about that. ${capital(c.name)} ${c.name === "we" ? "don't" : "doesn't"} send out goods, so a damaged, faulty or wrong item is for the seller to put right: contact it with your order number and a photo of what arrived, and ask for a replacement or a refund. If it won't help and you paid by card, ${c.kind === "bank" ? "you can dispute the payment with us in the app or by phone" : "your bank or card issuer may be able to dispute the payment"}. Which shop was it from?`
        : `I'm sorry about that. Please take a photo of ${c.kind === "restaurant" ? "what arrived" : "the item (and the packaging, if it's damaged)"} and contact ${c.team} with ${c.words.ready}${c.kind === "store" ? ", or start a return in your account, under Orders, choosing the reason" : ""}. A damaged, faulty or wrong ${c.kind === "restaurant" ? "order" : "item"} is for us to put right, so we'll ${c.kind === "restaurant" ? "send a replacement or refund it" : "send a replacement or a refund, and you shouldn't have to pay to send it back"}. Would you prefer a replacement or a refund?`,
  },
  {
    id: "refund timing",
    cue: /refund|money back/,
    asked:
      /\b(?:when|how long|how soon|how many days)\b.{0,40}\b(?:refunds?|money back)\b|\brefunds?\b.{0,30}\b(?:take|takes|taking|arriv\w*|show(?:s|n|ed)? up|c[oa]me through|go(?:ne)? through|be processed|processed|pending|yet)\b|\bwhere(?:'s| is) my (?:refund|money)\b|\b(?:haven't|have not|still not|not yet|never) (?:got|gotten|received|seen) (?:my |the |a )?(?:refund|money back)\b|\bstill waiting (?:for|on) (?:my |a |the )?refund\b/,
    neutral: true,
    answer: (c) => {
      const bank = "once it's issued, the bank or card issuer usually takes about **5–10 business days** to show it on your statement (it can take a little longer for some banks, and a pending refund may show sooner)";
      switch (c.kind) {
        case "store":
          return `A refund comes in two steps. First, once your return reaches us and has been checked, we issue the refund to your original payment method and email you to confirm; ${c.ours} Returns page says how long that check takes. Then ${bank}. If it's been longer than that since the confirmation email, send us your order number and we'll check it and give you the refund reference for your bank. Have you had the refund confirmation email yet?`;
        case "bank":
          return `A refund from a shop shows up once the shop has sent it: it usually takes about **5–10 business days** after the shop processes it, and it may first appear as pending. If it's been longer than that, ask the shop for the refund's date and reference (the ARN), and if they can't show it was sent, you can dispute the original payment with us in the app or by phone. For a refund we're making ourselves, such as a fee or a dispute, the app shows its status. Which payment is it for?`;
        case "airline":
          return `Refund times depend on how you paid and why: once it's approved, ${bank}. In the US, DOT rules require refunds that are due (for example, for a cancelled flight) within 7 business days for card payments and 20 calendar days for other payment methods. You can check the status under Manage booking on ${c.ours} website. Would you like help finding your booking?`;
        case "saas":
          return `Once we've approved a refund, it goes back to the card you paid with, and ${bank}. You'll see it in your billing history too. If you paid through the App Store or Google Play, the refund comes from Apple or Google on their timing. If it's been longer than that, send ${c.team} the invoice number and we'll check it. When was the refund approved?`;
        default:
          return `Once ${c.name === "we" ? "we've" : `${c.name} has`} approved your refund, it goes back to your original payment method, and ${bank}. You'll get an email confirming it was issued. If it's been longer than that, contact ${c.team} with ${c.words.ready} and we'll check it and give you the refund reference for your bank. When was the refund confirmed?`;
      }
    },
    general:
      "A refund usually takes two steps: the seller processes it (for a return, once the item arrives back and is checked, often a few days), and then your bank or card issuer posts it, usually within about **5–10 business days** for a card. If it's been longer since the seller's confirmation, ask the seller for the refund date and reference number; if they can't show it was sent, your card issuer can dispute the payment. Which company is the refund from?",
  },
  {
    id: "restock",
    cue: /stock|sold out|available|unavailable/,
    asked:
      /\bout of stock\b|\bsold out\b|\bback in stock\b|\brestock\w*\b|\bin stock again\b|\bwhen will (?:this |that |the )?(?:item|product|size|colou?r|dress|shirt|shoes?|[\w-]+ size) be (?:back|available|in stock|restocked)\b/,
    neutral: false,
    answer: (c) =>
      SENDS_NO_GOODS.includes(c.kind)
        ? `${capital(c.name)} ${c.name === "we" ? "don't" : "doesn't"} sell goods, so stock questions are for the shop selling the item: its product page often has a "Notify me when available" button. Is there something about ${c.your} ${c.words.thing} I can help with?`
        : c.kind === "restaurant"
          ? `Sorry it's unavailable right now: our menu changes with what the kitchen has in, and some dishes sell out on busy days, so I can't promise when it'll be back. Check the menu in the app or on the website again later, or ask us in the restaurant. Can I suggest something similar from today's menu?`
          : `Sorry it's out of stock. I can't see future delivery dates, and they depend on our suppliers, so I'd rather not guess: some items come back within weeks, others are seasonal or discontinued. The best way to know is the **"Notify me"** (or "Email me when available") button on the product page: you'll get an email as soon as it's back. It's also worth checking other sizes or colours, and, if we have shops, the store locator for stock near you. Would you like me to suggest something similar that's in stock?`,
    general:
      "I can't see a shop's stock, but a few things help: use the **\"Notify me\"** or back-in-stock alert on the product page; check other sizes, colours and sellers (the maker's own site, or another retailer); ask the shop whether a restock is planned, since customer service often knows the next delivery; and be wary of resellers charging far more. Which shop and product is it?",
  },
  {
    id: "moving abroad",
    cue: /abroad|overseas|country|emigrat|relocat/,
    asked:
      /\b(?:mov(?:e|ing|ed)|relocat\w*|emigrat\w*)\b.{0,25}\b(?:abroad|overseas|another country|a different country|a new country|out of the country)\b|\b(?:live|living) (?:abroad|overseas|in another country)\b/,
    neutral: false,
    answer: (c) => {
      switch (c.kind) {
        case "bank":
          return `Thanks for telling us before you go. Whether you can keep ${c.your} account as a non-resident depends on the country you're moving to, because of local regulations, so please check with us before you move. Either way: update your address in the app (we may ask for proof of your new one), tell us your new tax residency (banks must ask for it under international tax rules), make sure your phone number stays active for one-time codes, and check our fees for card payments and cash abroad. If you'll close the account, move your money and switch your regular payments first. Which country are you moving to?`;
        case "saas":
          return `${capital(c.your)} account and data go with you: ${c.name === "we" ? "we're" : `${c.name} is`} online, so you can use it from most countries. Update your billing country and address in ${c.words.billing}, since prices, currency and sales tax or VAT depend on where you are; a handful of countries can't be served because of sanctions and export rules. If you pay through the App Store or Google Play, your subscription follows your store account's country. Which country are you moving to?`;
        case "store":
        case "restaurant":
          return `${capital(c.your)} account stays open, and your order history with it. Whether we deliver to your new country, and at what cost, is on ${c.ours} Delivery page; prices and currency can differ there. Add your new address at checkout, and note that gift cards and store credit may work only in the country they were bought in. Which country are you moving to?`;
        case "airline":
        case "hotel":
          return `${capital(c.your)} account and loyalty points stay yours wherever you live. Update your address, country and phone number in your profile, so booking confirmations and any one-time codes reach you. Which country are you moving to?`;
        case "insurance":
          return `Thanks for telling us. A ${c.words.thing} usually covers you, your home or your car only in the country it was issued in, so moving abroad usually means cancelling it or changing it from the date you move, and taking out cover locally. Tell us your moving date, with ${c.words.ready}, and we'll explain what happens to ${c.your} ${c.words.thing} and any refund. When are you moving?`;
        case "utility":
          return `Thanks for letting us know. Tell us your moving date a couple of weeks ahead, give us a final meter reading on the day you leave, and a forwarding address (or email) for your final bill; any credit on ${c.your} account is refunded to you. Which day are you moving out?`;
        default:
          return `Thanks for telling us. ${capital(c.your)} ${c.words.thing} usually stays open when you move, but update your address, country and phone number in your account settings, and check whether ${c.ours} services, prices or payment methods differ in your new country. Which country are you moving to?`;
      }
    },
    general:
      "Tell each company before you go, as each handles it differently:\n\n- **Bank**: some banks limit or close accounts for non-residents; update your address and tax residency, and keep a phone number that receives your one-time codes.\n- **Phone contract**: cancel or switch to a cheaper plan; many people keep their number for security codes.\n- **Subscriptions and streaming**: they follow your billing country, so the catalogue, price and currency can change.\n- **Insurance**: home, car and health cover usually stops at the border; cancel from your moving date and get local cover.\n- **Utilities**: give a final meter reading and a forwarding address for the final bill.\n\nWhich company or account are you asking about?",
  },
  {
    id: "team member",
    cue: /add|invite|team|member|user|seat|colleague/,
    asked:
      /\b(?:add|invite)\b(?!\s+(?:money|funds|cash|credit|a\s+payee|payees?|a\s+card|cards?|balance|to\s+(?:my|the)\s+(?:balance|basket|cart)))(?!.{0,20}\b(?:money|funds|cash)\b).{0,20}\b(?:team ?members?|teammates?|users?|members?|colleagues?|co-?workers?|people|someone|somebody|seats?|collaborators?|employees?|staff|admins?|another person)\b|\b(?:team ?members?|users?|seats?|collaborators?)\b.{0,12}\b(?:add|invite)\b/,
    neutral: true,
    answer: (c) =>
      c.kind === "bank"
        ? `There are two ways to share ${c.your} account: make it a **joint account**, where you both own it equally, or add an **additional cardholder** on a credit card, where they spend on your account and you're responsible for the bill. Both usually need the other person's ID and can be requested in the app or in a branch; for a business account, you can add users with their own logins and limits in online banking's settings. Which one are you after?`
        : c.kind === "saas"
          ? `You can add people in ${c.ours} settings, under **Team** (or Members, or Workspace): choose **Invite**, enter their email addresses, and pick a role, such as Member or Admin. They get an email with a link to join; until they accept, they show as pending, and you can resend or cancel the invitation there. Only an owner or admin can invite people, and on a paid plan each new member usually adds a seat to your bill, charged pro rata. How many people would you like to add?`
          : `If ${c.your} account supports more than one person, you can add them in your account settings (look for Members, Family or Users); otherwise each person needs their own account. Tell me what you'd like them to be able to do, and ${c.team} can tell you the best option. Who would you like to add?`,
    general:
      "It depends on the app, but it works much the same in most team tools (Slack, Notion, Google Workspace, Microsoft 365, GitHub, Trello): an owner or admin opens the workspace's settings, under **Members**, **People** or **Team**, chooses **Invite**, enters the person's email and picks their role. They get an email invitation to accept. On paid plans each member is usually an extra seat on the bill. Which app is it?",
  },
  {
    id: "missing delivery",
    cue: /arriv|deliver|came|come|late|missing|lost|where|never|got|get|receiv|here/,
    asked:
      /\b(?:package|parcel|order|delivery|item|shipment|food|card|refund)\b.{0,30}\b(?:never (?:arrived|came|showed up|got here)|(?:hasn't|has not|didn't|did not|haven't|hasn't yet|still hasn't|still has not) (?:arrived|come|been delivered|shown up|got here)|not (?:arrived|delivered|received)|(?:is|was) (?:late|missing|lost)|(?:says|marked|shows?) (?:as )?delivered)\b|\bwhere(?:'s| is) my (?:order|package|parcel|delivery|food|new card)\b|\bi (?:never|didn't|did not|haven't|have not) (?:got|get|gotten|received?) my (?:order|package|parcel|delivery|food|new card)\b/,
    neutral: false,
    answer: (c) =>
      c.kind === "bank"
        ? `I'm sorry it hasn't arrived. A new card usually comes by post within a week or two of ordering it. If it's taking longer, tell us in the app or by phone: we'll cancel the card in the post, so no one else can use it, and send you another. In the meantime, you may be able to pay with your phone through the card in the app. When did you order it?`
        : c.kind === "restaurant"
          ? `I'm sorry your order hasn't arrived. Please check its status in the app or the confirmation email first: it shows whether it's on its way. If it's well past the estimated time, contact ${c.team} with your order number and we'll find out where it is, and arrange a refund or a new delivery if it's lost. Can you share your order number?`
          : `I'm sorry your ${c.words.thing === "order" ? "order" : "delivery"} hasn't arrived. Please check the tracking link in your shipping confirmation email first: if it says "delivered", look around your door, with neighbours and in any safe place you chose. If it still isn't there, or it's past the expected delivery date, contact ${c.team} with ${c.words.ready}, and we'll look into it with the carrier and send a replacement or a refund if it's lost. Can you share ${c.words.ready}?`,
    general:
      'Sorry to hear that. First, check the tracking link in the shipping confirmation email: if it says "delivered", look around your door, with neighbours and in any safe place; if it hasn\'t moved for days, it may be delayed. Then contact the seller rather than the carrier, with your order number: the seller has the contract with the carrier and can open a claim, or send a replacement or a refund. Do you have the tracking number?',
  },
  {
    id: "hours",
    cue: /hour|open|clos/,
    asked:
      /\b(?:opening|business|office|store|shop|branch|support|working|customer service) hours\b|\bhours of (?:operation|business)\b|\bwhat (?:are )?(?:your|the) hours\b|\bwhen (?:are|is) (?:you|it|the (?:store|shop|branch|office|restaurant|bank|support team|support)) open\b|\bwhat time (?:do|does) (?:you|it|the (?:store|shop|branch|office|restaurant|bank|kitchen)) (?:open|close)\b|\bare you (?:open|closed)(?=\s*(?:today|now|right now|on|at|tomorrow|this|tonight|during|over|late|yet)\b|\s*[?.!]*$)|\bwhen (?:do you|does (?:it|the (?:store|shop|branch|office|restaurant|bank))) (?:open|close)\b|\bopen (?:on )?(?:sundays?|saturdays?|weekends?|holidays?|today|tomorrow|late)\b/,
    neutral: true,
    answer: (c) => {
      const lead: Record<CompanyKind, string> = {
        bank: `${capital(c.ours)} app and online banking are available around the clock, but branch and phone-line hours vary by location and change on public holidays, so I'd rather not quote times that may be out of date. The branch locator on ${c.ours} website or app shows each branch's current hours.`,
        store: `Store hours vary by location and change on public holidays, so I'd rather not guess: the store locator on ${c.ours} website shows each store's current opening times. The online store is open 24/7 if you'd like to shop or check an order in the meantime.`,
        saas: `${capital(c.name)} ${c.name === "we" ? "are" : "is"} an online service, so you can use it at any time, day or night. ${capital(c.ours)} support hours are listed on the Contact page of the help centre, and a message sent outside them is answered when the team is back.`,
        airline: `Flights, online check-in and Manage booking on ${c.ours} website and app are available around the clock, but customer service and airport desk hours vary by country and airport. The Contact page on ${c.ours} website lists the current hours; check-in desks usually open a few hours before departure.`,
        restaurant: `Opening hours can vary by location and on public holidays, so the most reliable place to check today's times is ${c.ours} website or its Google Maps listing. At busy times it's worth booking a table ahead.`,
        hotel: `Check-in and check-out times, and the hours of the restaurant and other facilities, are in your booking confirmation and on ${c.ours} website, and the front desk can confirm them when you arrive.`,
        telecom: `${capital(c.ours)} app and online account are available around the clock for checking your usage, bills and plan, but store and phone-line hours vary by location and change on public holidays, so I'd rather not quote times that may be out of date. The store locator on ${c.ours} website shows each store's current hours, and the Contact page lists the support lines' hours.`,
        insurance: `You can view your policy and start a claim in ${c.ours} online account at any time, but phone-line hours differ between teams (claims, sales, renewals) and change on public holidays, so the Contact page of ${c.ours} website is the place to check them. Emergency lines, such as for breakdown or home emergency cover, are often open 24/7: your policy documents give the number.`,
        utility: `${capital(c.ours)} app and online account are available around the clock for meter readings, bills and payments, but phone-line hours vary and change on public holidays, so the Contact page of ${c.ours} website is the place to check them. A power cut or a gas leak doesn't wait for opening hours: emergency lines are open 24/7 (in the UK, 105 for a power cut and 0800 111 999 for a gas leak).`,
        business: `I don't have ${c.ours} current opening hours to hand, and they can change on public holidays, so the best place to check is the Contact page of ${c.ours} website or its Google Maps listing.`,
      };
      const next: Record<CompanyKind, string> = {
        bank: "Is there something I can help you with online instead?",
        store: "Which store are you planning to visit?",
        saas: "Is there something I can help you with right now?",
        airline: "Is there a booking I can help you with?",
        restaurant: "Would you like help with a reservation or the menu?",
        hotel: "Is there anything I can help you with before your stay?",
        telecom: "Is there something I can help you with on your account in the meantime?",
        insurance: "Is there something about your policy I can help with?",
        utility: "Is there something I can help you with on your account in the meantime?",
        business: "Is there anything I can help you with in the meantime?",
      };
      return `${lead[c.kind]} ${next[c.kind]}`;
    },
    general:
      "I'm an AI assistant, so I don't have opening hours: you can ask me things at any time. If you mean a particular shop, bank or office, its current hours are on its website or its Google Maps listing, which also shows changes for public holidays. Which place are you asking about?",
  },
  {
    id: "human",
    cue: /human|person|agent|rep|operator|staff|someone|somebody|contact|reach|call|email|number|real|bot|touch/,
    // "Transfer me to a real person" (HANDOVER_ASKED) asks to be put through; the rest ask how a person is reached.
    asked: new RegExp(String.raw`${HANDOVER_ASKED.source}|` + /\b(?:get in touch|how (?:do|can) i (?:get in touch|reach you|call you|contact you))\b|\b(?:do you have|what(?:'s| is)) (?:a |your )?(?:phone number|telephone number|contact number|email address|support email)\b|\b(?:talk|speak|chat) (?:to|with) (?:a |an |your )?(?:someone|somebody|person|human|real person|real human|actual person|human being|agent|live agent|customer service agent|representative|rep|operator|member of (?:staff|your team)|(?:someone|somebody|a person) (?:from|at|in|on) (?:your|the) (?:team|company|bank|store|shop|support|customer service))\b|\bhow (?:do|can) i (?:contact|reach|call|email|get in touch with) (?:you|support|customer (?:service|support|care)|your (?:support|team|customer service))\b|\b(?:customer (?:service|support|care) |support |your )(?:phone |contact |telephone )?(?:number|email(?: address)?)\b|\bcontact (?:details|info|information|number)\b|\bcontact (?:you|support|customer (?:service|support|care))\b|\bare you (?:a )?(?:human|real|a bot|a robot)\b/.source),
    neutral: true,
    answer: (c, asked, messages) =>
      // "How do I talk to a human?" asks how a person is reached, not to be put through.
      HANDOVER_ASKED.test(asked[0]) && !/\bhow (?:do|can|could|would) i\b/.test(asked.input)
        ? handoverReply(c, messages)
        : `I'm ${c.name === "we" ? "a" : `${c.ours}`} virtual assistant, but you can reach a member of ${c.team}: ${contactRoutes(messages) ? reachedBy(c, messages) : `the Contact page of ${c.ours} website or app lists the live chat, phone and email options and their hours`}.` +
          (c.kind === "bank" ? " For a lost card or suspected fraud, call the number on the back of your card straight away: those lines are usually open 24/7." : "") +
          ` To get help faster, have ${c.words.ready} ready and describe the problem in a sentence or two. Would you like me to help you put that message together, or can I help with it here first?`,
    general:
      'I\'m an AI assistant, so there\'s no person on this chat. To reach a human at a company, its Contact page usually lists a phone number, live chat or email; on an automated phone line or chatbot, saying "agent" or "representative" often gets you through to one. Which company are you trying to reach?',
    notGeneral: /\b(?:someone|somebody|person)\b(?! (?:from|at|in|on) )/,
  },
  {
    id: "cancel",
    cue: /cancel|end|stop|terminat|pause|close|delete|deactivat|remove|unsubscribe/,
    asked:
      /\b(?:cancel|end|stop|terminate|pause) (?:my |the |our |this )?(?:(?:free )?trial|subscription|membership|plan|account|service|contract|renewal|auto-?renewal)\b|\b(?:close|delete|deactivate|terminate|remove) (?:my |our |the )?(?:\w+ )?account\b|\bunsubscribe from (?:your|the) (?:service|plan|subscription)\b/,
    neutral: true,
    answer: (c, asked) => {
      const account = /account/.test(asked[0]);
      if (c.kind === "bank" && !account)
        return `A subscription paid with ${c.your} card is cancelled with the company that charges you, in its account settings or app, and it's worth keeping the confirmation. If they keep charging you after you've cancelled, you can dispute the payment with us in the app or by phone, and we can help stop future payments to them. Which subscription is it?`;
      if (c.kind === "bank")
        return `To close ${c.your} account, first move any money out and switch any direct debits, standing orders and incoming payments to another account. Then you can ask us to close it in the app, by phone or in a branch; we'll confirm once it's closed and send a final statement. If something isn't working for you, tell me: there may be a simpler fix. Would you like help moving your regular payments first?`;
      if (c.kind === "saas" && !account)
        return `You can cancel ${c.your} subscription at any time in your account's Settings, under Billing (or Subscription): choose to cancel the plan and you'll get a confirmation email. You keep access until the end of the period you've paid for, and you won't be charged again. If you subscribed through the App Store or Google Play, cancel it there instead. Is there anything we could fix that would make you want to stay?`;
      if (account)
        return `You can close ${c.your} account in your account settings, usually under Account or Privacy, or ask ${c.team} to do it for you. Before you do, download anything you want to keep and cancel any active ${c.words.thing === "account" ? "subscription" : `${c.words.thing}s or subscription`}: once the account is deleted, we can't restore it. You'll get a confirmation email when it's done. Is there something we could fix that would make you want to stay?`;
      return `You can cancel ${c.your} ${/membership/.test(asked[0]) ? "membership" : "subscription"} in your account settings, under Membership or Subscription, or ask ${c.team} to cancel it for you; you'll get a confirmation email, and you won't be charged again. If you paid through the App Store or Google Play, cancel it there instead. Is there anything we could fix that would make you want to stay?`;
    },
  },
  {
    id: "change plan",
    cue: /upgrad|downgrad|plan|tier/,
    asked: /\b(?:upgrade|downgrade|change|switch)\b.{0,12}\b(?:my |our |the |to a |to the )?(?:\w+ )?(?:plan|subscription|tier)\b|\b(?:upgrade|downgrade)\b(?! (?:my |the )?(?:phone|handset|device))/,
    neutral: true,
    answer: (c) =>
      c.kind === "saas"
        ? `You can change ${c.your} plan in your account's Settings, under Billing: choose the new plan and confirm. An upgrade usually applies straight away, with the price difference for the rest of the billing period shown before you confirm; a downgrade usually takes effect at your next renewal, so you keep what you've paid for until then. What each plan includes is on the Pricing page. Which plan are you thinking of?`
        : `You can see the ${c.words.thing === "account" ? "plans and accounts" : "options"} ${c.name === "we" ? "we offer" : `${c.name} offers`}, and change yours, in ${c.ours} app or online account, which shows the new price and when the change applies before you confirm. Tell me what you'd like to get from it, and I'll help you find the right one.`,
  },
  {
    id: "invoice",
    cue: /invoice|receipt|statement/,
    asked:
      /\b(?:get|need|download|find|send me|see|view|request|have|copy of|where (?:is|are|can i find)) (?:an? |my |the |our |a copy of (?:my |the )?)?(?:(?:vat|tax|proper) )?(?:invoices?|receipts?|statements?)\b|\b(?:invoices?|receipts?)\b.{0,20}\bfor (?:my|our|the|this)\b/,
    neutral: true,
    answer: (c) => {
      switch (c.kind) {
        case "saas":
          return `Your invoices are in your account's Settings, under Billing (billing history), where you can download each one as a PDF. To add a company name, address or VAT number, update your billing details there; invoices issued after that include them. Is there a particular invoice you need?`;
        case "store":
        case "restaurant":
          return `Your order confirmation email is your receipt, and you can download an invoice for each order in your account, under Orders. If you need a company name or VAT number on it, contact ${c.team} with your order number. Which order is it for?`;
        case "bank":
          return `Your statements are in ${c.ours} app and online banking, where you can download them as PDFs, usually going back several years; if you need an older or a stamped one, ask ${c.team}. Which period do you need?`;
        default:
          return `Your ${c.kind === "telecom" || c.kind === "utility" ? "bills" : "invoices and receipts"} are in ${c.ours} app or online account, where you can download each one as a PDF. If you need one with different details on it, contact ${c.team} with ${c.words.ready}. Which one do you need?`;
      }
    },
  },
  {
    id: "sign up",
    cue: /open|creat|set up|make|sign|join|regist|member/,
    asked:
      /\b(?:open|create|set up|make|get) (?:an? |my |new |an? new )?(?:\w+ )?account\b|\bsign (?:me )?up\b|\bhow (?:do|can) i (?:join|register|become a (?:member|customer))\b/,
    neutral: true,
    answer: (c) => {
      const brand = c.name === "we" ? "" : `${c.name} `;
      switch (c.kind) {
        case "bank":
          return `You can open a new ${brand}account online or in ${c.ours} app, usually in a few minutes: you'll need a photo ID, your address (sometimes with proof of it), and a phone and email we can verify. The accounts page on ${c.ours} website compares each account's features and fees, so you can pick the right one first. Which kind of account are you interested in?`;
        case "saas":
          return `You can sign up for ${c.name === "we" ? "an account" : c.name} on the website with your work email, then invite your team from the settings once you're in; the Pricing page says whether there's a free trial or a free plan to start on. Would you like a hand getting set up?`;
        case "airline":
        case "hotel":
          return `You can create a ${brand}account on ${c.ours} website or app with your email: it keeps your bookings in one place and lets you join any loyalty programme. You don't need an account to book, though. Would you like help with a booking?`;
        default:
          return `You can create a ${brand}account on ${c.ours} website or app with your email and a password, or at checkout: it keeps your orders, addresses and any rewards in one place. You can also check out as a guest if you prefer. Is there anything I can help you find?`;
      }
    },
  },
  {
    id: "billing",
    cue: /billing|payment|card|declined/,
    asked:
      /\b(?:change|update|edit|replace|add|remove|switch) (?:my |the |our |a )?(?:billing (?:details|info|information|address|email)|payment (?:method|details|info|information|card)|credit card(?: on file| details)?|debit card(?: on file| details)?|card on file|card details)\b|\bbilling (?:details|address|info)\b|\bmy (?:card|payment) (?:was |is |keeps (?:getting )?)?(?:declined|failing|expired)\b|\bpayment (?:failed|was declined|keeps failing)\b/,
    neutral: true,
    answer: (c, asked) =>
      c.kind === "bank" && /declined|failing|failed/.test(asked[0])
        ? `A card payment is usually declined because the card is frozen or blocked, the balance or a spending limit isn't enough, the details were typed wrongly, or our fraud checks want to confirm it's you. Check the card's status and any message from us in ${c.ours} app; if everything looks fine, call the number on the back of your card and we'll look at that payment with you. Where were you trying to pay?`
        : c.kind === "bank"
          ? `You can update your address and contact details in ${c.ours} app or online banking, under your profile; for security, some changes ask you to confirm with a code sent to your phone, and a few need proof of address. We'll never ask for your PIN or full password in a chat, so please don't share them here. Which details would you like to change?`
          : `You can update your card and billing address in ${c.words.billing}: add the new card, make it the default, and remove the old one; the change applies from your next payment. If a payment has just failed, updating the card there usually retries it. For your security, please don't share card numbers here in the chat. Is your current card expiring, or has a payment failed?`,
    general:
      'Billing details are changed in the account settings of the service you pay, usually under "Billing", "Payment methods" or "Wallet": add the new card, make it the default, then remove the old one. If you pay through the App Store or Google Play, change it in your phone\'s subscriptions settings instead, and never send card numbers in a chat or email. Which service is it for?',
  },
  {
    id: "email",
    cue: /email|e-mail/,
    asked:
      /\b(?:change|update|edit|correct) (?:my |the |our )?(?:account |login |contact )?(?:email|e-mail)(?: address)?\b|\bnew email address\b|\bwrong email (?:address )?on my account\b/,
    neutral: true,
    answer: (c) =>
      `You can change the email on ${c.your} account in your profile settings: enter the new address, confirm with your password, then click the verification link we send to it; until you do, we'll keep using the old one.` +
      (c.kind === "bank" ? " For your security, we may also ask you to confirm the change with a code sent to your phone." : "") +
      ` If you can no longer get into the old email, contact ${c.team} and we'll verify your identity another way. Is there anything else you'd like to update?`,
  },
  {
    id: "password",
    cue: /password|log|sign|locked/,
    asked: /\b(?:reset|forgot|forgotten|change|recover|lost) (?:my |the )?password\b|\bcan(?:'t|not) (?:log|sign) ?in\b|\blocked out of my account\b|\bpassword reset\b/,
    neutral: true,
    answer: (c) =>
      `To reset ${c.your} password, choose "Forgot password?" on the sign-in page${c.kind === "bank" ? " of the app or online banking" : ""} and enter the email on your account: we'll send a reset link that works for a short time, so check your spam folder if it doesn't arrive within a few minutes. If you no longer have access to that email, contact ${c.team} to verify your identity. We'll never ask for your password in a chat, so please don't share it here. Did the reset email arrive?`,
  },
  {
    id: "refund",
    cue: /refund|return|exchange|money back/,
    asked:
      /\brefunds?\b|\breturn (?:policy|policies|an item|something|a product|my order|an order|it|this|them|items|my purchase)\b|\bcan i (?:return|exchange)\b|\bmoney back\b|\bexchange (?:policy|an item|it|this)\b/,
    neutral: true,
    answer: (c) => {
      switch (c.kind) {
        case "store":
          return `You can return most items for a refund within the period in ${c.ours} returns policy, which is on the Returns page of the website along with anything that can't be returned. To start a return, go to your account, under Orders, choose the item and follow the steps; the refund goes back to your original payment method once the return has been checked. Would you like help starting a return?`;
        case "saas":
          return `${capital(c.ours)} refund terms for subscriptions are in the Terms of Service and on the billing page of the help centre; cancelling stops future charges, and you keep access until the end of the period you've paid for. If you've been charged for something you didn't expect, contact ${c.team} with the invoice number from your billing history and we'll look into it. Is this about a recent charge?`;
        case "airline":
          return `Whether a ticket can be refunded depends on the fare you booked: the fare rules are in your booking confirmation and under Manage booking on ${c.ours} website or app, where you can also request the refund. If your flight is cancelled or significantly changed, you can choose a refund instead of a new flight. Would you like help finding your booking?`;
        case "bank":
          return `For a refund on a card purchase, ask the shop or company first; if they won't refund you, or you don't recognise the payment, you can dispute the transaction with us in the app or by phone. For a fee from ${c.name === "we" ? "us" : c.name} you think is wrong, contact ${c.team} and we'll review it. Which transaction is it about?`;
        case "restaurant":
          return `I'm sorry if something was wrong with your order. Contact ${c.team} with your order number and what went wrong (a photo helps), and we'll put it right with a refund or a replacement where appropriate. What happened with your order?`;
        default:
          return `${capital(c.ours)} refund and cancellation terms are in your ${c.words.thing} confirmation and on ${c.ours} website. To ask for a refund, contact ${c.team} with ${c.words.ready} and the reason, and we'll tell you what you're entitled to and how long it takes. What would you like a refund for?`;
      }
    },
    general:
      "I don't sell anything, so I don't have a refund policy of my own. If you're asking about a purchase, the seller's policy is on its website (often a \"Returns\" or \"Refunds\" page): many shops accept returns within 14–30 days, and a faulty item is usually covered beyond that. Which company did you buy from?",
  },
  {
    id: "shipping",
    cue: /ship|deliver/,
    asked:
      /\bhow long (?:does|will|do) (?:shipping|delivery|it take to (?:ship|deliver|arrive)|my (?:order|package|parcel) take|orders take)\b|\b(?:shipping|delivery) (?:times?|costs?|options|policy|rates?|fees?)\b|\bdo you (?:ship|deliver)\b|\bwhen will my (?:order|package|parcel) (?:arrive|ship|be delivered|get here)\b|\bhow much (?:is|does|for) (?:shipping|delivery)\b|\bfree (?:shipping|delivery)\b|\b(?:international|express|next-day|same-day) (?:shipping|delivery)\b/,
    neutral: true,
    answer: (c) =>
      c.kind === "bank"
        ? `There's nothing to ship for a bank account, but if you're waiting for a new card, it usually arrives by post within a week or two of ordering it, and you may be able to use it on your phone from the app before then. If it hasn't arrived by then, tell us and we'll send another. Have you ordered a new card?`
        : c.kind === "airline" || c.kind === "hotel"
          ? `There's nothing to ship for a booking: your confirmation${c.kind === "airline" ? " and e-ticket arrive" : " arrives"} by email right after you book, and you'll find ${c.kind === "airline" ? "them" : "it"} under Manage booking on ${c.ours} website too. Can't find the email? Check your spam folder, or tell me and I'll help you find your booking.`
          : c.kind === "insurance" || c.kind === "utility"
            ? `There's nothing to ship for ${c.kind === "insurance" ? "a policy: your policy documents arrive by email, or by post if you asked for paper," : "an energy or water account: your welcome pack and bills arrive by email, or by post if you asked for paper,"} and they're in ${c.ours} online account too. Is there something you were expecting from us?`
            : c.kind === "saas"
            ? `${capital(c.name)} ${c.name === "we" ? "are" : "is"} an online service, so there's nothing to ship: your account is ready to use as soon as you sign up. Is there something you'd like help setting up?`
            : c.kind === "restaurant"
              ? `Delivery times depend on how busy we are and how far you are: the estimated time and the delivery fee for your address are shown before you pay, and the order status in the app or confirmation email updates as it's on its way. Would you like help placing an order?`
              : `Delivery times and costs depend on the shipping option you choose and where it's going: ${c.ours} checkout shows the options, their prices and the estimated delivery date for your address before you pay, and the Delivery page of the website lists where we ship. Once your order ships, you'll get an email with a tracking link. Is there an order you're waiting for?`,
    general:
      "It depends on the seller, the shipping option and the distance: standard domestic delivery typically takes about 2–7 business days, express 1–2, and international one to three weeks. The checkout and the order confirmation show the estimate for your order, and the tracking link in the shipping email shows where it is. Which shop did you order from?",
  },
  {
    id: "pricing",
    cue: /much|pric|plan|fee|rate|charge|free|discount/,
    asked:
      /\bhow much (?:does it|does \w+ cost|do you charge|is it|is (?:a|the|your) \w+|are (?:the|your) \w+|do (?:the|your) \w+ cost)\b|\bwhat (?:are|is) (?:your|the) (?:pricing|prices?|plans|fees|rates|price plans|subscription plans|charges)\b|\bpricing\b|\b(?:is there|do you have|do you offer) (?:a )?(?:free (?:plan|tier|trial|version)|discount|student discount)\b|\bfree (?:plan|tier|trial)\b|\bwhich plan\b|\b(?:monthly|annual|account|overdraft) (?:fees?|prices?|charges)\b|\bdo you charge\b|\bany fees\b/,
    neutral: true,
    answer: (c) => {
      switch (c.kind) {
        case "saas":
          return `${capital(c.ours)} current plans and prices are on the Pricing page of the website, with what each plan includes and whether there's a free trial; prices can depend on your region, billing period and number of users, so that page is the reliable source. Tell me what you'd use ${c.name === "we" ? "it" : c.name} for and how many people are on your team, and I'll help you work out which plan fits.`;
        case "bank":
          return `${capital(c.ours)} account fees, interest rates and charges depend on the account, and the current ones are on the website's fees and charges page and in your account's terms. Tell me which account you have, or what you're looking for, and I'll point you to the right one.`;
        case "store":
          return `Prices are on each product's page, and any current offers or discount codes are applied at checkout, which also shows the delivery cost for your address before you pay. Is there a product you're looking for?`;
        case "airline":
          return `Fares depend on the route, the dates and the fare type, and change with demand, so the reliable price is the one ${c.ours} website or app shows when you search, including taxes and any bag fees. Where and when would you like to fly?`;
        case "restaurant":
          return `Our current menu and prices are on ${c.ours} website; prices on delivery apps can be a little different. Would you like help with the menu, or to book a table?`;
        case "hotel":
          return `Room rates depend on the dates, the room type and availability, so the reliable price is the one you see when you search your dates on ${c.ours} website, including taxes and any fees. Which dates are you looking at?`;
        default:
          return `${capital(c.ours)} current prices are on the website, and they can depend on what you choose and where you are, so that's the reliable source. Tell me what you're looking for, and I'll help you find the right option.`;
      }
    },
  },
  {
    id: "privacy",
    cue: /data|info|detail|conversation|message|chat|privacy|gdpr|safe|secure|protected|private/,
    asked:
      /\b(?:sell|share|use|do with|store|keep|collect|access|read)\b.{0,25}\bmy (?:data|information|info|personal (?:data|information|details)|details|conversations?|messages|chats?)\b|\bprivacy policy\b|\bis my (?:data|information|info|personal (?:data|information)) (?:safe|secure|protected|private)\b|\bgdpr\b|\b(?:delete|export|download) my data\b|\bwhat data do you (?:collect|store|keep)\b/,
    neutral: false,
    answer: (c) =>
      `That's an important question, and the definitive answer is ${c.ours} Privacy Policy, linked at the bottom of every page of the website: it says what data is collected, why, who it's shared with and how long it's kept, so I'd rather point you to it than paraphrase it wrongly. You can also ask for a copy of your data, or for it to be corrected or deleted, in your account's privacy settings or by contacting ${c.team}.` +
      (c.kind === "bank" ? " And we'll never ask for your PIN or full password by phone, email or chat." : "") +
      " Is there a particular part of your data you're concerned about?",
    general:
      "What happens to what you type depends on the app or service you're using: its privacy policy says what it collects, whether it's shared or sold, how long it's kept and how to have it deleted, and many services let you turn off having your chats used for training. As a rule, don't share passwords, card numbers or ID numbers in any chat. Which service are you asking about?",
  },
];

/**
 * A cheap first look: a word every topic's question has. Plain words first, `rep\b` and `log ?in` last:
 * V8 matches a run of plain words faster ("sign" has "sign in").
 */
const CUE =
  /hour|open|clos|human|person|agent|someone|somebody|representative|staff|operator|contact|reach|number|email|e-mail|refund|return|exchange|money back|ship|deliver|arriv|package|parcel|order|cancel|subscri|member|account|trial|billing|payment|card|password|price|pricing|cost|plan|fee|charge|discount|data|privacy|info|gdpr|complain|manager|supervisor|unacceptable|ridiculous|outrageous|unhappy|disappoint|frustrat|annoyed|service|real|bot|robot|touch|sign|join|regist|twice|double|duplicate|address|crash|freez|froze|load|permission|consent|authori|recogni|fraud|scam|hack|phish|text|message|legit|genuine|damag|broken|faulty|defect|wrong|missing|upgrad|downgrad|tier|invoice|receipt|statement|stol|theft|pickpocket|mugged|stock|sold out|available|abroad|overseas|countr|emigrat|relocat|invite|team|user|seat|colleague|rep\b|log ?in/i;
/** A task on a text or a request to write one: "Write an email to complain about…", "Help me write a refund request" ask for the text. */
const TASK =
  /^\s*(?:please\s+)?(?:(?:can|could|would) you\s+(?:please\s+)?|help me\s+|i need (?:you )?to\s+|i want (?:you )?to\s+){0,2}(?:write|draft|compose|generate|translate|summari[sz]e|rewrite|rephrase|proofread|give me (?:a|an) (?:email|letter|template|script)|(?:create|make|build|design) (?:a |an |the )?(?:[\w-]+ )?(?:page|component|email|letter|template|list|table|function|script|post|form|faq|section|ui|screen|layout|chatbot|bot))\b/i;

/** Code given with the question ("Fix this code: def append_to(x, items=[]): … return items"): its `return` is no refund. */
const PASTED_CODE = /```|\n[ \t]+\S|\bdef\s+\w+\s*\(|\bfunction\s*\w*\s*\(|=>|[;{}]\s*$/m;

/**
 * A support bot's answer to an everyday customer question, in the name of the company the system
 * message names (or as a general assistant, with none); undefined for anything else, and for a
 * how-to the everyday how-tos answer when no company is named.
 * @example supportReply([{ role: "system", content: "You are a helpful assistant for Acme Bank." }, { role: "user", content: "What are your opening hours?" }], "What are your opening hours?", seededRandom(1)) // "Acme Bank's app and online banking are available around the clock, but branch …"
 */
export function supportReply(messages: readonly ChatMessage[], prompt: string, random: Random): string | undefined {
  if (prompt.length > 160 || TASK.test(prompt) || PASTED_CODE.test(prompt)) return undefined;
  const everyday = CUE.test(prompt);
  // A kind's own topics need a company, which needs a system message.
  const service = hasSystemMessage(messages) && SERVICE_CUE.test(prompt);
  if (!everyday && !service) return undefined;
  const question = normalisedQuestion(prompt);
  // A mobile provider's, an insurer's or a utility's own topics first: "Why is my bill so high?" asked of an energy supplier.
  const ofKind = service ? supportCompany(messages) : undefined;
  const own = ofKind && serviceTopic(question, ofKind.kind);
  if (ofKind && own) return own.answer(said(ofKind), question);
  if (!everyday) return undefined;
  const found = everydayTopic(question);
  if (!found) return undefined;
  const { topic, asked } = found;
  // The company is read once: for the service topics, where their cue was met, else only now that a topic is asked.
  const named = service ? ofKind : supportCompany(messages);
  if (!named) {
    // The how-tos' generic steps ("How do I cancel my subscription?") are the general answer already.
    if (topic.general === undefined || topic.notGeneral?.test(question) || howToReply(prompt) !== undefined) return undefined;
    return topic.general;
  }
  const answer = topic.answer(said(named), asked, messages);
  return topic.neutral ? `${random.pick(OPENERS)}${answer}` : answer;
}

/**
 * The topic a customer's question (as `normalisedQuestion` gives it) asks a company of `kind` about:
 * one of the kind's own ("roaming", "claim", "meter") or an everyday one ("hours", "lost card"),
 * or undefined. support-follow-ups.ts reads the topic in play with it.
 * @example supportTopicOf("i lost my card", "bank") // "lost card"
 */
export function supportTopicOf(question: string, kind: CompanyKind): string | undefined {
  return serviceTopic(question, kind)?.id ?? (CUE.test(question) ? everydayTopic(question)?.topic.id : undefined);
}

/** The topics by the words their `asked` cannot match without (required-words.ts): made on the first question. */
let topicWords: WordPrefilter | undefined;

/** The everyday topic a question asks about, with what matched: the first in table order, of those whose words the question has. */
function everydayTopic(question: string): { readonly topic: Topic; readonly asked: RegExpExecArray } | undefined {
  topicWords ??= new WordPrefilter(TOPICS.map((topic) => requiredWords(topic.asked.source)));
  for (const index of topicWords.candidates(question.toLowerCase())) {
    const topic = TOPICS[index]!;
    const asked = topic.cue.test(question) ? topic.asked.exec(question) : null;
    if (asked) return { topic, asked };
  }
  return undefined;
}

/** Two white-space characters in a row, or one that is not a space: what `normalisedQuestion` makes one space. */
const SPACE_RUN = /\s{2,}|[^\S ]/;
const SPACE_RUNS = new RegExp(SPACE_RUN.source, "g");

/**
 * A prompt as the topics read it: lower case, straight apostrophes, the contractions chat drops restored.
 * @example normalisedQuestion("Wheres my order? It hasnt arrived") // "where's my order? it hasn't arrived"
 */
export function normalisedQuestion(prompt: string): string {
  // Each rewrite only where its characters are: most questions need none (a pattern costs a scan).
  let text = prompt.toLowerCase();
  if (text.includes("’") || text.includes("‘")) text = text.replace(/[’‘]/g, "'");
  // Runs of white space made one space; a single space, most of them, left as it is.
  if (SPACE_RUN.test(text)) text = text.replace(SPACE_RUNS, " ");
  // Chat is typed fast: "hasnt arrived", "cant log in", "im unhappy", "wheres my order".
  if (text.includes("nt")) text = text.replace(/\b(has|have|did|does|do|is|was|are|could|would|ca|wo)nt\b/g, "$1n't");
  if (text.includes("im")) text = text.replace(/\bim\b/g, "i'm");
  if (text.includes("wheres")) text = text.replace(/\bwheres\b/g, "where's");
  return text;
}

/** Online services and networks keep a status page; a shop or a bank is asked instead. */
function statusPage(c: Said): string {
  return c.kind === "saas" || c.kind === "telecom" || c.kind === "utility" ? `${capital(c.ours)} status page shows whether there's a known problem right now. ` : "";
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
