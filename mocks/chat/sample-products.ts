/**
 * Products a model makes up for a shop's sample data ("Create sample products for my store"):
 * a name a shop would list, its category and a price that goes with it, for the kinds of shop
 * demos describe most, and a general store for any other. Read by coherent-records.ts, which
 * loads with the first structured document.
 */

/** One product of a sample catalogue. */
export interface SampleProduct {
  readonly name: string;
  readonly category: string;
  readonly price: number;
}

type Row = readonly [name: string, category: string, price: number];

/** Shops by the words of a prompt that describe them, first match wins; the last is any shop. */
const SHOPS: readonly (readonly [RegExp, readonly Row[]])[] = [
  [
    /\b(?:coffee|caf[eé]|espresso|bakery|tea shop)\b/,
    [
      ["House Blend Coffee Beans (1 lb)", "Coffee", 14.99],
      ["Ceramic Pour-Over Dripper", "Brewing", 24.99],
      ["Oat Milk Latte", "Drinks", 5.49],
      ["Butter Croissant", "Bakery", 3.75],
      ["Insulated Travel Mug", "Accessories", 19.99],
      ["Cold Brew Concentrate", "Coffee", 11.99],
    ],
  ],
  [
    /\b(?:books?|bookstore|bookshop|library|novels?)\b/,
    [
      ["The Midnight Library", "Fiction", 16.99],
      ["Atomic Habits", "Self-Help", 18.99],
      ["Sapiens: A Brief History of Humankind", "History", 22.99],
      ["Project Hail Mary", "Science Fiction", 17.99],
      ["The Joy of Cooking", "Cooking", 29.99],
      ["Where the Crawdads Sing", "Fiction", 14.99],
    ],
  ],
  [
    /\b(?:cloth(?:es|ing)?|apparel|fashion|boutique|shirts?|shoes|wear)\b/,
    [
      ["Classic Cotton T-Shirt", "Tops", 19.99],
      ["Slim Fit Denim Jeans", "Bottoms", 49.99],
      ["Wool Blend Overcoat", "Outerwear", 129.99],
      ["Canvas Low-Top Sneakers", "Shoes", 59.99],
      ["Merino Crew Neck Sweater", "Knitwear", 79.99],
      ["Leather Belt", "Accessories", 29.99],
    ],
  ],
  [
    /\b(?:electronics?|tech|gadgets?|computers?|phones?|gaming)\b/,
    [
      ["Wireless Noise-Cancelling Headphones", "Audio", 199.99],
      ["USB-C Fast Charger (65W)", "Accessories", 39.99],
      ["Mechanical Keyboard", "Computer Accessories", 89.99],
      ["4K Streaming Stick", "TV & Video", 49.99],
      ["Smart Fitness Watch", "Wearables", 149.99],
      ["Portable Bluetooth Speaker", "Audio", 59.99],
    ],
  ],
  [
    /(?:)/,
    [
      ["Wireless Bluetooth Earbuds", "Electronics", 59.99],
      ["Stainless Steel Water Bottle", "Kitchen", 24.99],
      ["Organic Cotton T-Shirt", "Clothing", 19.99],
      ["Ceramic Coffee Mug", "Kitchen", 12.99],
      ["LED Desk Lamp", "Home & Office", 34.99],
      ["Yoga Mat", "Sports & Outdoors", 29.99],
      ["Leather Wallet", "Accessories", 39.99],
      ["Scented Soy Candle", "Home Decor", 18.99],
    ],
  ],
];

const CATALOGUES: readonly (readonly [RegExp, readonly SampleProduct[]])[] = SHOPS.map(([cue, rows]) => [cue, rows.map(([name, category, price]) => ({ name, category, price }))]);

/**
 * The catalogue of the shop `lowerText` (a prompt in lowercase) describes.
 * @example productsFor("sample products for my coffee shop")[0] // { name: "House Blend Coffee Beans (1 lb)", category: "Coffee", price: 14.99 }
 */
export function productsFor(lowerText: string): readonly SampleProduct[] {
  return CATALOGUES.find(([cue]) => cue.test(lowerText))![1];
}
