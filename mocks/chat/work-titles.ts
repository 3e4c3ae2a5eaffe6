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
