/**
 * What a request for one of OpenAI's endpoints that this gateway does not serve was meant for.
 *
 * The gateway serves one part of OpenAI's API, Chat Completions (seed §1), at its base
 * `/client/v2/ai`. OpenAI's SDKs and the tools built on them also call other endpoints: a model
 * list when they connect, the Responses API, embeddings, images, speech. The nearest path by
 * spelling is the wrong answer for those ("GET /models: did you mean POST /generations?"), so
 * their 404 says what the gateway offers instead. Everything here reads the served paths from the
 * operation table; nothing copies them.
 */

/** What to say about one of OpenAI's resources; `base` is the gateway's OpenAI base path. */
type Hint = (base: string) => string;

const CHAT_INSTEAD: Hint = (base) => `Of OpenAI's API the gateway serves Chat Completions only: POST ${base}/chat/completions.`;
/** Images and speech go through the unified endpoint, the kind of model in `model` choosing what it makes (seed §1). */
const GENERATION = (what: string, model: string): Hint => (base) =>
  `The gateway makes ${what} through POST ${base}/generations with ${model} model in \`model\` (the models: GET /__mock/catalog).`;

/** OpenAI's resources, by the first segment (or two) of the path after the base. */
const HINTS = new Map<string, Hint>([
  // The root or the base itself: what a browser pointed at the base URL (or the banner's address) asks for.
  ["", (base) => `The gateway serves no page here: an OpenAI client's base URL is ${base}, and a chat is POST ${base}/chat/completions.`],
  ["models", () => "The gateway has no model list (OpenAI's GET /models); the mock lists its models at GET /__mock/catalog and when it starts."],
  // The AI SDK's OpenAI provider calls the Responses API by default (`openai("gpt-4o")`): its
  // users see only this message, so it names their one-word fix.
  [
    "responses",
    (base) =>
      `The gateway does not serve OpenAI's Responses API. ${CHAT_INSTEAD(base)} With the AI SDK, use the provider's chat model: createOpenAI({ baseURL }).chat("gpt-4o-mini"), not openai("gpt-4o-mini").`,
  ],
  ["completions", (base) => `The gateway does not serve OpenAI's legacy Completions API. ${CHAT_INSTEAD(base)}`],
  ["embeddings", (base) => `The gateway has no embeddings endpoint. ${CHAT_INSTEAD(base)}`],
  ["images", GENERATION("images", "an image")],
  ["audio/speech", GENERATION("speech", "a text-to-speech")],
  ["audio/transcriptions", GENERATION("transcriptions", "a speech-to-text")],
  ["audio/translations", GENERATION("transcriptions", "a speech-to-text")],
  ...["moderations", "files", "uploads", "batches", "assistants", "threads", "vector_stores", "fine_tuning", "realtime", "containers", "evals"].map(
    (name): [string, Hint] => [name, (base) => `The gateway has no OpenAI /${name} endpoint. ${CHAT_INSTEAD(base)}`],
  ),
]);

/** OpenAI's own prefix, which clients configured for api.openai.com keep in their base URL. */
const OPENAI_PREFIX = "/v1";

/** The served paths' common OpenAI base: the chat completion path without its `/chat/completions`. */
export function openaiBase(servedPaths: Iterable<string>): string | undefined {
  for (const path of servedPaths) {
    if (path.endsWith("/chat/completions")) return path.slice(0, -"/chat/completions".length);
  }
  return undefined;
}

/**
 * The sentence a 404 of `path` should carry instead of a nearest path, or undefined when the path
 * is not one of OpenAI's endpoints (under the gateway's base, under `/v1`, or at the root).
 *
 * @example notServedHint("/client/v2/ai/models", served) // "The gateway has no model list …"
 */
export function notServedHint(path: string, servedPaths: Iterable<string>): string | undefined {
  const base = openaiBase(servedPaths);
  if (base === undefined) return undefined;
  let rest = path === base ? "/" : path.startsWith(`${base}/`) ? path.slice(base.length) : path;
  if (rest.startsWith(`${OPENAI_PREFIX}/`)) rest = rest.slice(OPENAI_PREFIX.length);
  const [first = "", second = ""] = rest.slice(1).split("/");
  const hint = HINTS.get(`${first}/${second}`) ?? HINTS.get(first);
  return hint?.(base);
}

/**
 * A sentence for a served path asked under the wrong base (`/v1/chat/completions`,
 * `/chat/completions`, `/client/v2/ai/v1/chat/completions`): the client's base URL is what to
 * fix, or undefined when it is not that.
 */
export function wrongBaseHint(path: string, nearestTemplate: string, servedPaths: Iterable<string>): string | undefined {
  const base = openaiBase(servedPaths);
  if (base === undefined || !nearestTemplate.startsWith(`${base}/`)) return undefined;
  const tail = nearestTemplate.slice(base.length);
  if (!path.endsWith(tail) || path.length === nearestTemplate.length) return undefined;
  // The right base with more after it: OpenAI's /v1 kept from a client set up for api.openai.com.
  const extra = path.startsWith(`${base}/`) ? path.slice(base.length, -tail.length) : "";
  return `An OpenAI client's base URL for this gateway ends in ${base}${extra ? `, without ${extra}` : ""}.`;
}
