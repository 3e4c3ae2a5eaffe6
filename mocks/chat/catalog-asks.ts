/**
 * Whether an ask looks for goods a shop's catalog holds: "Find wireless headphones", "Show me
 * laptops under $1000", "Do you have running shoes in size 10?" ask `search_products`, though
 * no word of them is the tool's ("products", "catalog"). A model knows headphones are products;
 * the mock knows the goods shop demos sell most, and a price or size the ask gives; "Buy the
 * blue sneakers" asks `add_to_cart` (or the search, when the cart needs a product's id). Read
 * only for a tool that searches a catalog or fills a cart, so other requests never look here.
 */
import { stem, type Ask, type ToolAction } from "./tool-asks.ts";

/** What a catalog search's name or description calls what it searches (stems, as tool actions hold them). */
const CATALOG_OBJECTS: ReadonlySet<string> = new Set(["product", "catalog", "catalogue", "inventory", "merchandise", "shop", "store", "good", "listing"].map((word) => stem(word)));

/**
 * Goods shop demos sell, stemmed as ask objects are ("running shoes" → "run", "shoe"). Kept to
 * things no other tool is likely named for.
 */
const GOODS: ReadonlySet<string> = new Set(
  (
    "headphones earbuds earphones speaker laptop notebook computer desktop monitor keyboard mouse tablet phone smartphone charger cable camera lens tv television " +
    "watch smartwatch shoes sneakers boots sandals shirt jeans pants shorts dress skirt jacket coat hoodie sweater socks hat cap gloves scarf belt " +
    "bag backpack wallet purse sunglasses jewelry necklace bracelet earrings perfume makeup lipstick shampoo " +
    "chair desk sofa couch lamp mattress pillow blanket rug mug bottle pan knife blender toaster kettle vacuum " +
    "toy lego puzzle bike bicycle helmet tent racket dumbbell"
  )
    .split(" ")
    .map((word) => stem(word)),
);

/** Words of an ask that shop for what it names: a price or size to fit ("under $1000", "in size 10"). */
const SHOPPING: ReadonlySet<string> = new Set(["price", "priced", "size", "cheap", "cheapest", "stock", "sale", "brand"]);

/** Whether a tool searches or lists a shop's catalog (`search_products`, "Search the product catalog"). */
export function searchesCatalog(action: ToolAction): boolean {
  return (action.kinds.includes("get") || action.kinds.includes("search")) && [...action.objects].some((word) => CATALOG_OBJECTS.has(word));
}

/** What a cart-filling tool puts things in (`add_to_cart`, "Add a product to the basket"). */
const CART_OBJECTS: ReadonlySet<string> = new Set(["cart", "basket", "bag", "trolley"]);

/** Whether a tool puts a product in a cart: "Buy the blue sneakers" asks it as "Add … to my cart" does. */
export function fillsCart(action: ToolAction): boolean {
  return action.kinds.includes("add") && [...action.objects].some((word) => CART_OBJECTS.has(word));
}

/** Whether an ask of the get or search kind looks for goods: it names some, or a price or size to fit. */
export function asksForGoods(ask: Ask): boolean {
  for (const word of ask.objects) if (GOODS.has(word) || SHOPPING.has(word)) return true;
  return false;
}
