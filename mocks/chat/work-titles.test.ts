import { describe, expect, it } from "vitest";
import { playedTitleOf } from "./work-titles.ts";

describe("the title of a work the message asks to play", () => {
  it("is what follows the verb, up to the artist, the service or the time, as written", () => {
    const cases: [string, string][] = [
      ["Play Bohemian Rhapsody", "Bohemian Rhapsody"],
      ["Play Shape of You by Ed Sheeran", "Shape of You"],
      ["Play Shape of You, by Ed Sheeran.", "Shape of You"],
      ["Can you play Hotel California on Spotify?", "Hotel California"],
      ["Queue up Blinding Lights by The Weeknd", "Blinding Lights"],
      ["Put on the album Abbey Road", "Abbey Road"],
      ["Watch Inception tonight", "Inception"],
      ["Play Rock and Roll All Nite by Kiss", "Rock and Roll All Nite"],
      ["Play Yesterday and set the volume to 5", "Yesterday"],
      ["play bohemian rhapsody please", "bohemian rhapsody"],
      ["Add Levitating to my workout playlist", "Levitating"],
      ["Add milk to my list and play Yesterday by The Beatles", "Yesterday"],
      ["Play my Discover Weekly playlist", "Discover Weekly"],
      ["Stream Stranger Things on Netflix", "Stranger Things"],
      ["Play the song Hey Jude", "Hey Jude"],
    ];
    for (const [text, title] of cases) expect(playedTitleOf(text), text).toBe(title);
  });

  it("is none for music by genre or mood, another list, a play, or a common noun after an article", () => {
    for (const text of ["Play some jazz", "Play music", "Play the next song", "Add milk to my list", "Add milk to my list and play some jazz", "Show me a play about love", "I want to watch a movie tonight", "Watch the game tonight", "Play the latest episode", "What is the weather in Paris?"]) {
      expect(playedTitleOf(text), text).toBeUndefined();
    }
  });
});
