/**
 * Replies about an image the user sent (an `image_url` content part, as vision chats send
 * them). The mock does not look at the image: it describes what the image's file name says
 * ("…/golden-retriever.jpg" → "a golden retriever"), else a scene drawn from the request's seed,
 * so a vision UI shows a description, not prose about the word "image".
 */
import type { Random } from "../data/random.ts";
import { capitalized } from "./reply.ts";

/** Words of file names that say nothing about what is in the picture. */
const NOISE = new Set(
  "image images img photo photos picture pictures pic pics file upload uploads download original final copy large small medium thumb thumbnail hd hq full size resized edited new old cropped default untitled scaled".split(" "),
);

const SCENES = [
  "a wooden desk by a window, with a laptop, an open notebook and a cup of coffee",
  "a city street at dusk, with lit shop windows and a few people walking",
  "a mountain lake on a clear morning, with pine trees along the shore",
  "a kitchen counter with fresh vegetables, a cutting board and a knife",
  "a small dog sitting on a sofa and looking toward the camera",
  "a whiteboard covered in diagrams and sticky notes",
];

const SETTINGS = [
  "in the centre of the frame, in soft natural light",
  "against a plain, light background",
  "photographed from slightly above, in sharp focus",
  "in the foreground, with a softly blurred background",
];

const CLOSINGS = [
  "The colours are muted and the composition is simple, so the main subject stands out.",
  "Nothing else in the frame competes for attention.",
  "The photo looks recent and well exposed, with no visible text.",
];

/** What the image's address names, as a noun phrase with its article ("a golden retriever"), if anything. */
function namedSubject(url: string): string | undefined {
  if (url.startsWith("data:")) return undefined;
  const file = url.split(/[?#]/)[0]!.split("/").pop() ?? "";
  const words = decodeURIComponentSafe(file.replace(/\.[a-z0-9]{2,5}$/i, ""))
    .split(/[^\p{L}]+/u)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3 && !NOISE.has(word));
  if (words.length === 0) return undefined;
  const phrase = words.slice(0, 3).join(" ");
  return `${/^[aeiou]/.test(phrase) ? "an" : "a"} ${phrase}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A description of the image at `url`, shaped by what the prompt asks: a caption is one line,
 * anything else a few sentences.
 * @example imageReply("What is in this image?", "https://example.com/cat.png", seededRandom(1)) // "The image shows a cat …"
 */
export function imageReply(prompt: string, url: string, random: Random): string {
  const subject = namedSubject(url);
  const scene = subject ? `${subject} ${random.pick(SETTINGS)}` : random.pick(SCENES);
  if (/\b(caption|title|alt[- ]?text)\b/i.test(prompt)) return capitalized(scene.replace(/,.*$/, "")) + ".";
  return `The image shows ${scene}. ${random.pick(CLOSINGS)}`;
}
