/**
 * Replies to a request for recommendations: books, movies, TV shows, podcasts, albums and games,
 * by genre ("a good sci-fi book", "feel-good movies", "true crime podcasts"), like a work people
 * ask about ("books like Harry Potter", "3 books like Dune"), or with neither (a varied list).
 * "What movie should I watch tonight?" gets three picks of different moods and a question about
 * the mood. A model names real works with who made them and when; a checklist about "an honest
 * second opinion on books" recommends nothing. Books on a subject are about it: "the best books for
 * learning Python" are Python books, not a varied list of novels. Every work comes from recommendation-titles.ts,
 * so no title, author or year is made up.
 */
import { askedCounts } from "./list-counts.ts";
import { layoutOf } from "./lists.ts";
import { LIKENESSES, type Likeness } from "./recommendation-likes.ts";
import { WORKS, type Medium, type Work } from "./recommendation-titles.ts";
import { choiceSeed, sampled } from "./choice-variety.ts";

/** The most works one reply lists. */
const MAX_WORKS = 10;

/** Words naming each medium; podcasts before music ("listen to"), shows before movies ("watch"). */
const MEDIA: readonly (readonly [Medium, RegExp])[] = [
  ["podcast", /\bpodcasts?\b/i],
  ["album", /\b(?:albums?|music|songs?|artists?|bands?|records?|listen(?:\s+to)?)\b/i],
  ["game", /\b(?:video\s*games?|games?|gaming|play)\b/i],
  ["series", /\b(?:tv(?:\s+(?:shows?|series))?|shows?|series|sitcoms?|binge(?:-watch)?)\b/i],
  ["movie", /\b(?:movies?|films?|cinema|watch)\b/i],
  ["book", /\b(?:books?|novels?|reads?|reading|audiobooks?)\b/i],
];

/** How the reply names a medium, one and many. */
const NOUNS: Readonly<Record<Medium, readonly [string, string]>> = {
  book: ["book", "books"],
  movie: ["movie", "movies"],
  series: ["TV show", "TV shows"],
  podcast: ["podcast", "podcasts"],
  album: ["album", "albums"],
  game: ["game", "games"],
};

/** Genres a prompt names: its words, the tags of recommendation-titles.ts that answer them, and how the reply says it. */
const GENRES: readonly (readonly [RegExp, readonly string[], string])[] = [
  [/\btrue[- ]crime\b/i, ["truecrime"], "true crime"],
  [/\bsci[- ]?fi\b|\bscience[- ]fiction\b|\bspace\s+opera\b|\bcyberpunk\b/i, ["scifi"], "sci-fi"],
  [/\bfantasy\b|\bmagic(?:al)?\b|\bwizards?\b|\bdragons?\b/i, ["fantasy"], "fantasy"],
  [/\bdystopi\w*|\bpost-?apocalyptic\b/i, ["dystopian"], "dystopian"],
  [/\bmyster(?:y|ies)\b|\bdetective\b|\bwhodunn?its?\b/i, ["mystery"], "mystery"],
  [/\bthrillers?\b|\bsuspense(?:ful)?\b|\bgripping\b/i, ["thriller"], "thriller"],
  [/(?<!true[- ])\bcrime\b|\bgangsters?\b|\bmafia\b|\bmob\b/i, ["crime"], "crime"],
  [/\bhorror\b|\bscary\b|\bspooky\b|\bcreepy\b|\bhalloween\b/i, ["horror"], "horror"],
  [/\bromance\b|\bromantic\b|\brom[- ]?coms?\b|\blove\s+stor(?:y|ies)\b|\bdate\s+night\b/i, ["romance"], "romantic"],
  [/\bcomed(?:y|ies)\b|\bfunny\b|\bhilarious\b|\bsitcoms?\b|\bmake\s+me\s+laugh\b/i, ["comedy"], "funny"],
  [/\bfeel[- ]?good\b|\buplifting\b|\bwholesome\b|\bheart-?warming\b|\bcos?zy\b|\bcomforting\b|\blight-?hearted\b|\brelaxing\b/i, ["feelgood", "cozy"], "feel-good"],
  [/\bclassics?\b/i, ["classic"], "classic"],
  [/\bliterary\b|\bliterature\b/i, ["literary"], "literary"],
  [/\bhistor(?:y|ical)\b|\bworld\s+war\b/i, ["history"], "history"],
  [/\bscience\b(?![- ]fiction)|\bscientific\b|\bphysics\b|\bbiology\b/i, ["science"], "science"],
  // Habit books first for "books about habit building", then the rest of self-help.
  [/\bhabits?\b/i, ["habits"], "habit-building"],
  // Subjects before self-help and business: "books on productivity" are about getting things done,
  // not Outliers; "books on leadership" about leading, not any business book.
  [/\bproductiv\w*|\btime\s+management\b|\bgetting\s+things\s+done\b/i, ["productivity"], "productivity"],
  [/\bleadership\b|\bleading\s+(?:a\s+)?teams?\b|\bmanagement\b|\b(?:new|first-time|better)\s+managers?\b|\bbeing\s+a\s+manager\b/i, ["leadership"], "leadership"],
  [/\binvest\w*|\bpersonal\s+finance\b|\bfinances?\b|\bmoney\b|\bstock\s+market\b|\bwealth\b/i, ["finance"], "personal finance and investing"],
  [/\bstartups?\b|\bentrepreneur\w*|\bfounders?\b|\bstarting\s+a\s+(?:business|company)\b/i, ["startups"], "startup"],
  [/\bdesign\b|\bux\b|\bui\b|\buser\s+experience\b|\busability\b|\btypography\b/i, ["design"], "design"],
  [/\bnegotiat\w*|\bpersuasi\w*|\bdifficult\s+conversations\b/i, ["negotiation"], "negotiation"],
  [/\bpsycholog\w*|\bhuman\s+behaviou?r\b|\bthe\s+mind\b|\bbehavioral\s+economics\b/i, ["psychology"], "psychology"],
  [/\bphilosoph\w*|\bstoicism\b|\bethics\b/i, ["philosophy"], "philosophy"],
  [/\b(?:on|about|for|improve\s+(?:my|your))\s+(?:(?:the\s+)?craft\s+of\s+)?writing\b|\bwriting\s+(?:craft|better|well)\b|\bfor\s+writers\b|\bscreenwriting\b/i, ["writing"], "writing"],
  [/\bmarketing\b|\bbranding\b|\badvertising\b/i, ["marketing"], "marketing"],
  [/\bself[- ]help\b|\bself[- ]improvement\b|\bpersonal\s+(?:growth|development)\b|\bmotivation(?:al)?\b/i, ["selfhelp"], "self-help"],
  [/\bbusiness\b|\beconomics\b/i, ["business"], "business"],
  // A language or a programming subject, before the beginner and programming books: "the best books
  // for learning Python" are Python books, not any book; Monty Python is no language.
  [/(?<!\bmonty\s)\bpython\b/i, ["python"], "Python"],
  [/\bjavascript\b|\bjs\b/i, ["javascript"], "JavaScript"],
  [/\bsql\b/i, ["sql"], "SQL"],
  [/\balgorithms?\b|\bdata\s+structures\b|\bcoding\s+interviews?\b|\btechnical\s+interviews?\b/i, ["algorithms"], "algorithms"],
  [/\bmachine\s+learning\b|\bdeep\s+learning\b|\bml\b/i, ["ml"], "machine learning"],
  // "Books for learning to code" are for beginners: the books that teach a first language.
  // "Python books for beginners" too, but not "books for learning Python", which may go on to Fluent Python.
  [/\blearn(?:ing)?\s+(?:how\s+)?to\s+(?:code|program)\b|\b(?:beginners?|new\s+to|learning|learn|start(?:ing)?)\b[^.?!\n]{0,30}\b(?:programming|coding)\b|\b(?:beginners?|new\s+to)\b[^.?!\n]{0,30}\b(?:python|javascript|js|sql)\b|\b(?:programming|coding|python|javascript|js|sql)\b[^.?!\n]{0,20}\bbeginners?\b/i, ["beginner"], "beginner"],
  [/\bprogramming\b|\bsoftware\b|\bcoding\b|\bdevelopers?\b|\bprogrammers?\b|\bcomputer\s+science\b|\blearn(?:ing)?\s+(?:how\s+)?to\s+(?:code|program)\b/i, ["programming"], "programming"],
  [/\bmemoirs?\b|\bbiograph(?:y|ies)\b|\bautobiograph\w*/i, ["memoir"], "memoir"],
  [/\bnon-?fiction\b/i, ["nonfiction"], "nonfiction"],
  [/\banimated\b|\banimation\b|\banime\b|\bpixar\b|\bghibli\b|\bcartoons?\b/i, ["animated"], "animated"],
  [/\bdocumentar(?:y|ies)\b|\bdocu-?series\b/i, ["documentary"], "documentary"],
  [/\bdramas?\b/i, ["drama"], "drama"],
  [/\baction\b/i, ["action"], "action"],
  [/\bkids?\b|\bchildren\b|\bchild\b|\bfamil(?:y|ies)\b|\btoddlers?\b|\bmy\s+(?:son|daughter)\b/i, ["family"], "family-friendly"],
  [/\byoung\s+adult\b|\bya\b|\bteens?\b|\bteenagers?\b/i, ["ya"], "young adult"],
  [/\bnews\b|\bcurrent\s+affairs\b/i, ["news"], "news"],
  [/(?<!non-?|science\s)\bfiction\b|\baudio\s+dramas?\b/i, ["fiction"], "fiction"],
  [/\bjazz\b/i, ["jazz"], "jazz"],
  [/\bhip[- ]?hop\b|\brap\b/i, ["hiphop"], "hip-hop"],
  [/\bmetal\b/i, ["metal"], "metal"],
  [/\brock\b/i, ["rock"], "rock"],
  [/\bpop\b/i, ["pop"], "pop"],
  [/\belectronic\b|\bedm\b|\btechno\b|\bhouse\s+music\b/i, ["electronic"], "electronic"],
  [/\bfolk\b|\bacoustic\b|\bsinger-songwriter\b/i, ["folk"], "folk"],
  [/\bsoul\b|\br&b\b|\bfunk\b/i, ["soul"], "soul"],
  [/\bcountry\b/i, ["country"], "country"],
  [/\bambient\b|\bchill\b|\bto\s+(?:study|focus|work|relax)\b|\bfor\s+(?:studying|focus|focusing|working|concentration)\b/i, ["ambient"], "ambient"],
  [/\bindie\b/i, ["indie"], "indie"],
  [/\brpgs?\b|\brole[- ]playing\b/i, ["rpg"], "role-playing"],
  [/\bopen[- ]world\b/i, ["openworld"], "open-world"],
  [/\bco-?op\b|\bmultiplayer\b|\bwith\s+(?:friends|my\s+(?:partner|girlfriend|boyfriend|wife|husband|kids))\b|\bcouch\b|\bparty\s+games?\b|\btwo[- ]player\b/i, ["coop"], "co-op"],
  [/\bpuzzles?\b/i, ["puzzle"], "puzzle"],
  [/\bplatformers?\b/i, ["platformer"], "platformer"],
  [/\bstrategy\b/i, ["strategy"], "strategy"],
  [/\bstory[- ](?:driven|rich)\b|\bnarrative\b|\bgood\s+stor(?:y|ies)\b/i, ["story"], "story-driven"],
];

/** Ways of asking for recommendations: a recommending verb, "what … should I read", "good sci-fi books", "something to watch". */
const ASKS =
  /\b(?:recommend\w*|suggest\w*|what\s+(?:[\w-]+\s+){0,3}(?:should|could|can|would)\s+(?:i|we)\s+(?:read|watch|listen\s+to|play|binge)|what\s+to\s+(?:read|watch|listen\s+to|play|binge)|something\s+(?:good\s+)?to\s+(?:read|watch|listen\s+to|play|binge)|(?:good|great|best|top|must-(?:read|watch|see)|favou?rite)\s+(?:[\w'-]+\s+){0,3}(?:books?|novels?|movies?|films?|shows?|series|podcasts?|albums?|games?)|(?:looking\s+for|need|want)\s+(?:a\s+|an\s+|some\s+|new\s+)*(?:good\s+)?(?:[\w'-]+\s+){0,2}(?:books?|novels?|movies?|films?|shows?|series|podcasts?|albums?|games?)\s+to|(?:books?|novels?|movies?|films?|shows?|series|podcasts?|albums?|games?|music|something|anything)\s+(?:like|similar\s+to))\b/i;

/** "books like X", "something similar to X", "if I liked X", "for fans of X": the work, as written. "I'd like a book" names none. */
const LIKE =
  /(?:(?<=\b(?:books?|novels?|reads?|movies?|films?|shows?|series|sitcoms?|podcasts?|albums?|music|artists?|bands?|games?|something|anything|ones?|more|stuff)\s+)(?:like|similar\s+to|in\s+the\s+(?:vein|style)\s+of)|\bsimilar\s+to|\bif\s+(?:i|you)\s+(?:liked|loved|enjoyed|like|love|enjoy)|\bfor\s+(?:fans|a\s+fan)\s+of|\bfor\s+someone\s+who\s+(?:liked|loved|enjoyed|likes|loves|enjoys))\s+["“'*]*([^"”*?!.,]+?)["”'*]*\s*(?:[?!.,]|$)/i;

/** What recommendations they are not: a title, a cover or a review of one's own book, gift ideas, a board game night; books on design or on writing are still books. */
const NOT_THIS =
  /\b(?:(?:my|our|your|this)\s+(?:own\s+)?(?:book|novel|movie|film|show|podcast|album|game)|titles?|covers?|review|reviews|summar\w*|plot|write|(?<!\b(?:on|about|for|improve\s+(?:my|your))\s+)writing(?!\s+(?:craft|better|well)\b)|gifts?|presents?|ideas?|tips?|ways?|steps|advice|board\s*games?|card\s*games?|drinking\s+games?|game\s+night|club|lover|practices|loops?|mechanics|develop\w*|(?<!\b(?:on|about|ux|ui|web|graphic|product|interaction|visual)\s+)design(?!\s+books?\b)\w*|laptops?|computers?|pcs?|consoles?|headphones|speakers?|chairs?|keyboards?|monitors?|phones?|engines?|frameworks?|librar(?:y|ies))\b/i;

/** Mood buckets for "what should I watch tonight": one pick each, in this order. */
const MOODS: readonly (readonly [string, readonly string[]])[] = [
  ["Something light", ["feelgood", "comedy", "cozy"]],
  ["Something gripping", ["thriller", "crime", "mystery", "action"]],
  ["Something to think about", ["scifi", "drama", "story"]],
];
/** "Tonight", "what should I watch": a pick for the evening, where the mood matters more than a long list. */
const FOR_NOW = /\b(?:tonight|this\s+(?:evening|weekend)|right\s+now|next)\b|^\s*what\s+(?:[\w-]+\s+)?should\s+(?:i|we)\s+(?:read|watch|play|listen\s+to|binge)\b/i;

/** "movies of 2019", "80s movies", "books from the 1990s": when the works came out. */
const YEARS = /\b(?:(?:19|20)(\d)(\d)(s)?|'?([5-9]0|[0-2]0)s)\b/;

/** The years a prompt names: [first, last], or undefined. */
function yearsIn(prompt: string): readonly [number, number] | undefined {
  const match = YEARS.exec(prompt);
  if (!match) return undefined;
  if (match[4] !== undefined) {
    const decade = Number(match[4]);
    const start = decade >= 50 ? 1900 + decade : 2000 + decade;
    return [start, start + 9];
  }
  const year = Number(match[0].slice(0, 4));
  return match[3] ? [year, year + 9] : [year, year];
}

interface Request {
  medium: Medium;
  /** When the works came out, if the prompt says. */
  years?: readonly [number, number];
  /** Genre groups, each a set of tags any of which answers it. */
  genres: readonly (readonly [readonly string[], string])[];
  likeness?: Likeness;
  /** A work named after "like" that LIKENESSES does not know. */
  unknownLike?: string;
  count: number;
  forNow: boolean;
}

function readRequest(prompt: string): Request | undefined {
  if (prompt.length > 200 || prompt.includes("\n") || !ASKS.test(prompt) || NOT_THIS.test(prompt)) return undefined;
  const liked = LIKE.exec(prompt);
  const likedText = liked?.[1]?.trim().replace(/^the\s+(?:book|novel|movie|film|show|series|podcast|album|game)\s+(?!of\b)/i, "");
  const likeness = likedText === undefined ? undefined : LIKENESSES.find((candidate) => candidate.names.test(likedText));
  // The medium is named outside the liked work: "books like Game of Thrones" asks for books.
  const rest = liked ? prompt.slice(0, liked.index) + prompt.slice(liked.index + liked[0].length) : prompt;
  const medium = MEDIA.find(([, words]) => words.test(rest))?.[0] ?? likeness?.medium;
  if (medium === undefined) return undefined;
  const named = GENRES.filter(([words]) => words.test(rest)).map(([, tags, label]) => [tags, label] as const);
  // "Books on history" are history books, not historical novels: unless novels or fiction are asked, nonfiction (said by no label).
  const historyBooks = medium === "book" && named.some(([tags]) => tags.includes("history")) && /\bhistory\b/i.test(rest) && !/\b(?:novels?|fiction)\b/i.test(rest);
  const genres: (readonly [readonly string[], string])[] = historyBooks ? [...named, [["nonfiction"], ""]] : named;
  const counts = askedCounts(prompt);
  const words = MEDIA.find(([candidate]) => candidate === medium)![1];
  const single = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:recommend|suggest|give)\s+(?:me\s+)?(?:a|an|one)\s+(?!few\b|couple\b|list\b)/i.test(prompt) || /\b(?:a|one)\s+(?:good|great)\s/i.test(prompt.replace(/^\s*(?:what(?:'s|\s+is)|name)\s+/i, ""));
  const forNow = FOR_NOW.test(prompt) && genres.length === 0 && !liked;
  const asked = counts.asked ?? [...counts.byNoun].find(([word]) => words.test(word))?.[1];
  const count = Math.min(asked ?? (single ? 1 : forNow ? 3 : 5), MAX_WORKS);
  const years = yearsIn(rest);
  return { medium, genres, likeness, unknownLike: liked && !likeness ? likedText : undefined, count, forNow: forNow && !years, years };
}

const hasAny = (work: Work, tags: readonly string[]): boolean => tags.some((tag) => work.genres.includes(tag));

/** Works in round-robin over their first genre, so a list with no genre asked is varied. */
function varied(works: readonly Work[]): Work[] {
  const groups = new Map<string, Work[]>();
  for (const work of works) groups.set(work.genres[0]!, [...(groups.get(work.genres[0]!) ?? []), work]);
  const lists = [...groups.values()];
  const out: Work[] = [];
  for (let i = 0; out.length < works.length; i++) for (const list of lists) if (list[i]) out.push(list[i]!);
  return out;
}

/** The works a request gets, best first. */
function candidates(request: Request): Work[] {
  const { years } = request;
  const all = WORKS[request.medium].filter((work) => !years || (work.year >= years[0] && work.year <= years[1]));
  const { likeness, genres } = request;
  if (likeness) {
    const picks = likeness.picks[request.medium];
    const chosen = picks ? picks.map((title) => all.find((work) => work.title === title)!).filter(Boolean) : all.filter((work) => hasAny(work, likeness.genres));
    return chosen.filter((work) => !likeness.itself.test(work.title) && !likeness.itself.test(work.by));
  }
  if (genres.length === 0) return varied(all);
  const every = all.filter((work) => genres.every(([tags]) => hasAny(work, tags)));
  // Two genres few works share ("sci-fi romance"): then works of either.
  const some = every.length >= Math.min(request.count, 3) ? [] : all.filter((work) => !every.includes(work) && genres.some(([tags]) => hasAny(work, tags)));
  return [...every, ...some];
}

/** One work as a line: "**Dune** by Frank Herbert (1965): …". */
function line(work: Work): string {
  const made = work.medium === "book" || work.medium === "album" ? ` by ${work.by} (${work.year})` : work.medium === "movie" ? ` (${work.year}, directed by ${work.by})` : ` (${work.by}, ${work.year})`;
  return `**${work.title}**${made}: ${work.why}.`;
}

/** One pick per mood, drawn by the prompt among each mood's first few. */
function moodPicks(medium: Medium, prompt: string): (readonly [string, Work])[] {
  const used = new Set<Work>();
  const picks: (readonly [string, Work])[] = [];
  for (const [mood, tags] of MOODS) {
    const fits = WORKS[medium].filter((work) => hasAny(work, tags) && !used.has(work)).slice(0, 6);
    if (fits.length === 0) continue;
    const work = fits[choiceSeed("tonight", mood, prompt.trim().toLowerCase()) % fits.length]!;
    used.add(work);
    picks.push([mood, work]);
  }
  return picks;
}

function laidOut(lines: readonly string[], prompt: string): string {
  const layout = layoutOf(prompt);
  if (layout === "lines") return lines.map((text) => text.replaceAll("**", "")).join("\n");
  if (layout === "bullets") return lines.map((text) => `- ${text}`).join("\n");
  return lines.map((text, i) => `${i + 1}. ${text}`).join("\n");
}

/**
 * The `count` works a request for recommendations gets ("Recommend 3 science fiction books"), for
 * a structured output's list of them (work-records.ts); undefined for a prompt that asks for none
 * or for works of no genre the table holds.
 * @example recommendedWorks("Recommend 3 science fiction books", 3)?.[0]?.genres.includes("scifi") // true
 */
export function recommendedWorks(prompt: string, count: number): Work[] | undefined {
  const request = readRequest(prompt);
  if (!request) return undefined;
  const works = request.forNow ? moodPicks(request.medium, prompt).map(([, work]) => work) : candidates(request);
  return works.length === 0 ? undefined : sampled(works, count);
}

/**
 * Recommendations for a request for books, movies, TV shows, podcasts, albums or games: as many
 * as asked (five when no number is given, three picks of different moods for "tonight"), each a
 * real work with who made it, its year and why it fits, under an intro that says how many and a
 * short closing line; undefined for a prompt that asks for none.
 * @example recommendationReply("3 books like Dune")?.split("\n")[0] // "Here are 3 books like Dune:"
 */
export function recommendationReply(prompt: string): string | undefined {
  const request = readRequest(prompt);
  if (!request) return undefined;
  const [one, many] = NOUNS[request.medium];
  if (request.forNow) {
    const picks = moodPicks(request.medium, prompt);
    const lines = picks.map(([mood, work]) => `**${mood}:** ${line(work)}`);
    const when = /\btonight\b/i.test(prompt) ? " for tonight" : "";
    const ask = request.medium === "book" ? "reading" : request.medium === "game" ? "playing" : "watching";
    return `Here are ${picks.length} ${many}${when}, each for a different mood:\n\n${laidOut(lines, prompt)}\n\nWhat are you in the mood for: something light, something tense, or something that makes you think? Tell me what you enjoyed ${ask} recently and I can narrow it down.`;
  }
  const works = candidates(request);
  // Works of another time are no answer to "the best movies of 2023": the general reply asks instead.
  if (works.length === 0 && request.years) return undefined;
  const fallback = works.length === 0;
  const chosen = sampled(fallback ? varied(WORKS[request.medium]) : works, request.count);
  if (chosen.length === 0) return undefined;
  const layout = layoutOf(prompt);
  // "One per line" and "comma-separated" want the works alone, as lists.ts gives them.
  if (layout === "commas") return chosen.map((work) => work.title).join(", ");
  if (layout === "lines") return laidOut(chosen.map(line), prompt);
  const n = chosen.length;
  const noun = n === 1 ? one : many;
  const genre = request.genres.map(([, label]) => label).filter(Boolean).join(" ");
  const when = request.years ? ` from ${request.years[0] === request.years[1] ? request.years[0] : `the ${request.years[0]}s`}` : "";
  const intro = request.likeness
    ? fallback
      ? `I don't have close matches for ${request.likeness.name} among ${many}, so here are ${n} well-loved ones:`
      : n === 1
        ? `Here's one ${noun} like ${request.likeness.name}:`
        : `Here are ${n} ${noun} like ${request.likeness.name}:`
    : request.unknownLike
      ? `I don't know ${request.unknownLike} well enough to match it closely, so here ${n === 1 ? "is one" : `are ${n}`} widely loved ${noun} instead:`
      : fallback
        ? `I don't have reliable ${genre} ${many} to recommend, so here ${n === 1 ? "is one" : `are ${n}`} widely loved ${noun} instead:`
        : genre
          ? n === 1
            ? `Here's a ${genre} ${noun}${when} I'd recommend:`
            : `Here are ${n} ${genre} ${noun}${when} worth a try:`
          : request.years
            ? `Here ${n === 1 ? "is one" : `are ${n}`} well-loved ${noun}${when}:`
            : n === 1
              ? `Here's a ${noun} I'd recommend:`
              : `Here are ${n} well-loved ${noun}, across a few genres:`;
  const closing = request.likeness
    ? `If you tell me what you liked most about ${request.likeness.name}, I can narrow these down.`
    : request.unknownLike
      ? `What did you like about ${request.unknownLike}? Tell me and I'll look for closer matches.`
      : n === 1
        ? "Want a few more like it?"
        : genre
          ? `Want more ${genre} picks, or something in a different genre?`
          : "Tell me a genre or a favourite and I can make these more specific.";
  return `${intro}\n\n${laidOut(chosen.map(line), prompt)}\n\n${closing}`;
}
