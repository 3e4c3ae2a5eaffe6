/**
 * Slogans for the businesses people ask about most: a coffee shop, a bakery, a gym, a restaurant,
 * a pizzeria, a bookstore, a florist, a pet shop, a cleaning service, a hair salon, a fitness app,
 * an ice cream shop. A copywriter's slogan says what the place gives its customers ("Your daily
 * dose of happiness") rather than its kind with a stock phrase around it ("Think coffee shop.
 * Think simple."). Any other subject keeps writing-tasks.ts's templates.
 */

const SLOGANS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\b(?:coffee|café|cafe|espresso|coffeehouse)\b/i, ["Your daily dose of happiness", "Brewed with love, served with a smile", "Great coffee, good company", "Life happens, coffee helps", "Wake up and smell the good stuff", "Every cup, made for you"]],
  [/\b(?:bakery|bakeries|patisserie|bake\s?shop|bread)\b/i, ["Baked fresh, every morning", "Life is short, eat the croissant", "Rise and shine with us", "Made from scratch, made with love", "Good things come from our oven", "Where every crumb counts"]],
  [/\b(?:gym|gyms|fitness\s+(?:studio|center|centre|club)|crossfit|training\s+studio)\b/i, ["Stronger every day", "Sweat now, shine later", "Your best self starts here", "No excuses, just results", "Train hard, feel amazing", "Where strong happens"]],
  [/\b(?:fitness|workout|exercise)\s+app\b/i, ["Your coach in your pocket", "Fit your workout into your life", "Move more, every day", "Small steps, big results", "Train anywhere, anytime", "Your goals, your pace"]],
  [/\b(?:pizza|pizzeria)\b/i, ["A slice of happiness", "Hot, fresh and made for sharing", "Life's better with pizza", "Stretch your appetite", "From our oven to your table", "Every slice tells a story"]],
  [/\b(?:restaurant|bistro|diner|eatery|kitchen|grill)\b/i, ["Good food, good mood", "Come hungry, leave happy", "Where every meal feels like home", "Fresh flavours, warm welcomes", "Made fresh, served with love", "A table for every story"]],
  [/\b(?:book\s?store|book\s?shop|bookstore|library)\b/i, ["Find your next great story", "Where stories find their readers", "Turn the page with us", "Get lost in a good book", "Every book a new adventure", "Read more, live more"]],
  [/\b(?:florist|flower\s+shop|flowers?)\b/i, ["Say it with flowers", "Fresh blooms, every day", "Petals for every moment", "Bringing nature to your door", "Little blooms, big smiles", "Where every bouquet tells a story"]],
  [/\b(?:pet\s+(?:shop|store|grooming|care|sitting)|dog\s+(?:grooming|walking|daycare)|groomer|vet|veterinary)\b/i, ["Happy pets, happy people", "Because they're family", "Tails wag here", "Care your pet can feel", "Pampered paws, every time", "Love on a leash"]],
  [/\b(?:cleaning|cleaners|maid\s+service|janitorial)\b/i, ["We clean, you relax", "Spotless, every time", "Come home to clean", "Leave the mess to us", "Fresh spaces, happy faces", "The clean you can count on"]],
  [/\b(?:hair\s+salon|salon|barber(?:shop)?|hairdresser|beauty\s+studio)\b/i, ["Look good, feel great", "Your style, our passion", "Great hair days start here", "Where confidence is styled", "Cut above the rest", "Leave looking like you, only better"]],
  [/\b(?:ice\s+cream|gelato|frozen\s+yogurt|creamery)\b/i, ["Life is sweet, have a scoop", "Scoops of happiness", "Chill out with us", "Every scoop, a little joy", "Made for sunny days (and all the others)", "Happiness, by the cone"]],
];

/**
 * The written slogans for what a prompt names ("a coffee shop", "my bakery"), or undefined for a
 * subject none is written for.
 * @example slogansFor("coffee shop")?.[0] // "Your daily dose of happiness"
 */
export function slogansFor(subject: string): readonly string[] | undefined {
  return SLOGANS.find(([cue]) => cue.test(subject))?.[1];
}
