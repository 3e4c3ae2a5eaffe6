/**
 * "Books like Harry Potter", "shows like The Office": for the works people ask about most, the
 * works recommendations.ts names as alike, per medium (titles of recommendation-titles.ts, in
 * the order they are recommended). A medium with no picks gets works of `genres`; a work whose
 * title or maker `itself` matches is never recommended as like itself (no "Dune" for "movies like
 * Dune", no The Mandalorian for "like Star Wars").
 */
import type { Medium } from "./recommendation-titles.ts";

export interface Likeness {
  /** The work as the reply names it. */
  name: string;
  /** How prompts name it (matched against the whole phrase after "like", case-insensitively). */
  names: RegExp;
  /** Its own medium, for "something like Breaking Bad". */
  medium: Medium;
  /** What a medium without picks draws from. */
  genres: readonly string[];
  picks: Partial<Record<Medium, readonly string[]>>;
  itself: RegExp;
}

const like = (name: string, names: string, medium: Medium, genres: string, picks: Partial<Record<Medium, readonly string[]>>, itself = names): Likeness => ({
  name,
  names: new RegExp(String.raw`^(?:the\s+)?(?:${names})$`, "i"),
  medium,
  genres: genres.split(" "),
  picks,
  itself: new RegExp(String.raw`\b(?:${itself})\b`, "i"),
});

export const LIKENESSES: readonly Likeness[] = [
  like("Harry Potter", String.raw`harry\s+potter(?:\s+(?:books?|series|novels?|movies?|films?))?`, "book", "fantasy ya", {
    book: ["The Lightning Thief", "Nevermoor: The Trials of Morrigan Crow", "A Wizard of Earthsea", "The Lion, the Witch and the Wardrobe", "Northern Lights", "Six of Crows", "The Hobbit", "The Magicians"],
    movie: ["The Lord of the Rings: The Fellowship of the Ring", "Spirited Away", "Howl's Moving Castle", "The Princess Bride", "Stardust", "Pan's Labyrinth"],
    series: ["Avatar: The Last Airbender", "Wednesday", "The Wheel of Time", "Arcane", "The Good Place"],
  }),
  like("The Lord of the Rings", String.raw`lord\s+of\s+the\s+rings|lotr`, "book", "fantasy", {
    book: ["The Hobbit", "A Game of Thrones", "The Way of Kings", "The Name of the Wind", "A Wizard of Earthsea", "Mistborn: The Final Empire", "The Lion, the Witch and the Wardrobe"],
    movie: ["Star Wars", "Harry Potter and the Prisoner of Azkaban", "Pan's Labyrinth", "The Princess Bride", "Stardust", "Dune"],
    series: ["Game of Thrones", "House of the Dragon", "The Wheel of Time", "The Witcher", "Vikings"],
    game: ["The Elder Scrolls V: Skyrim", "Elden Ring", "The Witcher 3: Wild Hunt", "Baldur's Gate 3"],
  }, String.raw`lord\s+of\s+the\s+rings|fellowship\s+of\s+the\s+ring`),
  like("The Hobbit", String.raw`hobbit`, "book", "fantasy", {
    book: ["The Lion, the Witch and the Wardrobe", "A Wizard of Earthsea", "The Lord of the Rings", "The Name of the Wind", "The Lightning Thief", "Mistborn: The Final Empire"],
  }),
  like("Dune", String.raw`dune`, "book", "scifi", {
    book: ["Foundation", "Hyperion", "The Left Hand of Darkness", "Leviathan Wakes", "The Three-Body Problem", "Children of Time", "Red Rising"],
    movie: ["Blade Runner 2049", "Arrival", "Star Wars", "2001: A Space Odyssey", "Mad Max: Fury Road", "Interstellar"],
    series: ["The Expanse", "Game of Thrones", "House of the Dragon", "Westworld"],
  }),
  like("The Hunger Games", String.raw`hunger\s+games`, "book", "dystopian", {
    book: ["Divergent", "The Maze Runner", "Red Rising", "The Giver", "Ender's Game", "Six of Crows"],
    movie: ["Children of Men", "Edge of Tomorrow", "Mad Max: Fury Road", "Minority Report"],
    series: ["Squid Game", "Black Mirror", "The Boys"],
  }),
  like("Nineteen Eighty-Four", String.raw`1984|nineteen\s+eighty-four`, "book", "dystopian", {
    book: ["Brave New World", "Fahrenheit 451", "The Handmaid's Tale", "Never Let Me Go", "The Giver", "Station Eleven"],
    series: ["Black Mirror", "Severance", "Squid Game"],
  }),
  like("The Martian", String.raw`martian`, "book", "scifi", {
    book: ["Project Hail Mary", "Children of Time", "Leviathan Wakes", "The Three-Body Problem", "The Hitchhiker's Guide to the Galaxy"],
    movie: ["Interstellar", "Gravity", "Arrival", "Edge of Tomorrow"],
  }),
  like("Project Hail Mary", String.raw`project\s+hail\s+mary`, "book", "scifi", {
    book: ["The Martian", "Children of Time", "The Three-Body Problem", "Leviathan Wakes", "The Hitchhiker's Guide to the Galaxy"],
    movie: ["The Martian", "Interstellar", "Arrival", "Gravity"],
  }),
  like("Gone Girl", String.raw`gone\s+girl`, "book", "thriller mystery", {
    book: ["The Silent Patient", "The Girl with the Dragon Tattoo", "Big Little Lies", "And Then There Were None"],
    movie: ["Prisoners", "Se7en", "Zodiac", "Shutter Island", "The Prestige"],
    series: ["Broadchurch", "True Detective", "Mindhunter"],
  }),
  like("Pride and Prejudice", String.raw`pride\s+(?:and|&)\s+prejudice`, "book", "romance classic", {
    book: ["Jane Eyre", "Outlander", "Normal People", "Beach Read", "The Hating Game"],
    movie: ["Notting Hill", "About Time", "When Harry Met Sally...", "Before Sunrise", "Amélie"],
    series: ["Bridgerton", "Downton Abbey", "Gilmore Girls"],
  }),
  like("The Great Gatsby", String.raw`great\s+gatsby|gatsby`, "book", "classic literary", {
    book: ["The Catcher in the Rye", "Of Mice and Men", "To Kill a Mockingbird", "Never Let Me Go", "One Hundred Years of Solitude"],
  }),
  like("Sapiens", String.raw`sapiens`, "book", "history science nonfiction", {
    book: ["Guns, Germs, and Steel", "A Short History of Nearly Everything", "Thinking, Fast and Slow", "The Selfish Gene", "A Brief History of Time", "The Sixth Extinction"],
    podcast: ["The Rest Is History", "Stuff You Should Know", "Hidden Brain", "Radiolab"],
  }),
  like("Atomic Habits", String.raw`atomic\s+habits`, "book", "selfhelp", {
    book: ["The Power of Habit", "Tiny Habits", "Deep Work", "Mindset", "Essentialism", "Getting Things Done", "The 7 Habits of Highly Effective People"],
    podcast: ["Hidden Brain", "Freakonomics Radio"],
  }),
  like("Inception", String.raw`inception`, "movie", "scifi thriller", {
    movie: ["The Matrix", "The Prestige", "Memento", "Tenet", "Shutter Island", "Source Code", "Eternal Sunshine of the Spotless Mind", "Dark City"],
    series: ["Dark", "Severance", "Westworld", "Black Mirror"],
  }),
  like("The Matrix", String.raw`matrix`, "movie", "scifi action", {
    movie: ["Inception", "Dark City", "Blade Runner", "Ex Machina", "Minority Report", "Edge of Tomorrow", "Looper"],
    series: ["Westworld", "Black Mirror", "Severance"],
    book: ["Neuromancer"],
  }),
  like("Interstellar", String.raw`interstellar`, "movie", "scifi", {
    movie: ["Arrival", "2001: A Space Odyssey", "Gravity", "The Martian", "Inception", "Blade Runner 2049"],
    book: ["Project Hail Mary", "The Martian", "The Three-Body Problem", "Children of Time"],
    series: ["The Expanse", "Dark"],
  }),
  like("Star Wars", String.raw`star\s+wars`, "movie", "scifi fantasy action", {
    movie: ["Dune", "Raiders of the Lost Ark", "The Lord of the Rings: The Fellowship of the Ring", "The Matrix", "Blade Runner"],
    series: ["The Expanse", "Firefly", "Avatar: The Last Airbender"],
    book: ["Dune", "Foundation", "Red Rising", "Ender's Game"],
  }, String.raw`star\s+wars|mandalorian`),
  like("Breaking Bad", String.raw`breaking\s+bad`, "series", "crime drama", {
    series: ["Better Call Saul", "Ozark", "The Sopranos", "The Wire", "Fargo", "Narcos", "Peaky Blinders", "Succession"],
    movie: ["No Country for Old Men", "The Godfather", "Heat", "The Departed", "Goodfellas"],
  }),
  like("The Office", String.raw`office(?:\s+\(?(?:us|uk)\)?)?`, "series", "comedy", {
    series: ["Parks and Recreation", "Brooklyn Nine-Nine", "Abbott Elementary", "Schitt's Creek", "Modern Family", "Community", "The Good Place", "Arrested Development"],
  }, String.raw`the\s+office`),
  like("Friends", String.raw`friends`, "series", "comedy", {
    series: ["How I Met Your Mother", "New Girl", "Seinfeld", "Brooklyn Nine-Nine", "Gilmore Girls", "Schitt's Creek", "The Office"],
  }),
  like("Parks and Recreation", String.raw`parks\s+and\s+rec(?:reation)?`, "series", "comedy", {
    series: ["The Office", "Brooklyn Nine-Nine", "Abbott Elementary", "The Good Place", "Schitt's Creek", "Community"],
  }, String.raw`parks\s+and\s+rec(?:reation)?`),
  like("Ted Lasso", String.raw`ted\s+lasso`, "series", "comedy feelgood", {
    series: ["Schitt's Creek", "Abbott Elementary", "Parks and Recreation", "The Good Place", "Brooklyn Nine-Nine"],
  }),
  like("Stranger Things", String.raw`stranger\s+things`, "series", "scifi horror", {
    series: ["Dark", "The X-Files", "Wednesday", "The Haunting of Hill House", "Twin Peaks", "Lost"],
    movie: ["Alien", "A Quiet Place", "Get Out"],
  }),
  like("Game of Thrones", String.raw`game\s+of\s+thrones|got`, "series", "fantasy", {
    series: ["House of the Dragon", "The Witcher", "Vikings", "The Last Kingdom", "The Wheel of Time", "Shōgun", "Succession"],
    book: ["The Way of Kings", "The Name of the Wind", "The Lies of Locke Lamora", "Mistborn: The Final Empire", "Wolf Hall", "The Pillars of the Earth"],
    game: ["The Witcher 3: Wild Hunt", "Elden Ring", "The Elder Scrolls V: Skyrim", "Baldur's Gate 3"],
  }, String.raw`game\s+of\s+thrones`),
  like("The Witcher", String.raw`witcher(?:\s+3)?`, "series", "fantasy", {
    series: ["Game of Thrones", "The Wheel of Time", "House of the Dragon", "Vikings"],
    game: ["Elden Ring", "The Elder Scrolls V: Skyrim", "Baldur's Gate 3", "Red Dead Redemption 2", "Dark Souls"],
  }, String.raw`witcher`),
  like("Succession", String.raw`succession`, "series", "drama", {
    series: ["Mad Men", "The Sopranos", "Arrested Development", "The Crown", "Better Call Saul", "Game of Thrones"],
  }),
  like("Black Mirror", String.raw`black\s+mirror`, "series", "scifi dystopian", {
    series: ["Severance", "Westworld", "Dark", "The X-Files", "Squid Game"],
    movie: ["Ex Machina", "Minority Report", "Eternal Sunshine of the Spotless Mind"],
    book: ["Never Let Me Go", "Nineteen Eighty-Four", "Brave New World"],
  }),
  like("Sherlock", String.raw`sherlock(?:\s+holmes)?`, "series", "mystery", {
    series: ["Broadchurch", "Only Murders in the Building", "True Detective", "Wednesday"],
    book: ["And Then There Were None", "The Thursday Murder Club", "The Girl with the Dragon Tattoo"],
  }, String.raw`sherlock|baskervilles`),
  like("Serial", String.raw`serial(?:\s+podcast)?`, "podcast", "truecrime", {
    podcast: ["S-Town", "In the Dark", "Criminal", "Dirty John", "This American Life"],
  }),
  like("My Favorite Murder", String.raw`my\s+favou?rite\s+murder`, "podcast", "truecrime", {
    podcast: ["Crime Junkie", "Criminal", "Serial", "In the Dark", "Dirty John"],
  }),
  like("Stardew Valley", String.raw`stardew(?:\s+valley)?`, "game", "cozy", {
    game: ["Animal Crossing: New Horizons", "Spiritfarer", "A Short Hike", "Unpacking", "Minecraft"],
  }),
  like("Breath of the Wild", String.raw`(?:the\s+legend\s+of\s+)?zelda(?::?\s+breath\s+of\s+the\s+wild)?|breath\s+of\s+the\s+wild|botw`, "game", "openworld", {
    game: ["Elden Ring", "The Elder Scrolls V: Skyrim", "The Witcher 3: Wild Hunt", "Ghost of Tsushima", "Outer Wilds", "Hollow Knight"],
  }, String.raw`zelda|breath\s+of\s+the\s+wild`),
  like("Elden Ring", String.raw`elden\s+ring`, "game", "rpg", {
    game: ["Dark Souls", "Hollow Knight", "The Legend of Zelda: Breath of the Wild", "The Witcher 3: Wild Hunt", "The Elder Scrolls V: Skyrim"],
  }),
  like("Minecraft", String.raw`minecraft`, "game", "openworld cozy", {
    game: ["Stardew Valley", "Factorio", "Subnautica", "Animal Crossing: New Horizons", "Cities: Skylines"],
  }),
  like("Taylor Swift", String.raw`taylor\s+swift`, "album", "pop folk", {
    album: ["Golden Hour", "21", "Blue", "Future Nostalgia", "Rumours"],
  }),
  like("Radiohead", String.raw`radiohead`, "album", "rock indie", {
    album: ["Is This It", "Ágætis byrjun", "Currents", "The Dark Side of the Moon", "For Emma, Forever Ago"],
  }),
  like("Daft Punk", String.raw`daft\s+punk`, "album", "electronic", {
    album: ["Moon Safari", "Currents", "Selected Ambient Works 85–92", "Future Nostalgia"],
  }),
  like("The Beatles", String.raw`beatles`, "album", "rock classic", {
    album: ["Rumours", "Led Zeppelin IV", "The Dark Side of the Moon", "Graceland", "Blue"],
  }),
];
