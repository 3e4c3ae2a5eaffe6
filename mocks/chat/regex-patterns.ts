/**
 * Replies to "Write a regex that matches an email address", "regex for a UUID", "a Python regex
 * for a date YYYY-MM-DD": regexes are among the commonest code asks, and a model answers with the
 * pattern itself, explained, and a line that uses it, never a skeleton named after the ask. The
 * common patterns are here, each with what its parts mean and the honest caveat (an email regex
 * is an approximation; a date regex does not know February). The results shown next to the usage
 * line are computed by running the pattern, so what the reply says it prints is what it prints.
 * JavaScript is the default; Python and TypeScript when named; another language gets none (the
 * skeleton answers that honestly), as do patterns not in the table.
 */
/** A common pattern: how it is asked for, its constant's name and its unanchored body. */
interface Pattern {
  /** Words that name it in an ask ("email", "e-mail address"). */
  readonly asked: RegExp;
  /** Words that ask for another form than this one ("DD/MM/YYYY"): no answer rather than the wrong pattern. */
  readonly unless?: RegExp;
  /** What it matches, after "a regex that matches". */
  readonly what: string;
  /** The constant's name in JavaScript (and Python). */
  readonly name: string;
  /** The pattern without anchors; valid in JavaScript and Python alike. */
  readonly body: string;
  readonly ignoreCase?: boolean;
  /** Inputs shown in the usage lines: one that matches first, then one that does not. */
  readonly examples: readonly string[];
  /** What its parts mean. */
  readonly parts: string;
  /** What it does not check, said plainly. */
  readonly caveat: string;
  /** A pattern used to replace, not to test ("trim whitespace"). */
  readonly replaces?: string;
}

const IPV4_OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;

/** The patterns, the more specific first: a US phone number before any phone number. */
const PATTERNS: readonly Pattern[] = [
  {
    asked: /\be-?mails?\b/i,
    what: "an email address",
    name: "EMAIL",
    body: String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`,
    examples: ["ada@example.com", "ada@example"],
    parts: "`[^\\s@]+` is one or more characters that are neither whitespace nor `@` (the local part), then a literal `@`, then the domain: more such characters, a literal dot `\\.` and at least one more character, so the domain needs a dot.",
    caveat: "This is deliberately approximate: the full email grammar (RFC 5322) is too complex for a readable regex, and no regex can tell whether a mailbox exists. Use it to catch typos, and confirm an address by sending a verification email.",
  },
  {
    asked: /\b(?:urls?|links?|web\s*addresse?s?|https?)\b/i,
    what: "an http or https URL",
    name: "URL",
    body: String.raw`https?:\/\/[^\s/$.?#][^\s]*`,
    ignoreCase: true,
    examples: ["https://example.com/docs?page=2", "example.com"],
    parts: "`https?` is `http` with an optional `s`, then `:\\/\\/` (the slashes escaped); `[^\\s/$.?#]` makes the host start with a real character, and `[^\\s]*` takes the rest of the address up to the first whitespace.",
    caveat: "It checks the shape only. To validate or take a URL apart, parse it instead: `new URL(text)` in JavaScript throws on an invalid URL, and `urllib.parse.urlparse` splits one in Python.",
  },
  {
    asked: /\b(?:us|u\.s\.?|american|north\s+american|10[- ]digit)\b[^.?!\n]{0,30}\bphone\b|\bphone\b[^.?!\n]{0,40}\b(?:us|u\.s\.?|american)\b/i,
    what: "a US phone number",
    name: "US_PHONE",
    body: String.raw`(?:\+1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}`,
    examples: ["(415) 555-2671", "555-2671"],
    parts: "`(?:\\+1[\\s.-]?)?` is an optional country code `+1`; `(?:\\(\\d{3}\\)|\\d{3})` the three-digit area code, with or without parentheses; then three and four digits, each group optionally separated by a space, dot or dash (`[\\s.-]?`).",
    caveat: "It checks the format only, not whether the number exists or its area code is assigned; for real numbering rules use libphonenumber (`libphonenumber-js`, or `phonenumbers` in Python).",
  },
  {
    asked: /\bphone(?:\s+numbers?)?\b|\be\.?164\b|\bmobile\s+numbers?\b/i,
    what: "an international phone number in E.164 format",
    name: "E164_PHONE",
    body: String.raw`\+[1-9]\d{1,14}`,
    examples: ["+14155552671", "+1 415 555 2671"],
    parts: "`\\+` is a literal plus sign, `[1-9]` the first digit of the country code (never 0), and `\\d{1,14}` up to 14 more digits: E.164 allows 15 digits in all.",
    caveat: "E.164 has no spaces or punctuation, so remove them first (`text.replace(/[\\s().-]/g, \"\")`). It checks the format only; libphonenumber knows each country's real rules.",
  },
  {
    asked: /\bdd\/mm\/yyyy\b/i,
    what: "a date in DD/MM/YYYY format",
    name: "DMY_DATE",
    body: String.raw`(?:0[1-9]|[12]\d|3[01])\/(?:0[1-9]|1[0-2])\/\d{4}`,
    examples: ["29/02/2024", "02/29/2024"],
    parts: "`(?:0[1-9]|[12]\\d|3[01])` is a day from 01 to 31, `(?:0[1-9]|1[0-2])` a month from 01 to 12 and `\\d{4}` the year, separated by slashes (escaped as `\\/`).",
    caveat: "A regex does not know the calendar: it accepts 31/02/2024. Parse the date afterwards to reject days a month does not have.",
  },
  {
    asked: /\bmm\/dd\/yyyy\b/i,
    what: "a date in MM/DD/YYYY format",
    name: "MDY_DATE",
    body: String.raw`(?:0[1-9]|1[0-2])\/(?:0[1-9]|[12]\d|3[01])\/\d{4}`,
    examples: ["02/29/2024", "29/02/2024"],
    parts: "`(?:0[1-9]|1[0-2])` is a month from 01 to 12, `(?:0[1-9]|[12]\\d|3[01])` a day from 01 to 31 and `\\d{4}` the year, separated by slashes (escaped as `\\/`).",
    caveat: "A regex does not know the calendar: it accepts 02/31/2024. Parse the date afterwards to reject days a month does not have.",
  },
  {
    asked: /\bdates?\b|\byyyy-mm-dd\b|\biso\s*8601\b/i,
    unless: /\bdd[/.\s-]+mm\b|\bmm[/.\s-]+dd[/.\s-]+y|\bmonth\s+names?\b/i,
    what: "a date in YYYY-MM-DD format",
    name: "ISO_DATE",
    body: String.raw`\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])`,
    examples: ["2024-02-29", "2024-13-01"],
    parts: "`\\d{4}` is the year; `(?:0[1-9]|1[0-2])` a month from 01 to 12; `(?:0[1-9]|[12]\\d|3[01])` a day from 01 to 31, separated by literal dashes.",
    caveat: "A regex does not know the calendar: it accepts 2023-02-31. Parse the date afterwards (for example with `Date`, or `datetime.date.fromisoformat` in Python) to reject days a month does not have.",
  },
  {
    asked: /\b(?:time|hh:mm|hours?\s+and\s+minutes)\b/i,
    unless: /\b(?:12[- ]?h(?:ou)?r|am|pm|seconds|hh:mm:ss)\b/i,
    what: "a 24-hour time in HH:MM format",
    name: "TIME_24H",
    body: String.raw`(?:[01]\d|2[0-3]):[0-5]\d`,
    examples: ["09:30", "24:00"],
    parts: "`(?:[01]\\d|2[0-3])` is an hour from 00 to 23, then a literal `:`, then `[0-5]\\d`, minutes from 00 to 59.",
    caveat: "It requires two-digit hours (`9:30` does not match; use `(?:[01]?\\d|2[0-3])` to allow one digit), and knows no AM/PM.",
  },
  {
    asked: /\b(?:hex(?:adecimal)?\s+(?:colou?r|code)s?|colou?r\s+(?:hex|codes?)|hex\s+codes?|css\s+colou?rs?)\b/i,
    what: "a hex colour code",
    name: "HEX_COLOR",
    body: String.raw`#(?:[0-9a-fA-F]{3}){1,2}`,
    examples: ["#1e90ff", "#12345"],
    parts: "`#` is a literal hash, then `(?:[0-9a-fA-F]{3}){1,2}`: one or two groups of three hex digits, so the short `#fff` and the long `#ffffff` forms.",
    caveat: "It leaves out the 4- and 8-digit forms with an alpha channel (`#ffff`, `#ffffff80`); use `(?:[0-9a-fA-F]{3,4}){1,2}` to allow them.",
  },
  {
    asked: /\b(?:ipv4|ip\s+address(?:es)?|ips?)\b/i,
    what: "an IPv4 address",
    name: "IPV4",
    body: String.raw`(?:${IPV4_OCTET}\.){3}${IPV4_OCTET}`,
    examples: ["192.168.1.1", "256.1.1.1"],
    parts: "Each number is `(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)`: 250–255, 200–249, 100–199 or 0–99 without a leading zero, so nothing above 255 matches; `(?:…\\.){3}` is three of them each followed by a dot, then the fourth.",
    caveat: "It covers IPv4 only; for IPv6, or to be sure, use `net.isIP` in Node or the `ipaddress` module in Python.",
  },
  {
    asked: /\b(?:uk|british|united\s+kingdom)\s+post\s*codes?\b|\bpost\s*codes?\b[^.?!\n]{0,20}\b(?:uk|british)\b/i,
    what: "a UK postcode",
    name: "UK_POSTCODE",
    body: String.raw`[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}`,
    ignoreCase: true,
    examples: ["SW1A 1AA", "SW1A"],
    parts: "`[A-Z]{1,2}` is the area, `\\d[A-Z\\d]?` the district, ` ?` an optional space, and `\\d[A-Z]{2}` the inward code: a digit and two letters.",
    caveat: "It checks the shape, not that the postcode exists (Royal Mail's address file knows that), and a few special postcodes such as GIR 0AA do not follow it.",
  },
  {
    asked: /\b(?:zip(?:\s*codes?)?|post(?:al)?\s*codes?)\b/i,
    what: "a US ZIP code",
    name: "ZIP_CODE",
    body: String.raw`\d{5}(?:-\d{4})?`,
    examples: ["94103-1234", "9410"],
    parts: "`\\d{5}` is the five-digit ZIP code and `(?:-\\d{4})?` the optional ZIP+4 extension: a dash and four digits.",
    caveat: "This is the US format; postal codes differ by country (a UK postcode is letters and digits, a Canadian one `A1A 1A1`), so tell me the country if it is another.",
  },
  {
    asked: /\b(?:strong|secure|complex)\s+passwords?\b|\bpasswords?\s+(?:strength|complexity|rules?|requirements?|validation|policy)\b|\bpasswords?\b/i,
    what: "a strong password",
    name: "STRONG_PASSWORD",
    body: String.raw`(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{8,}`,
    examples: ["Tr0ub4dor&3", "password123"],
    parts: "Each `(?=.*…)` is a lookahead that checks, without consuming anything, that a lowercase letter, an uppercase letter, a digit and a character that is none of these appear somewhere; `.{8,}` then requires at least 8 characters.",
    caveat: "Length protects a password far more than character classes: current guidance (NIST SP 800-63B) favours a minimum of 8 to 15 characters and a check against known breached passwords over composition rules, so consider `.{12,}` alone.",
  },
  {
    asked: /\busernames?\b|\buser\s+names?\b/i,
    what: "a username",
    name: "USERNAME",
    body: String.raw`[A-Za-z][A-Za-z0-9_]{2,15}`,
    examples: ["ada_lovelace", "1ada"],
    parts: "`[A-Za-z]` makes it start with a letter, and `[A-Za-z0-9_]{2,15}` allows 2 to 15 more letters, digits or underscores: 3 to 16 characters in all.",
    caveat: "The rules are a choice, not a standard: change the character class and the `{2,15}` to your own. Uniqueness and reserved names (admin, root) need a check against your data.",
  },
  {
    asked: /\bslugs?\b/i,
    what: "a URL slug",
    name: "SLUG",
    body: String.raw`[a-z0-9]+(?:-[a-z0-9]+)*`,
    examples: ["my-first-post", "My First Post"],
    parts: "`[a-z0-9]+` is a run of lowercase letters or digits, and `(?:-[a-z0-9]+)*` any number of further runs each after a single dash, so no leading, trailing or double dashes.",
    caveat: "It accepts ASCII only; to make a slug from a title, lowercase it and replace each run of other characters with a dash.",
  },
  {
    asked: /\b(?:uuids?|guids?)\b/i,
    what: "a UUID",
    name: "UUID",
    body: String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}`,
    ignoreCase: true,
    examples: ["123e4567-e89b-12d3-a456-426614174000", "123e4567-e89b-12d3-a456"],
    parts: "Five groups of hex digits, 8-4-4-4-12, separated by dashes; `[1-8]` is the version digit and `[89ab]` the variant (RFC 9562), and the case-insensitive flag allows uppercase.",
    caveat: "It rejects the nil UUID (all zeros) and non-standard variants; use `[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}` to accept any hex in that shape.",
  },
  {
    asked: /\b(?:credit|debit|bank)\s+cards?(?:\s+numbers?)?\b|\bcard\s+numbers?\b/i,
    what: "a credit card number's digits",
    name: "CARD_NUMBER",
    body: String.raw`(?:\d[ -]?){12,18}\d`,
    examples: ["4111 1111 1111 1111", "4111 1111"],
    parts: "`(?:\\d[ -]?){12,18}` is 12 to 18 digits, each optionally followed by a space or dash, and `\\d` the last digit: 13 to 19 digits in all, the lengths card numbers have.",
    caveat: "It checks the digits' count only: check the Luhn checksum to catch typos, and leave real validation to your payment provider (never store or log full card numbers yourself).",
  },
  {
    asked: /\b(?:trim|strip)\w*\b|\b(?:leading|trailing)\s+(?:and\s+(?:leading|trailing)\s+)?(?:white\s*space|spaces)\b|\bwhite\s*space\b/i,
    what: "leading and trailing whitespace",
    name: "EDGE_WHITESPACE",
    body: String.raw`^\s+|\s+$`,
    examples: ["  hello world  "],
    replaces: "",
    parts: "`^\\s+` is whitespace at the start, `|` means or, and `\\s+$` whitespace at the end; the global flag replaces both, and the spaces inside are kept.",
    caveat: "Without a regex, `text.trim()` in JavaScript and `text.strip()` in Python do the same. To collapse the inner runs of spaces too, replace `\\s+` with a single space afterwards.",
  },
];

/** The cheap cue: the prompt names a regex. */
const REGEX_CUE = /\bregex|\bregexp|\bregular\s+expression/i;
/** A request for one, not a question about regexes in general ("What is a regex?"). */
const ASKS_FOR_ONE =
  /\b(?:write|give|create|make|build|need|want|show|generate|suggest|provide)\b|\b(?:regex(?:es|p)?|regular\s+expressions?)\s+(?:for|to|that|which|matching|validating|checking)\b|\bwhat(?:'s|\s+is)\s+(?:the|a|an)\s+(?:good\s+)?(?:regex|regexp|regular\s+expression)\s+(?:for|to|that)\b/i;
/** Finding every match in a text rather than checking one value. */
const FINDS = /\b(?:extract\w*|find(?:s|ing)?\s+all|all\s+(?:the\s+)?\w+(?:\s+\w+)?\s+in|every|occurrences?|pull\s+out|search\w*|from\s+(?:a|the|some)\s+(?:text|string|log|file|page|document))\b/i;
/** A pasted pattern to explain, not one to write: code-explanations.ts's. */
const PASTED = /\\[dwsb]|\^|\$\s*$|\/.+\/[gimsuy]*\s*$|```/;
const MAX_PROMPT = 240;
/** The languages answered in, as a prompt names them; another language named gets no answer. */
const TYPESCRIPT = /\b(?:typescript|ts)\b/i;
const PYTHON = /\b(?:python|py)\b/i;
const JAVASCRIPT = /\b(?:javascript|js|node(?:\.?js)?|react|vue)\b/i;
const OTHER_LANGUAGE = /\b(?:java|c#|c\+\+|golang|rust|php|ruby|perl|swift|kotlin|bash|shell|grep|sed|awk|sql|postgres\w*|mysql|excel|sheets)\b|\bin\s+(?:c|go)\b/i;

type RegexLanguage = "javascript" | "typescript" | "python";

/** The pattern as a JavaScript literal, anchored to the whole value unless it finds or replaces. */
function literal(pattern: Pattern, finds: boolean): string {
  const anchored = pattern.replaces !== undefined || finds ? pattern.body : `^${pattern.body}$`;
  const flags = `${pattern.replaces !== undefined || finds ? "g" : ""}${pattern.ignoreCase ? "i" : ""}`;
  return `/${anchored}/${flags}`;
}

/** What the usage line prints, computed by running the pattern: "true", "[ 'a', 'b' ]". */
function jsResult(pattern: Pattern, input: string, finds: boolean): string {
  const flags = pattern.ignoreCase ? "i" : "";
  if (pattern.replaces !== undefined) return JSON.stringify(input.replace(new RegExp(pattern.body, `g${flags}`), pattern.replaces));
  if (finds) return `[${(input.match(new RegExp(pattern.body, `g${flags}`)) ?? []).map((found) => JSON.stringify(found)).join(", ")}]`;
  return String(new RegExp(`^(?:${pattern.body})$`, flags).test(input));
}

/** A text to find matches in: the examples side by side. */
const sampleOf = (pattern: Pattern): string => pattern.examples.join(" and ");

function javascriptCode(pattern: Pattern, finds: boolean, typed: boolean): string {
  const declared = `const ${pattern.name}${typed ? ": RegExp" : ""} = ${literal(pattern, finds)};`;
  if (pattern.replaces !== undefined) {
    const input = pattern.examples[0]!;
    return `${declared}\n\nconsole.log(${JSON.stringify(input)}.replace(${pattern.name}, ${JSON.stringify(pattern.replaces)})); // ${jsResult(pattern, input, false)}`;
  }
  if (finds) {
    const text = sampleOf(pattern);
    return `${declared}\n\nconst text = ${JSON.stringify(text)};\nconsole.log(text.match(${pattern.name}) ?? []); // ${jsResult(pattern, text, true)}`;
  }
  const lines = pattern.examples.map((input) => `console.log(${pattern.name}.test(${JSON.stringify(input)})); // ${jsResult(pattern, input, false)}`);
  return `${declared}\n\n${lines.join("\n")}`;
}

/** A Python string literal for an example (the examples hold no quotes or backslashes). */
const py = (text: string): string => `"${text}"`;

function pythonCode(pattern: Pattern, finds: boolean): string {
  const flags = pattern.ignoreCase ? ", re.IGNORECASE" : "";
  const compiled = `${pattern.name} = re.compile(r"${pattern.body}"${flags})`;
  if (pattern.replaces !== undefined) {
    const input = pattern.examples[0]!;
    return `import re\n\n${compiled}\n\nprint(${pattern.name}.sub(${py(pattern.replaces)}, ${py(input)}))  # ${jsResult(pattern, input, false).slice(1, -1)}`;
  }
  if (finds) {
    const text = sampleOf(pattern);
    const found = jsResult(pattern, text, true).slice(1, -1).replaceAll('"', "'");
    return `import re\n\n${compiled}\n\ntext = ${py(text)}\nprint(${pattern.name}.findall(text))  # [${found}]`;
  }
  const lines = pattern.examples.map((input) => {
    const result = jsResult(pattern, input, false);
    return `print(bool(${pattern.name}.fullmatch(${py(input)})))  # ${result === "true" ? "True" : "False"}`;
  });
  return `import re\n\n${compiled}\n\n${lines.join("\n")}`;
}

/**
 * The reply to a request for a common regex: the pattern in the language asked (JavaScript by
 * default), a usage line whose results are the pattern's own, what its parts mean and what it
 * does not check; undefined for any other prompt.
 * @example regexReply("Write a regex that matches an email address")?.includes("const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;") // true
 */
export function regexReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !REGEX_CUE.test(prompt) || !ASKS_FOR_ONE.test(prompt) || PASTED.test(prompt)) return undefined;
  const pattern = PATTERNS.find(({ asked }) => asked.test(prompt));
  if (pattern === undefined || pattern.unless?.test(prompt)) return undefined;
  const language: RegexLanguage | undefined = TYPESCRIPT.test(prompt) ? "typescript" : PYTHON.test(prompt) ? "python" : JAVASCRIPT.test(prompt) || !OTHER_LANGUAGE.test(prompt) ? "javascript" : undefined;
  if (language === undefined) return undefined;
  const finds = pattern.replaces === undefined && FINDS.test(prompt);
  const code = language === "python" ? pythonCode(pattern, finds) : javascriptCode(pattern, finds, language === "typescript");
  const intro =
    pattern.replaces !== undefined
      ? `Here's a regex that removes ${pattern.what}:`
      : finds
        ? `Here's a regex that finds every ${pattern.what.replace(/^an? /, "")} in a text:`
        : `Here's a regex that matches ${pattern.what}:`;
  const how = language === "python" && pattern.replaces === undefined && !finds ? " `fullmatch` requires the whole string to match, so no `^` and `$` are needed." : "";
  return `${intro}\n\n\`\`\`${language}\n${code}\n\`\`\`\n\n**How it works:** ${pattern.parts}${how}\n\n${pattern.caveat}`;
}
