/**
 * The title of the song, album, film, book, podcast or playlist a message asks to play, queue or
 * add: what follows the verb up to the artist or the service ("Play Shape of You by Ed Sheeran"
 * → "Shape of You"), as written. A player's `title` is that, not the prompt's topic words
 * ("Play bohemian"). The cue (a verb of playing as a word) comes before the pattern, so other
 * prompts pay one substring check.
 */

/** Verbs that take a work's title: "play", "queue (up)", "put on", "listen to", "watch", "stream"; "add … to my playlist"; not "a play". */
const CUE = /\b(?:play|queue|put on|listen to|watch|stream|playlist)\b/i;
/** The verb, a kind of work after it ("the song"), the title, and what ends it: "by", "on Spotify", "from", "for", "in the …", a mark. */
const PLAYED =
  /(?<!\b(?:a|an|the|this|that|my|your|school)\s+)\b(?:play|queue(?:\s+up)?|put\s+on|listen\s+to|watch|stream|add)\s+(?:(the|a|an|my|some)\s+)?(?:(?:song|track|album|record|film|movie|book|audiobook|podcast|episode|playlist|show|series)\s+)?["“]?([\p{L}\p{N}][\p{L}\p{N}'’&.,!?:-]*(?:\s+[\p{L}\p{N}'’&][\p{L}\p{N}'’&.!?:-]*){0,8}?)["”]?(?=\s+(?:by|on|from|for|to|in|at|with|please|next|now|tonight|today|tomorrow|later|and\s+(?:then|also|set|turn|add|remind|play|queue|tell|send|make|show|start)|then|again|loud\w*|quietly|shuffled?)\b|\s*[,;.!?]*\s*$|\s*[,;.]\s)/giu;
/** A kind of work written after its title ("the Daily podcast"). */
const KIND_AFTER = /(?<=\S)\s+(?:song|track|album|film|movie|podcast|playlist|show|series)$/i;
/** What a player is asked for that is no title: a genre or a mood ("Play some jazz"), music as such. */
const NOT_A_TITLE = /^(?:some|something|anything|music|songs?|tracks?|the\s+next|next|it|this|that|me|more|a\s+song|random|whatever|my\s+music)\b/i;

/**
 * The title of the work the message asks to play, queue or add to a playlist, as written
 * ("Play Bohemian Rhapsody" → "Bohemian Rhapsody"), or undefined when it asks for none by name
 * ("Play some jazz").
 * @example playedTitleOf("Queue up Blinding Lights by The Weeknd") // "Blinding Lights"
 */
export function playedTitleOf(text: string): string | undefined {
  const head = text.slice(0, 300);
  if (!CUE.test(head)) return undefined;
  for (const match of head.matchAll(PLAYED)) {
    // "Add milk to my list": a thing added is a work only when it goes to a playlist.
    if (/^add\b/i.test(match[0]) && !/^\s+to\s+[^.!?\n]{0,40}\bplaylist\b/i.test(head.slice(match.index + match[0].length))) continue;
    // "Play my Discover Weekly playlist": the kind after the title is not of it.
    const title = match[2]!.replace(/[.,!?:]+$/, "").replace(KIND_AFTER, "");
    // "watch a movie tonight", "the latest episode": after an article, a title starts with a capital.
    if (NOT_A_TITLE.test(title) || (match[1] !== undefined && !/^[\p{Lu}\p{N}]/u.test(title))) return undefined;
    return title;
  }
  return undefined;
}

/** Whether the message asks to play, queue, put on or watch something (the cue of playedTitleOf). */
export function asksToPlay(text: string): boolean {
  return CUE.test(text.slice(0, 300));
}

/** A day or a time after "by", which is a deadline's, not an artist's or an author's ("by Friday"). */
const DEADLINE_AFTER_BY = /^by\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|noon|midnight|next|this|the\s+end|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/i;
/** The work's title (capitalised words, or quoted) right before "by" and its maker: "the lyrics of Yesterday by The Beatles". */
const TITLE_BEFORE_BY = /(?:^|\b(?:of|for|to|find|get|show|sing|play|read|watch|about|song|track|album|book|novel|film|movie)\s+)["“]?(\p{Lu}[\p{L}\p{N}'’&-]*(?:\s+(?:(?:of|the|a|an|in|on|to|and|me|you|my|your)\s+)*\p{Lu}[\p{L}\p{N}'’&-]*){0,6})["”]?\s+(by\s+\p{Lu}[^\n]{0,40})/u;

/**
 * The title of a work the message names with its maker, "X by Y", as written: "Get the lyrics of
 * Yesterday by The Beatles" → "Yesterday" (the artist is the `artist`'s). Undefined without
 * " by " (the cue) or when "by" is a deadline's ("for Alice by Friday").
 * @example titleByMakerOf("Find Dune by Frank Herbert") // "Dune"
 */
export function titleByMakerOf(text: string): string | undefined {
  if (!text.includes(" by ")) return undefined;
  const match = TITLE_BEFORE_BY.exec(text.slice(0, 300));
  return match === null || DEADLINE_AFTER_BY.test(match[2]!) ? undefined : match[1];
}
