/**
 * Replies to requests to do something in the world the assistant cannot reach: "Cancel my
 * hotel", "Book a table for two", "Text mom I'm late", "Set an alarm for 7am", "Turn off the
 * lights", "Track my package". A chat model without tools says plainly what it cannot do and why
 * (it has no access to the booking, the phone, the account), the practical way to do it, and
 * what it can do instead (draft the message, compare options). It neither pretends it did it nor
 * restates the ask as a topic to talk about. With a tool offered that fits, the tool is called
 * instead (tools.ts); this reply is for the prose path.
 *
 * Only direct requests: "How do I cancel a hotel booking?" asks for the steps (how-tos.ts),
 * "Write an email to cancel my hotel" for the email (writing-tasks.ts), "Remind me what a closure
 * is" for an explanation, "Play a game with me" for a game the chat can play, "Call this function
 * with 3" for code.
 */

/** One kind of action: the request's shape and the honest reply to it. */
interface Action {
  /** The whole request, after its polite opening ("please", "can you"): a verb and what it acts on. */
  asked: RegExp;
  /** What looks like it but is not one ("Play a game with me", "Buy or rent?"). */
  not?: RegExp;
  /** The reply; `thing` is the object named ("hotel", "flight"), when the pattern captures one. */
  reply: (thing: string | undefined) => string;
  /**
   * Words of the tools that do the act, one group per kind of thing (a thermostat, the lights):
   * an offered tool named with one is called instead of this reply (toolsForAct).
   */
  tools: readonly string[];
  /** Words of tools that do the act to any of those things (`make_reservation` for a table, a hotel or a flight). */
  anyTools?: string;
  /** Words of tools that do another act to the same things: "Pause the music" calls no `play_music` beside `control_playback`. */
  notTools?: string;
}

/** What each kind of booking is called, where it is made and managed, and who to call. */
interface Booked {
  what: string;
  /** Where an existing booking is changed or cancelled. */
  manage: string;
  /** Where a new one is made. */
  book: string;
  call: string;
}
const HOTEL: Booked = { what: "hotel booking", manage: "your account on the booking site or app you used (Booking.com, Expedia, the hotel's own site)", book: "a booking site or app (Booking.com, Expedia) or the hotel's own site", call: "call the hotel" };
const TABLE: Booked = { what: "table reservation", manage: "the app you booked with (OpenTable, Resy) or the restaurant's site", book: "a reservation app (OpenTable, Resy) or the restaurant's site", call: "call the restaurant" };
const BOOKED: Readonly<Record<string, Booked>> = {
  hotel: HOTEL,
  room: HOTEL,
  flight: { what: "flight", manage: "the airline's website or app (Manage booking, with your booking reference and surname)", book: "the airline's website or app, or a flight search site (Google Flights, Skyscanner)", call: "call the airline" },
  ticket: { what: "ticket", manage: "your account on the site or app you bought it from", book: "the venue's or the official seller's site", call: "contact the venue" },
  table: TABLE,
  restaurant: TABLE,
  appointment: { what: "appointment", manage: "the practice's online portal or the booking link in your confirmation", book: "the practice's online booking page or portal", call: "call the office" },
  order: { what: "order", manage: "your account on the store's website or app, under Orders", book: "the store's website or app", call: "contact the store's customer service" },
  subscription: { what: "subscription", manage: "your account settings on the service's site, or your app store's subscriptions page", book: "the service's site", call: "contact the service's support" },
  car: { what: "car rental", manage: "your account on the rental company's site or the booking site you used", book: "the rental company's site or a comparison site", call: "call the rental desk" },
};
const BOOKING_ANY: Booked = { what: "booking", manage: "your account on the site you booked with", book: "the provider's website or app", call: "call the provider" };

const KINDS = "hotel|room|flight|ticket|table|restaurant|appointment|order|subscription|car";
/**
 * "my hotel", "the flight to Rome", "our table at Nopa", "my dentist appointment": up to three
 * words before the kind, none a preposition ("book ideas for a flight" is no booking).
 */
const BOOKING = String.raw`(?:(?:my|our|the|a|an|this|that)\s+)?(?:(?!(?:for|about|on|to|with|of|in|like)\b)[\w'’-]+\s+){0,3}?(${KINDS})(?:s|\s+(?:booking|reservation)s?)?\b`;

function bookedOf(thing: string | undefined): Booked {
  return BOOKED[thing?.toLowerCase() ?? ""] ?? BOOKING_ANY;
}

const ACTIONS: readonly Action[] = [
  {
    asked: new RegExp(String.raw`^(?:cancel|call\s+off)\s+(?:(?:my|our|the|this|that)\s+)?(?:booking|reservation)s?\b|^(?:cancel|call\s+off)\s+${BOOKING}`, "i"),
    reply: (thing) => {
      const booked = bookedOf(thing);
      const bookings = booked.what === "order" ? "orders" : booked.what === "subscription" ? "subscriptions" : "bookings";
      return (
        `I can't cancel ${bookings}: I don't have access to your reservations or accounts. To cancel your ${booked.what}, open the confirmation email or ${booked.manage}, ` +
        `or ${booked.call}; check the cancellation policy first, so you know about any fee or deadline. If you tell me where you booked, I can walk you through the usual steps.`
      );
    },
    // A cancel tool of the wrong thing would cancel it (`cancel_order` for "Cancel my hotel"): asks name the right one.
    tools: [],
  },
  {
    asked: new RegExp(String.raw`^(?:book|reserve)\s+(?:(?:me|us)\s+)?${BOOKING}|^make\s+(?:(?:me|us)\s+)?(?:a|an)\s+(?:reservation|booking|appointment)\b`, "i"),
    reply: (thing) => {
      const booked = bookedOf(thing);
      return (
        `I can't make bookings: I don't have access to booking systems or your payment details. You can book on ${booked.book}, or ${booked.call}. ` +
        "I can help you compare options, or list what to check before you book, if you tell me where, when and your budget."
      );
    },
    tools: ["hotel hotels room rooms", "flight flights airline", "table tables restaurant restaurants", "appointment appointments", "ticket tickets", "car cars rental"],
    anyTools: "reservation reservations booking bookings reserve",
  },
  {
    asked: /^(?:order|get)\s+(?:(?:me|us)\s+)?(?:(?:a|an|some|the|my)\s+)?(?:[\w'’-]+\s+){0,2}?(taxi|cab|uber|lyft|ride)\b|^call\s+(?:me\s+)?(?:a|an)\s+(taxi|cab|uber|lyft)\b/i,
    reply: () =>
      "I can't order a ride: I can't reach ride apps or your location. Open Uber, Lyft or your local taxi app and enter where you're going, or call a local taxi company. If you tell me where you are and where you're headed, I can help you compare ways to get there.",
    tools: ["ride rides taxi cab uber lyft"],
  },
  {
    asked: /^order\s+(?:(?:me|us)\s+)?(?:(?:a|an|some|the|my)\s+)?(?:[\w'’-]+\s+){0,2}?(food|pizza|takeout|takeaway|dinner|lunch|breakfast|sushi|burgers?|coffee|groceries|delivery|chinese|thai|indian)\b/i,
    reply: () =>
      "I can't place orders: I don't have access to delivery apps, your address or your payment details. Order through an app like Uber Eats, DoorDash or Deliveroo, or the restaurant's own site, or call the restaurant. I can help you decide what to order, or suggest dishes if you tell me what you're in the mood for.",
    tools: ["food meal meals delivery takeout restaurant restaurants pizza"],
  },
  {
    // A person or a number, not "this function": "call mom", "call John", "call the dentist".
    asked: /^(?:call|phone|ring|dial|facetime)\s+(?:(?:my|our|the)\s+[\w'’-]+(?:\s+[\w'’-]+)?\s*|mom|mum|dad|him|her|them|home|\+?\d[\d\s()-]{2,}|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?:\s+(?:now|back|later|tomorrow|at\s+.*|and\s+.*|to\s+.*|about\s+.*))?\s*[.!]*$/u,
    reply: () =>
      "I can't make phone calls: I don't have access to a phone or your contacts. Use your phone's dialer or contacts app, or ask your phone's voice assistant to call. If it helps, I can note down what you want to say before you call.",
    tools: ["call calls phone dial"],
  },
  {
    asked: /^(?:text|message|sms|whatsapp|dm)\s+(?:(?:my|our|the)\s+[\w'’-]+|mom|mum|dad|him|her|them|everyone|\p{Lu}\p{Ll}+)|^send\s+(?:(?:a|an|my)\s+)?(?:text|message|sms|whatsapp|dm)\b|^send\s+[\w'’-]+(?:\s+[\w'’-]+)?\s+(?:a|an)\s+(?:text|message|sms|dm)\b/u,
    not: /^(?:text|message)\s+(?:the\s+)?(?:summar|classif|generat|analys|mining|editor|box|field|queue|broker|format)/i,
    reply: () =>
      "I can't send messages: I don't have access to your phone, your contacts or your messaging apps. You can send it from your messaging app, or ask your phone's voice assistant. I can draft the message for you, so you only have to paste it in: tell me who it's for and what you want to say.",
    tools: ["message messages text texts sms whatsapp dm chat"],
  },
  {
    // A team chat's channel: "Post in #random that lunch is here", "Send a message to the #dev channel".
    asked: /^(?:post|send|say|announce|write)\s+(?:(?:a\s+)?(?:message|note|update)\s+)?(?:in|to|on|into)\s+(?:the\s+)?(?:#[\w-]+|[\w-]+\s+channel|slack|teams|discord)\b/i,
    reply: () =>
      "I can't post to Slack, Teams or Discord: I'm not connected to your workspace or its channels. Post it from the app yourself. I can word the message for you, so you only have to paste it in: tell me what it should say.",
    tools: ["slack channel channels post message messages chat teams discord"],
  },
  {
    asked: /^e-?mail\s+(?:(?:my|our|the)\s+[\w'’-]+|him|her|them|everyone|\p{Lu}\p{Ll}+|[\w.+-]+@[\w-]+\.[\w.-]+)|^send\s+(?:an?\s+)?e-?mail\s+to\b|^send\s+[\w'’-]+(?:\s+[\w'’-]+)?\s+an?\s+e-?mail\b|^reply\s+to\s+(?:the|this|that|my)\s+e-?mail\b/u,
    not: /^e-?mail\s+(?:the\s+)?(?:marketing|templates?|etiquette|signatures?|subject|newsletters?|campaigns?|copy|design|validation|lists?|address(?:es)?|format)\b/i,
    reply: () =>
      "I can't send emails: I don't have access to your inbox or contacts. You can send it from your email app. I can draft the email for you, so you only have to paste it in and press Send: tell me who it's for and what it should say.",
    tools: ["email emails mail inbox"],
  },
  {
    asked: /^(?:set|start)\s+(?:(?:a|an|my|the)\s+)?(?:[\w'’-]+\s+){0,3}?(alarm|timer|reminder)s?\b|^(wake)\s+me\s+up\b|^remind\s+me\s+(?:to|at|in\s+(?:\d+|an?\b|a\s+few|half\s+an)|on|tomorrow|tonight|every|about\s+(?:my|the)\s+(?:meeting|appointment|call))\b/i,
    reply: (thing) =>
      `I can't set ${thing?.toLowerCase() === "timer" ? "timers" : thing?.toLowerCase() === "alarm" || thing === "wake" ? "alarms" : "reminders"}: I don't have access to your phone, your clock or your notifications, and I can't message you later. Your phone's Clock or Reminders app does it in a few taps, or you can ask your phone's voice assistant. I can help you plan a schedule or word the reminder, if that helps.`,
    tools: ["alarm alarms wake", "timer timers countdown", "reminder reminders remind"],
  },
  {
    asked: /^(?:add|put)\s+.{1,80}?\s+(?:to|in|on|into)\s+(?:my|our|the)\s+(?:google\s+|outlook\s+|work\s+)?(?:calendar|schedule|agenda|diary)\b|^schedule\s+(?:(?:a|an|my|the)\s+)?(?:[\w'’-]+\s+){0,2}?(?:meeting|call|appointment|event)\b/i,
    reply: () =>
      "I can't add events to your calendar: I don't have access to it. Add it in your calendar app (Google Calendar, Outlook, Apple Calendar) with its date, time and place, or ask your phone's voice assistant. I can write out the event's details for you to copy in, if you tell me when and where it is.",
    tools: ["calendar event events meeting meetings schedule appointment appointments"],
  },
  {
    // Music, not a game: "Play a game with me", "Let's play 20 questions" are played right here.
    not: /\b(?:game|games|chess|checkers|quiz|trivia|questions|scissors|riddles?|role|pretend|along|devil's|it\s+cool)\b/i,
    asked: /^play\s+(?:(?:me|us)\s+)?(?:.{0,60}?\b(?:songs?|music|playlist|album|track|radio|podcast|jazz|rock|hip[\s-]?hop|lo-?fi|classical)\b|.{1,60}?\s+(?:by|from)\s+\p{Lu}|.{1,60}?\s+on\s+(?:spotify|youtube|apple\s+music|Spotify|YouTube))/u,
    reply: () =>
      "I can't play music: I can't reach your speakers or music apps. Open Spotify, Apple Music or YouTube Music and search for it, or ask your phone or smart speaker to play it. I can suggest songs or put together a playlist for you, if you tell me the mood or artists you like.",
    tools: ["music song songs playlist playlists album track tracks audio player spotify play"],
  },
  {
    // The player's controls, not a song asked for: "Next track", "Skip this song", "Pause the music".
    asked: /^(?:skip|pause|resume|unpause|stop|next|previous|replay)\s+(?:(?:this|the|that|my|current|to\s+the)\s+)?(?:next\s+|previous\s+|last\s+|current\s+)?(?:songs?|tracks?|music|playback|tune|podcast|episode|audio|one)\b|^(?:next|previous|last)\s+(?:songs?|tracks?)\b|^go\s+back\s+(?:a|one)\s+(?:song|track)\b/i,
    reply: () =>
      "I can't control your music: I can't reach your speakers or your music app. Use the player's controls in Spotify, Apple Music or YouTube Music, the buttons on your headphones, or ask your phone or smart speaker. I can suggest what to listen to next, if you tell me what you like.",
    tools: ["music song songs track tracks playback player audio media spotify skip next previous pause resume"],
    notTools: "play queue search add create find get list like save",
  },
  {
    asked: /^(?:turn|switch|shut)\s+(?:on|off|up|down)\s+(?:the|my|all\s+the)?\s*(?:[\w'’-]+\s+){0,2}?(?:lights?|lamps?|tv|television|heat|heating|heater|volume|ac|air\s+con(?:ditioning)?|fan|thermostat|oven|stove|alarm|wi-?fi|computer|pc|laptop|phone|music|radio)\b|^(?:turn|switch|shut)\s+(?:the|my)\s+(?:[\w'’-]+\s+){0,2}?(?:lights?|lamps?|tv|television|heat|heating|heater|temperature|ac|fan|thermostat|oven|computer|pc|laptop|phone)\s+(?:on|off|up|down)\b|^make\s+(?:it|the\s+(?:[\w'’-]+\s+)?(?:room|house|flat|apartment|office|place|car))\s+(?:(?:a\s+(?:bit|little|tad)|slightly|much|a\s+few\s+degrees)\s+)?(?:warmer|cooler|colder|hotter)\b|^(?:dim|brighten|lock|unlock)\s+(?:the|my)\s+(?:[\w'’-]+\s+){0,2}?(?:lights?|lamps?|doors?|car)\b|^set\s+the\s+(?:thermostat|heating|temperature|ac)\s+to\b/i,
    reply: () =>
      "I can't control devices: I'm not connected to your home, your lights or your appliances. Use the device's own app (Google Home, Apple Home, Alexa or the maker's app), ask your smart speaker, or use the switch. If something isn't working, I can help you troubleshoot it.",
    tools: ["thermostat temperature heat heating heater climate ac hvac fan", "light lights lamp lamps brightness dim", "tv television volume mute", "lock unlock door doors", "device devices appliance appliances"],
    // "Make it warmer" changes the thermostat: no `get_thermostat` read beside `set_temperature`.
    notTools: "get read fetch check list status",
  },
  {
    asked: /^(?:pay|transfer|wire|send|venmo|zelle)\s+(?:[\w'’-]+\s+){0,3}?(?:[$£€]\s?\d+|\d[\d,.]*\s*(?:dollars|euros|pounds|usd|eur|gbp|bucks)|money|my\s+(?:rent|bills?|invoice|credit\s+card|taxes|phone\s+bill)|the\s+(?:rent|bills?|invoice)|(?:my|the|this)\s+[\w'’-]+\s+bill)\b/i,
    reply: () =>
      "I can't make payments or transfers: I don't have access to your bank, your cards or any payment service. Use your bank's app or website, or the payment app you use (PayPal, Venmo, Wise), and check the recipient's details before you confirm. I can help you work out amounts or a budget, if that helps.",
    tools: ["pay payment payments money transfer transfers venmo zelle paypal tip"],
  },
  {
    asked: /^(?:check|show(?:\s+me)?|what(?:['’]?s|\s+is)|how\s+much\s+is\s+in)\s+(?:the\s+status\s+of\s+)?my\s+(?:[\w'’-]+\s+)?(?:order|account|balance|bank(?:\s+account)?|credit\s+score|e-?mails?|inbox|messages|texts|voicemail|bill|statement|transactions|delivery|package|parcel)s?\b(?!\s+(?:code|function|essay|grammar|spelling))|^where(?:['’]?s|\s+is)\s+my\s+(?:order|package|parcel|delivery)\b|^track\s+(?:(?:my|a|the|this|our)\s+)?(?:[\w'’-]+\s+){0,2}?(?:package|parcel|order|delivery|shipment)\b/i,
    reply: () =>
      "I can't look at your accounts or orders: I don't have access to your bank, your email or any store or carrier. Sign in to the site or app it belongs to (your bank's app; the store's Orders page; the carrier's tracking page, with the tracking number from your confirmation email). If something there looks wrong, I can help you work out what to ask them.",
    // One group per kind of thing looked at: "Where is my order?" asks no `get_balance`, "What's my balance?" no `track_package`.
    tools: ["account accounts balance bank statement transactions credit", "order orders package packages parcel shipment shipments tracking track delivery", "email emails mail inbox messages voicemail"],
  },
  {
    not: /\b(?:vs|versus|or|sell|low|time|into)\b/i,
    asked: /^(?:buy|purchase)\s+(?:(?:me|us)\s+)?(?:(?:a|an|some|the|two|three|\d+)\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,4}\s*[.!]*$/i,
    reply: () =>
      "I can't buy things: I don't have access to stores or your payment details. You can order it from the store's website or app, or buy it in person. I can help you compare options, or list what to look for before you buy, if you tell me your budget and what you need it for.",
    tools: ["buy purchase cart checkout shop"],
  },
  {
    not: /^open[\s-]source\b/i,
    asked: /^(?:open|launch|go\s+to|visit)\s+(?:(?:the|my)\s+)?(?:[\w'’.-]+\s+){0,2}?(?:app|application|website|site|web\s?page|browser|settings)\b|^(?:open|launch|go\s+to|visit)\s+(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|co|app|gov|edu)\b|^(?:open|launch)\s+(?:spotify|youtube|netflix|instagram|tiktok|whatsapp|facebook|gmail|google\s+maps|maps|chrome|safari|slack|zoom|the\s+camera)\b/i,
    reply: () =>
      "I can't open apps or websites: I can't reach your device or browse the web. Tap the app's icon, or type the address into your browser. If you paste in the page's text, I can summarize it or answer questions about it.",
    tools: ["app apps application applications launch website websites browser browse url"],
  },
];

/** The first words of the requests above, and the polite openings before them: the cheap cue. */
const OPENERS = new Set(
  "cancel call book reserve make order get phone ring dial facetime text message sms whatsapp dm send e-mail email reply set start wake remind add put schedule play turn switch shut dim brighten lock unlock pay transfer wire venmo zelle check show what what's whats what’s how where where's track buy purchase open launch go visit post say announce write skip pause resume unpause stop next previous last replay please pls kindly just can could would will hey hi ok okay i".split(" "),
);

/** Openers that are no act: what follows them is. */
const POLITE_WORDS = new Set("please pls kindly just can could would will hey hi ok okay i".split(" "));
/** Openers of a question, which asks of an act only about one's own things. */
const QUESTION_WORDS = new Set("what what's whats what’s how where where's show".split(" "));

/** "Please", "can you", "could you please", "I need you to", "hey, ": what opens a request before its verb. */
const POLITE = /^(?:(?:hey|hi|ok|okay)\b[,!]?\s+)?(?:(?:please|pls|kindly|can\s+you|could\s+you|would\s+you|will\s+you|i\s+(?:want|need)\s+you\s+to|i['’]d\s+like\s+you\s+to|go\s+ahead\s+and|just)\s+)*/i;

/** Code, APIs and programs: "Open a file in Python", "Send a POST request", "Set a timer in React". */
const CODE = /\b(?:code|function|method|api|endpoint|request|script|program|javascript|typescript|python|java|react|node(?:\.?js)?|sql|css|html|json|regex|class|variable|array|loop|settimeout|setinterval|file|terminal|command|git|npm)\b/i;

/** The act a prompt asks for: its reply, the verb, and the kind of booking it names. */
interface Asked {
  reply: string;
  verb: string;
  thing: string | undefined;
  tools: readonly string[];
  anyTools: string | undefined;
  notTools: string | undefined;
}

function askedOf(prompt: string): Asked | undefined {
  const start = prompt.trimStart();
  const space = start.search(/[\s,]/);
  const first = (space < 0 ? start : start.slice(0, space)).toLowerCase();
  if (!OPENERS.has(first) || start.length > 160 || start.includes("\n")) return undefined;
  const polite = POLITE_WORDS.has(first) ? start.slice(POLITE.exec(start)?.[0].length ?? 0) : start;
  const verb = polite.split(/[\s,]/, 1)[0]!.toLowerCase();
  // Questions ask about an act only of one's own things ("What's my balance?", "Where is my order?").
  if (!OPENERS.has(verb) || POLITE_WORDS.has(verb) || (QUESTION_WORDS.has(verb) && !/\bmy\b/i.test(polite)) || CODE.test(polite)) return undefined;
  // Lower-cased first letter: the patterns that tell a name ("Text Sarah") from a word read case.
  const request = (polite.charAt(0).toLowerCase() + polite.slice(1)).replace(/[?.!]+\s*$/, "");
  for (const action of ACTIONS) {
    const asked = action.asked.exec(request);
    if (!asked || action.not?.test(request)) continue;
    const thing = asked[1] ?? asked[2];
    return { reply: action.reply(thing), verb, thing: thing?.toLowerCase(), tools: action.tools, anyTools: action.anyTools, notTools: action.notTools };
  }
  return undefined;
}

/**
 * The honest reply to a request to act in the world, or undefined when the prompt is none.
 * @example cannotDoReply("Cancel my hotel") // "I can't cancel bookings: I don't have access to your reservations or accounts. …"
 */
export function cannotDoReply(prompt: string): string | undefined {
  return askedOf(prompt)?.reply;
}

/**
 * The reply when tools are offered and none does the act, but one deals with the same kind of
 * booking: what that tool can do, then what cannot be done ("Cancel my hotel" with `book_hotel`:
 * "I can book a hotel with the tools I have here, but I can't cancel bookings: …"). Undefined
 * when no offered tool is related, and the plain reply stands. `tools` gives the tools' name
 * words, read only for a prompt that asks for an act.
 */
export function cannotDoWithTools(prompt: string, tools: () => readonly (readonly string[])[]): string | undefined {
  const asked = askedOf(prompt);
  if (asked?.thing === undefined || !(asked.thing in BOOKED)) return undefined;
  const thing = asked.thing;
  // A tool of the same verb would have been called, or would contradict the reply.
  const related = tools().find((words) => words.length >= 2 && words[0] !== asked.verb && words.slice(1).some((word) => word === thing || word === `${thing}s`));
  if (related === undefined) return undefined;
  const object = related.slice(1).join(" ");
  const article = object.endsWith("s") ? "" : /^[aeiou]/.test(object) ? "an " : "a ";
  return `I can ${related[0]} ${article}${object} with the tools I have here, but ${asked.reply}`;
}

/**
 * The offered tools that do the act a request asks, by index: those named with a word of the
 * act's tools ("Set the thermostat to 72 degrees" → `set_temperature`, "Pay John $20"
 * → `send_payment`, "Text Sarah I'm late" → `sms`). A model with such a tool calls it rather than
 * say it cannot. Of an act's kinds of thing (a thermostat, the lights), those the message names
 * choose, so "Dim the bedroom lights" calls `set_brightness` and not `set_temperature` beside it;
 * when it names none, any; a tool of any thing (`make_reservation`) fits each. `words` are the message's words (lowercase); `toolWords` gives each
 * tool's name words, read only for a prompt that asks for an act.
 */
export function toolsForAct(prompt: string, words: ReadonlySet<string>, toolWords: () => readonly (readonly string[])[]): number[] {
  const asked = askedOf(prompt);
  if (asked === undefined) return [];
  const groups = asked.tools.map((group) => group.split(" "));
  const named = groups.filter((group) => group.some((word) => words.has(word)));
  const fitting = new Set([...(named.length > 0 ? named : groups).flat(), ...(asked.anyTools?.split(" ") ?? [])]);
  // "Book a table" with `create_hotel_reservation`: a tool of another thing does not do it.
  const other = new Set([...(named.length > 0 ? groups.filter((group) => !named.includes(group)).flat() : []), ...(asked.notTools?.split(" ") ?? [])]);
  return toolWords().flatMap((said, i) => (said.some((word) => fitting.has(word)) && !said.some((word) => other.has(word)) ? [i] : []));
}
