/**
 * What customers ask the support bot of a mobile or broadband provider, an insurer or an energy or
 * water supplier, beyond what every company is asked (support-replies.ts answers those): roaming, a
 * data plan, a SIM, keeping their number, a bill higher than expected, unlocking a phone, coverage,
 * an internet outage; a claim, a change to the policy, what the policy covers, cancelling it in
 * the cooling-off period; a meter reading, moving home, a power cut, a cheaper tariff.
 *
 * As the rest of the support answers, an answer speaks in the company's name and invents nothing
 * it cannot know: its plans, prices, fees and phone numbers are on its website, its app or the
 * customer's documents, and the answer says which. The few facts stated are rules that hold for
 * every company of the kind, said with the country they hold in: in the UK, texting PAC to 65075
 * gets a number transfer code, free, and the number moves within one working day (Ofcom's rules
 * since 2019; in the US, the FCC's one business day for a simple port); UK phones sold since
 * December 2021 are not locked; most UK general insurance has a 14-day cooling-off period (the
 * FCA's rules); a UK fixed energy deal has no exit fee in its last 49 days (Ofgem's rules); the
 * UK's power-cut line is 105 and the gas emergency line 0800 111 999. The advice (restart the
 * router, ignore a meter's red digits) is designed from what support pages commonly say.
 *
 * Cheap first: support-replies.ts tests SERVICE_CUE on the prompt and reads the system message
 * only then; a topic's own cue is tested before its pattern.
 */
import type { CompanyKind, Said } from "./support-companies.ts";

/** A service topic: the kind of company it is asked of, how it is asked, and the company's answer. */
export interface ServiceTopic {
  readonly id: string;
  readonly kind: CompanyKind;
  /** A word the question has, tested before `asked` (the lower-case question). */
  readonly cue: RegExp;
  readonly asked: RegExp;
  readonly answer: (c: Said, question: string) => string;
}

/** A word every service topic's question has, tested on the prompt before the system message is read. */
export const SERVICE_CUE =
  /roam|abroad|overseas|data|plan|sim\b|esim|stolen|lost|number|pac\b|bill|charge|unlock|locked|coverage|signal|reception|service|dropp|internet|broadband|wi-?fi|router|connection|slow|outage|claim|policy|insur|cover|driver|cooling|meter|reading|mov(?:e|ing)|power|electric|gas|water|heating|tariff|deal|switch|address|driver|vehicle|\bcar\b|smell|leak/i;

/** "Why is my bill so high?", "Can you explain my bill?": asked of a telecom and a utility alike ("I was charged twice" is support-replies.ts's double charge). */
const BILL = /\bbill\b.{0,30}\b(?:high|higher|more|so much|expensive|wrong|extra|increased?|went up|gone up|doubled)\b|\bwhy (?:is|was|has|did) my bill\b|\b(?:explain|understand|read|check) my (?:\w+ )?bill\b|\b(?:charged|charging) (?:me )?(?:extra|more)\b/;

const TOPICS: readonly ServiceTopic[] = [
  // Telecom: mobile and broadband.
  {
    id: "roaming",
    kind: "telecom",
    cue: /roam|abroad|overseas|travel/,
    asked: /\broaming\b|\b(?:use|using) my (?:phone|mobile|data|plan|sim) (?:abroad|overseas|in [a-z]+)\b|\b(?:data|calls?) abroad\b|\b(?:travel(?:l?ing)?|going|holiday) (?:abroad|overseas)\b/,
    answer: (c) =>
      `Whether your plan includes roaming, and what it costs in each country, depends on your plan: ${c.ours} roaming page lists the destinations and their charges, and the app shows what's included in yours. Before you go, check that roaming is switched on for your number and in your phone's mobile data settings, and set a spending cap if you'd like to avoid surprises. Where are you travelling to?`,
  },
  {
    id: "data plan",
    kind: "telecom",
    cue: /data|plan|contract|upgrade|tariff/,
    asked: /\bdata (?:plan|allowance|usage|limit|add-?on|bundle|boost)\b|\b(?:ran|run|running) out of data\b|\bmore data\b|\bhow much data (?:do i have|have i (?:got|used)|is left|i(?:'ve| have) (?:left|used)|does my plan)\b|\bupgrade my (?:plan|contract|phone)\b|\b(?:change|switch) my (?:plan|tariff|bundle|contract)\b|\bunlimited data\b/,
    answer: (c) =>
      `You can see how much data you've used, and when your allowance resets, in ${c.ours} app or online account. If you're running out, you can add a data add-on or move to a bigger plan there too; depending on the plan, a change applies straight away or from your next bill, as the app says before you confirm. Would you like help choosing between an add-on and a new plan?`,
  },
  {
    id: "porting",
    kind: "telecom",
    cue: /number|pac\b|port/,
    asked: /\b(?:port|transfer|move|bring|keep)\b.{0,20}\b(?:my|our) (?:phone |mobile |cell )?number\b(?! (?:private|hidden|secret|safe))|\bnumber (?:port|transfer)(?:ing)?\b|\bport(?:ing)? (?:in|out)\b|\bpac (?:code|number)\b|\bget (?:a |my )?pac\b/,
    answer: (c) =>
      `You can keep your number when you switch: ask the provider you're leaving for a number transfer code (in the UK, text PAC to 65075, free; in the US, ask the carrier for your account number and a number transfer PIN) and give it to the provider you're joining. The number usually moves within one working day, and the old contract ends when it does, so check it for any early termination fee first. Are you moving your number to ${c.name === "we" ? "us" : c.name}, or away?`,
  },
  {
    id: "sim",
    kind: "telecom",
    cue: /sim\b|esim|phone|mobile|handset/,
    // A stolen phone is a SIM to block and replace, as the number goes with it.
    asked: /\b(?:phone|mobile|handset) (?:was |has been |got |is )?(?:stolen|lost)\b|\b(?:lost|someone stole) my (?:phone|mobile)\b|\b(?:new|replacement|replace|lost|broken|damaged|activate|activating|swap|order|get)\b.{0,20}\be?sim\b|\be?sim\b.{0,25}\b(?:not working|isn't working|doesn't work|no service|lost|stolen|broken|activate|arrived|invalid|not detected|not recogni[sz]ed)\b/,
    answer: (c) =>
      `You can order a replacement SIM, or switch to an eSIM if your phone supports one, in ${c.ours} app or online account, or in one of ${c.ours} stores. If your SIM was lost or stolen, tell us straight away so we can block it; you keep your number on the new one. A new SIM needs activating once it's in your phone, which the app or the letter that comes with it walks you through. Is your SIM lost, damaged, or just not working?`,
  },
  {
    id: "bill",
    kind: "telecom",
    cue: /bill|charg/,
    asked: BILL,
    answer: (c) =>
      `The itemised bill in ${c.ours} app or online account shows each charge. A bill is usually higher than expected because of use outside your allowance (calls to premium or international numbers, roaming, extra data), a one-off charge, a part-month after a plan change, or the end of a discount or a yearly price rise. If a charge still looks wrong, tell us which one and we'll check it. Which charge looks unexpected?`,
  },
  {
    id: "unlock",
    kind: "telecom",
    cue: /unlock|locked/,
    asked: /\bunlock (?:my |the |a |this )?(?:phone|handset|device|mobile|iphone|android)\b|\b(?:phone|handset|device|iphone) (?:is )?(?:locked to|network[- ]locked|carrier[- ]locked)\b|\b(?:network|carrier|sim) unlock\b/,
    answer: (c) =>
      `If you mean unlocking it from ${c.name === "we" ? "our" : `${c.ours}`} network so it works with another provider's SIM: a phone bought from us may be locked until the conditions in your agreement are met (usually that it's paid off), and you can request the unlock in the app or online account. In the UK, phones sold since December 2021 can't be sold locked, and older ones are unlocked free. If instead you're locked out of the phone's screen, that's reset through Apple or Google, not us. Which is it?`,
  },
  {
    id: "coverage",
    kind: "telecom",
    cue: /coverage|signal|reception|service|dropp/,
    asked: /\b(?:coverage|signal|reception)\b|\bno (?:mobile )?service\b|\bdropped calls?\b|\bcalls? (?:keep )?dropping\b/,
    answer: (c) =>
      `${capital(c.ours)} coverage checker on the website shows the expected signal at a postcode or address, and whether there's a known problem or maintenance there right now. If coverage should be good but you have no signal, restart your phone, check that airplane mode is off and the SIM is seated properly, then check the service status page. Wi-Fi Calling, if your phone and plan support it, helps indoors. Where are you having trouble?`,
  },
  {
    id: "internet",
    kind: "telecom",
    cue: /internet|broadband|wi-?fi|router|connection|slow|outage/,
    asked: /\b(?:internet|broadband|wi-?fi|connection)\b.{0,25}\b(?:down|not working|isn't working|doesn't work|stopped working|is out|slow|keeps dropping|dropping|disconnect\w*)\b|\bslow (?:internet|broadband|wi-?fi|speeds?|connection)\b|\b(?:reset|restart|reboot) (?:my |the )?router\b|\brouter\b|\boutage\b|\bno (?:internet|broadband|wi-?fi)\b/,
    answer: (c) =>
      `I'm sorry your connection is playing up. First check ${c.ours} service status page or app for an outage in your area. If there isn't one, restart the router: switch it off at the plug, wait 30 seconds, switch it back on and give it a few minutes to reconnect. For slow speeds, a speed test on a device plugged into the router tells you whether it's the line or the Wi-Fi. If it's still not right, we can run a line test from here. Is it down completely, or just slow?`,
  },
  // Insurance.
  {
    id: "cancel policy",
    kind: "insurance",
    cue: /cancel|cooling/,
    asked: /\bcancel\b.{0,20}\b(?:policy|insurance|cover|plan)\b|\bcooling[- ]off\b/,
    answer: (c) =>
      `You can cancel ${c.your} policy in your online account or by contacting us. If you cancel within the cooling-off period after it starts or renews (in the UK, 14 days for most general insurance), you get your premium back less any cover you've already had; after that, you usually get a part refund less any cancellation fee in your policy documents, and often nothing back if you've claimed this year. There may be a cheaper way to keep the cover you need: may I ask why you're cancelling?`,
  },
  {
    id: "claim",
    kind: "insurance",
    cue: /claim/,
    asked: /\b(?:make|file|start|submit|lodge|open|report|raise) an? (?:\w+ )?claim\b|\bclaim (?:for|on)\b|\bhow (?:do|can) i claim\b|\bmy claim\b|\bclaims? (?:process|status|line)\b/,
    answer: (c) =>
      `I'm sorry you need to claim. You can start a claim in ${c.ours} online account or app, or by calling the claims line in your policy documents. Have ready your policy number, when and how it happened, and photos, receipts or a police crime reference number if something was stolen; don't throw away damaged items before we've seen them, and if it's urgent, make things safe first. What would you like to claim for?`,
  },
  {
    id: "policy change",
    kind: "insurance",
    cue: /policy|driver|car|vehicle|cover|address|move|moving/,
    asked: /\b(?:change|update|amend|edit|add|remove)\b.{0,20}\b(?:policy|driver|car|vehicle|cover|(?<!e-?mail )address)\b|\b(?:i(?:'m| am) )?moving (?:house|home)\b|\bnew car\b/,
    answer: (c) =>
      `You can change most details of ${c.your} policy (your address, your car, the named drivers or the level of cover) in your online account, or by contacting us. Tell us as soon as something changes, as your cover depends on the details being right: a change can raise or lower your premium, and there may be an admin fee, as your policy documents say. What would you like to change?`,
  },
  {
    id: "cover",
    kind: "insurance",
    cue: /cover|insured|include/,
    asked: /\b(?:am i|is (?:it|this|that|my [a-z]+)|are (?:they|we|my [a-z]+)) (?:covered|insured)\b|\bdoes my (?:policy|insurance|cover) (?:cover|include)\b|\bwhat (?:does|is) (?:my |the )?(?:policy|insurance|cover) (?:cover|include)\b|\bwhat(?:'s| is) (?:not )?covered\b|\bcovered (?:for|by|under)\b/,
    answer: (c) =>
      `What's covered depends on your policy and its level of cover: your policy schedule and the policy wording, in ${c.ours} online account and the documents we sent, list what's covered, the excess you pay on a claim and what's excluded. Tell me what happened, or what you'd like to check, and I'll point you to the right part of them; the documents decide, so I won't guess. Which policy is it about?`,
  },
  // Utilities: energy and water.
  {
    id: "meter",
    kind: "utility",
    cue: /meter|reading/,
    asked: /\bmeter\b|\b(?:submit|send|give|enter) (?:a |my |the )?reading\b/,
    answer: (c) =>
      `You can send a meter reading in ${c.ours} app or online account: enter the numbers on the display from left to right, leaving out any after the decimal point or shown in red, and we'll use it for your next bill instead of an estimate. A photo of the meter helps if we ever need to check it. A smart meter sends readings by itself; tell us if your bills are still estimated. Do you have a smart meter?`,
  },
  {
    id: "bill",
    kind: "utility",
    cue: /bill|charg/,
    asked: BILL,
    answer: (c) =>
      `Your bill, also in ${c.ours} app or online account, shows the meter readings it's based on (actual or estimated), your unit rates and standing charges, and your payments. A bill is usually higher than expected because it's based on an estimate, you used more (a cold month, more heating), your tariff or prices changed, or a payment was missed. Sending a meter reading makes the next bill accurate. Would you like help checking the readings on yours?`,
  },
  {
    id: "moving home",
    kind: "utility",
    cue: /mov(?:e|ing)|address/,
    asked: /\bmov(?:e|ing) (?:home|house|out|in|flat|apartment|to a new (?:home|house|address|flat|apartment))\b|\bi(?:'m| am) moving\b|\bnew address\b/,
    answer: (c) =>
      `Tell us you're moving, in ${c.ours} online account or by contacting us, with your moving date and new address, ideally a few days before. On moving day, take meter readings at the old home (a photo helps), so you only pay for what you used, and we'll send a final bill. Take readings at the new home too, and check who supplies it: you may be able to stay with us there. When are you moving?`,
  },
  {
    id: "outage",
    kind: "utility",
    cue: /power|electric|gas|water|heating|outage|supply/,
    asked: /\b(?:power|electricity|gas|water|heating|hot water)\b.{0,20}\b(?:cut|is out|went out|gone|off|outage|down|not working|isn't working|no supply)\b|\bpower cut\b|\boutage\b|\bno (?:power|electricity|gas|water|hot water|supply)\b|\bsmell(?:s|ing)? (?:of )?gas\b|\bgas leak\b/,
    answer: (c, question) =>
      /\bgas\b/.test(question) && /smell|leak/.test(question)
        ? `If you smell gas, leave the property if you can, don't use light switches or flames, open the windows, turn the gas off at the meter if it's safe to, and call the gas emergency line straight away (in the UK, 0800 111 999, open 24/7). Don't wait for us in this chat. Are you somewhere safe?`
        : `I'm sorry you're without supply. First check whether your neighbours are affected too; if only your home is without electricity, check the trip switches in your fuse box. ${capital(c.ours)} service status page or outage map shows known problems and when supply is expected back${/\b(?:power|electric)/.test(question) ? " (in the UK, calling 105 reaches the local network operator for a power cut, at any time)" : ""}. Is it just your home, or the whole street?`,
  },
  {
    id: "tariff",
    kind: "utility",
    cue: /tariff|deal|switch|cheaper|fixed/,
    asked: /\btariffs?\b|\bfixed (?:deal|rate)\b|\bcheaper (?:deal|plan|price)\b|\bswitch (?:my )?(?:plan|deal)\b/,
    answer: (c) =>
      `You can compare ${c.ours} current tariffs in your online account, which shows what each would cost for your usage. Before you switch, check whether your current tariff has an exit fee: fixed deals often do, variable ones don't (in the UK, there's none in the last 49 days of a fixed deal). A recent meter reading helps make the switch accurate. Would you like help weighing a fixed tariff against a variable one?`,
  },
];

/**
 * The topic of a question (lower-case, apostrophes straightened) asked of a company of `kind`, or
 * undefined when it is none of that kind's topics.
 * @example serviceTopic("why is my bill so high?", "utility")?.id // "bill"
 */
export function serviceTopic(question: string, kind: CompanyKind): ServiceTopic | undefined {
  if (!SERVICE_CUE.test(question)) return undefined;
  return TOPICS.find((topic) => topic.kind === kind && topic.cue.test(question) && topic.asked.test(question));
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
