/**
 * A product's details read from a text the user gives ("Extract the product details: The Sony
 * WH-1000XM5 headphones cost $399 and come in black and silver."): its `brand` the maker
 * ("Sony"), its `name` the product as named ("Sony WH-1000XM5"), a `model` its code
 * ("WH-1000XM5") and a `category` (`type`) the kind of thing it is ("headphones"), where the
 * faker and the conversation's words gave "The Sony WH-1000XM5" as a brand and "Sony" as a name.
 * Prices, colours and numbers are the values' own (plausible-values.ts). A substring check and
 * a look at the document's keys come before the text is read.
 */
import { entitiesIn, givenText, KNOWN_ORGANIZATIONS } from "./text-entities.ts";
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** Field names, normalised, of each detail. */
const BRAND_KEYS: ReadonlySet<string> = new Set(["brand", "manufacturer", "maker", "brandname", "make", "company", "vendor"]);
const NAME_KEYS: ReadonlySet<string> = new Set(["name", "productname", "product", "title", "fullname"]);
const MODEL_KEYS: ReadonlySet<string> = new Set(["model", "modelname", "modelnumber"]);
const KIND_KEYS: ReadonlySet<string> = new Set(["category", "type", "producttype", "kind", "productcategory"]);
/** Makers known by their product lines, for a product named without its maker ("the iPhone 16"). */
const LINE_MAKERS: readonly [RegExp, string][] = [
  [/^(?:iPhone|iPad|iMac|MacBook|AirPods|Apple Watch|Vision)\b/, "Apple"],
  [/^(?:Pixel|Chromebook)\b/, "Google"],
  [/^Galaxy\b/, "Samsung"],
  [/^(?:Surface|Xbox)\b/, "Microsoft"],
  [/^(?:PlayStation)\b/, "Sony"],
  [/^(?:Kindle|Echo|Alexa)\b/, "Amazon"],
];
/** Words after a product's name that say what it is, not what it does ("headphones cost …"). */
const KIND_AFTER = /^\s+((?:[a-z]+[- ])?(?:headphones|earbuds|speakers?|laptops?|phones?|smartphones?|tablets?|watch(?:es)?|smartwatch|cameras?|monitors?|keyboards?|mouse|vacuums?|blenders?|consoles?|tv|television|printers?|routers?|drones?|shoes|sneakers|jackets?|bikes?|scooters?|e-readers?|chargers?|microphones?|earphones))\b/i;

/**
 * What a text says of the product it names first; undefined when it names none.
 * @example productDetails("The Sony WH-1000XM5 headphones cost $399.") // { brand: "Sony", name: "Sony WH-1000XM5", model: "WH-1000XM5", kind: "headphones" }
 */
export function productDetails(text: string): { brand: string; name: string; model: string; kind: string | undefined } | undefined {
  const product = entitiesIn(text).get("product")?.[0];
  if (product === undefined) return undefined;
  const words = product.split(" ");
  const line = LINE_MAKERS.find(([pattern]) => pattern.test(product));
  const makerFirst = words.length > 1 && (KNOWN_ORGANIZATIONS.has(words[0]!) || (line === undefined && /\d/.test(words.slice(1).join(" "))));
  const brand = makerFirst ? words[0]! : (line?.[1] ?? entitiesIn(text).get("organization")?.[0]);
  if (brand === undefined) return undefined;
  const model = makerFirst ? words.slice(1).join(" ") : product;
  const after = text.slice(text.indexOf(product) + product.length);
  return { brand, name: makerFirst ? product : `${brand} ${product}`, model, kind: KIND_AFTER.exec(after)?.[1]?.toLowerCase() };
}

/**
 * `document` with the product details (`brand`, `name`, `model`, `category`) the prompt's text
 * gives, at the top or in a top-level object; each kept only where `validate` accepts it.
 * @example withProductDetails({ name: "Sony", brand: "The Sony WH-1000XM5" }, "Extract the product details: The Sony WH-1000XM5 headphones cost $399.", check) // { name: "Sony WH-1000XM5", brand: "Sony" }
 */
export function withProductDetails(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const lower = prompt.slice(0, 200).toLowerCase();
  if (!lower.includes("extract") && !lower.includes("parse") && !lower.includes("pull out")) return document;
  const holder = productHolder(document as Json);
  if (holder === undefined) return withProductNamed(document as Json, prompt, validate);
  const details = productDetails(givenText(prompt));
  if (details === undefined) return document;
  const copy = structuredClone(document) as Json;
  const node = holder === "" ? copy : (copy[holder] as Json);
  const keys = Object.keys(node).map((key) => [key, normalisedKey(key)] as const);
  for (const [key, name] of keys) {
    if (typeof node[key] !== "string") continue;
    const value = BRAND_KEYS.has(name) ? details.brand : MODEL_KEYS.has(name) ? details.model : NAME_KEYS.has(name) ? details.name : KIND_KEYS.has(name) ? details.kind : undefined;
    if (value === undefined) continue;
    const before = node[key];
    node[key] = value;
    if (!validate(copy)) node[key] = before;
  }
  return copy;
}

/** Where the product's fields are: "" for the top, else the key of a top-level `product` object; undefined when there is no brand or model field. */
function productHolder(document: Json): string | undefined {
  const isProduct = (node: Json) => Object.keys(node).some((key) => BRAND_KEYS.has(normalisedKey(key)) || MODEL_KEYS.has(normalisedKey(key)));
  if (isProduct(document)) return "";
  for (const [key, value] of Object.entries(document)) if (value !== null && typeof value === "object" && !Array.isArray(value) && isProduct(value as Json)) return key;
  return undefined;
}

/** Keys of the product a text is about, in a record with no brand or model field (a support ticket's `product`). */
const PRODUCT_KEYS: ReadonlySet<string> = new Set(["product", "productname", "affectedproduct", "device"]);

/**
 * A record's `product` (a ticket's, a review's) with no brand or model beside it: the product the
 * text names, as written ("My AirPods Pro won't connect …" → "AirPods Pro"), not the capitalised
 * words the value passes took ("My AirPods Pro").
 */
function withProductNamed(document: Json, prompt: string, validate: (value: unknown) => boolean): Json {
  const key = Object.keys(document).find((name) => PRODUCT_KEYS.has(normalisedKey(name)) && (typeof document[name] === "string" || document[name] === null));
  if (key === undefined) return document;
  const product = entitiesIn(givenText(prompt)).get("product")?.[0];
  if (product === undefined || document[key] === product) return document;
  const copy = { ...document, [key]: product };
  return validate(copy) ? copy : document;
}
