/**
 * Whether a trip needs a visa: "Do I need a visa to visit Japan?", "Do Americans need a visa for
 * France?", "visa requirements for Thailand". The honest answer depends on the passport the
 * traveller holds (and on the purpose and length of the stay), which the question rarely says,
 * and visa rules change; a mock that states a rule would be making it up. So the reply says what
 * it depends on, gives the general shape (visa-free, an online authorisation, a visa in advance),
 * what to check whatever the route, and points to the official source: the destination
 * government's own page where this table knows it, else its embassy or consulate. The sources
 * are the governments' real sites; the wording and which countries are listed are this mock's.
 */
import { countryNamed } from "./country-names.ts";

/** Where a destination publishes its entry rules, in words that follow "check". */
const OFFICIAL_SOURCES: Readonly<Record<string, string>> = {
  Japan: "the visa pages of Japan's **Ministry of Foreign Affairs** (mofa.go.jp), or the Japanese embassy or consulate in your country",
  "the United States":
    "the US State Department's **travel.state.gov**; travellers from Visa Waiver Program countries apply for an **ESTA** at the official site, esta.cbp.dhs.gov, rather than a visa",
  "the United Kingdom": "GOV.UK's **Check if you need a UK visa** (gov.uk/check-uk-visa), which also says whether you need an Electronic Travel Authorisation (ETA)",
  Canada: "**Immigration, Refugees and Citizenship Canada** at canada.ca, which also says whether you need an electronic travel authorization (eTA) to fly in",
  Australia: "Australia's **Department of Home Affairs** (immi.homeaffairs.gov.au): almost every visitor needs a visa or an electronic authorisation (an ETA or eVisitor) before travelling",
  India: "India's official visa site, **indianvisaonline.gov.in**, where many nationalities can apply for an e-Visa",
  Ireland: "the **Irish Immigration Service** (irishimmigration.ie)",
};

/** Countries of the Schengen Area that countries.ts holds: one short-stay rule covers them all. */
const SCHENGEN = new Set(["France", "Spain", "Italy", "Germany", "Greece", "Austria", "Portugal", "the Netherlands", "Switzerland", "the Czech Republic", "Croatia", "Iceland", "Norway"]);

/** "Do I need a visa to visit Japan?", "Will we need a visa for Spain?", "Do Americans need a visa to go to France?" */
const NEED =
  /^(?:(?:hi|hey|quick question)[,!:]?\s+)?(?:(?:do|will|would|does)\s+(?:i|we|you|my\s+\w+|a\s+\w+(?:\s+\w+)?|([a-z]+(?:\s+[a-z]+)?)(?:\s+(?:citizens|nationals|passport\s+holders))?)\s+(?:need|require|have\s+to\s+get)|is\s+(?:a\s+)?visa\s+(?:required|needed|necessary))\s+(?:a\s+|an\s+)?(?:(?:tourist|travel|entry)\s+)?(?:visa|e-?visa)?\s*(?:to\s+(?:visit|go\s+to|travel\s+to|enter|fly\s+to)|for|to|in)\s+(?:visiting\s+|travel(?:l?ing)?\s+to\s+|(?:(?:a|my|our|the)\s+)?(?:trip|holiday|vacation|visit|honeymoon|stay)\s+(?:in|to)\s+)?([a-z][a-z .'-]{1,40}?)(?:\s+(?:as\s+an?\s+|with\s+an?\s+|on\s+an?\s+|from\s+)([a-z][a-z .'-]{1,40}?))?\s*[?!.]*$/i;
/** "visa requirements for Japan", "Japan visa requirements", "visa for Japan?" */
const REQUIREMENTS = /^(?:what\s+are\s+(?:the\s+)?)?(?:(?:tourist\s+)?visa\s+(?:requirements?|rules?)\s+(?:for|to)\s+([a-z][a-z .'-]{1,40}?)|([a-z][a-z .'-]{1,40}?)\s+(?:tourist\s+)?visa\s+(?:requirements?|rules?))\s*[?!.]*$/i;

/** Words that fill the subject slot but name no traveller's passport. */
const NO_PASSPORT = /^(?:i|we|you|a|an|my|the|one|people|tourists?|visitors?|travell?ers?|kids?|children)$/i;

/**
 * The reply to a question whether a trip needs a visa, or undefined for any other prompt.
 * @example visaReply("Do I need a visa to visit Japan?")?.startsWith("Whether you need a visa for Japan depends on **the passport you travel on**") // true
 */
export function visaReply(prompt: string): string | undefined {
  if (prompt.length > 140 || !/\bvisas?\b|\be-?visa\b/i.test(prompt)) return undefined;
  const text = prompt.trim().replace(/[’]/g, "'").replace(/\s+/g, " ");
  const need = NEED.exec(text);
  const requirements = need ? undefined : REQUIREMENTS.exec(text);
  const place = need?.[2] ?? requirements?.[1] ?? requirements?.[2];
  if (place === undefined || !/\bvisa/i.test(text)) return undefined;
  const country = countryNamed(place);
  const name = country?.name ?? titleCase(place.trim());
  const holder = [need?.[1], need?.[3]].find((word) => word !== undefined && !NO_PASSPORT.test(word.trim()));
  return visaAnswer(name, holder?.trim());
}

function visaAnswer(name: string, holder: string | undefined): string {
  const atStart = name.replace(/^the /, "The ");
  const passport = holder === undefined ? "**the passport you travel on**" : `**the passport you travel on** (you mention ${holder}: the rules for that passport are the ones that count)`;
  const schengen = SCHENGEN.has(name)
    ? `\n\n${atStart} is in the **Schengen Area**: a short stay there counts toward one limit for all Schengen countries together (up to 90 days in any 180 for visa-free visitors), and a Schengen short-stay visa, where one is needed, covers them all.`
    : "";
  const source = OFFICIAL_SOURCES[name] ?? `the official site of ${name}'s foreign ministry or immigration authority, or ${name}'s embassy or consulate in your country`;
  return [
    `Whether you need a visa for ${name} depends on ${passport}, and also on why you're going and how long you'll stay. Entry rules are set country by country and change, so I won't guess at one; here's the general shape:`,
    [
      "- **Visa-free**: many passports can visit for a short stay as a tourist without a visa, up to a set number of days.",
      "- **An online authorisation or e-visa**: some countries ask visitors to apply online before they travel, even when no visa is needed.",
      "- **A visa in advance**: other passports need a visa from the embassy or consulate before the trip.",
      "- **Work, study or a long stay** almost always needs a visa, whatever your passport.",
    ].join("\n") + schengen,
    "Whatever the route, check that your passport is valid for long enough beyond your stay (many countries ask for several months) and has blank pages, and keep proof of your return or onward ticket and your accommodation to hand.",
    `**Check the official source:** ${source}. Your own government's travel advice for ${name} is a good second check. Look close to booking and again before you fly, as rules change. Tell me your passport and the length of your trip and I'll help you work out what to prepare.`,
  ].join("\n\n");
}

/** "new zealand" → "New Zealand". */
function titleCase(place: string): string {
  return place.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}
