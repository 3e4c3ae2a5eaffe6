import { describe, expect, it } from "vitest";
import { validateSchema } from "../../spec/validators.ts";
import { validateRequestBody } from "../../spec/operations.ts";
import { chatMutations } from "../cases/createChatCompletion.ts";
import { generationMutations, INPUT_SCHEMAS } from "../cases/createGeneration.ts";
import { userQueryMutations } from "../cases/listUsers.ts";
import { ocrMutations } from "../cases/recognizeImageText.ts";
import { loadConfig, MOCK_MODELS } from "../config.ts";
import { generateValid } from "./generate.ts";
import { makePng, OCR_LIMIT_BYTES, pngBase64OfSize, smallPngBase64 } from "./images.ts";

describe("images", () => {
  it("builds a PNG of exactly the size asked for, signature and IHDR intact", () => {
    for (const size of [OCR_LIMIT_BYTES, OCR_LIMIT_BYTES + 1]) {
      const png = Buffer.from(pngBase64OfSize(size), "base64");
      expect(png.length).toBe(size);
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
      expect(png.readUInt32BE(16)).toBe(16);
    }
    expect(Buffer.from(smallPngBase64(), "base64").readUInt32BE(16)).toBe(96);
    expect(makePng(4, 4).subarray(-8, -4).toString("latin1")).toBe("IEND");
  });
});

describe("generated bodies", () => {
  it("are valid for the spec and reproducible from their seed", async () => {
    const make = (seed: number) =>
      generateValid<Record<string, unknown>>("ChatCompletionRequest", seed, (b) => ({ ...b, model: "gpt-4o-mini" }), (b) => validateRequestBody("createChatCompletion", b));
    const a = await make(7);
    expect(validateRequestBody("createChatCompletion", a)).toEqual([]);
    expect(await make(7)).toEqual(a);
    expect(await make(8)).not.toEqual(a);
  });
});

describe("mutated bodies", () => {
  it("each break the spec, with the provenance of what they break", () => {
    const chat = chatMutations("gpt-4o-mini");
    expect(chat.length).toBeGreaterThan(20);
    for (const m of chat) expect(validateRequestBody("createChatCompletion", m.body), m.description).not.toEqual([]);
    expect(chat.find((m) => m.description.startsWith("temperature:") && m.description.includes("above maximum"))?.provenance).toBe("seed");
    expect(chat.find((m) => m.description.startsWith("max_tokens:") && m.description.includes("below minimum"))?.provenance).toBe("designed");
    expect(chat.find((m) => m.description === "model: required, dropped")?.provenance).toBe("seed");
    expect(chat.find((m) => m.description.startsWith("messages[0].role:") && m.description.includes("enum"))).toBeDefined();
  });

  it("break a modality's input schema on the unified endpoint, where one schema cannot tell", () => {
    const mutations = generationMutations(MOCK_MODELS, loadConfig({}));
    const widths = mutations.filter((m) => m.modality === "image" && m.description.startsWith("input.width:"));
    expect(widths.map((m) => m.provenance).sort()).toEqual(["designed", "designed", "seed"]);
    for (const m of mutations.filter((m) => m.modality !== "llm")) {
      const input = (m.body as { input?: unknown }).input;
      expect(validateSchema(INPUT_SCHEMAS[m.modality as keyof typeof INPUT_SCHEMAS], input), m.description).not.toEqual([]);
    }
  });

  it("cover the OCR request and the users query", () => {
    expect(ocrMutations().map((m) => m.description)).toContain("image_base64 and image_url: both absent");
    expect(ocrMutations().find((m) => m.description.startsWith("half_to_full:"))?.provenance).toBe("seed");
    const users = userQueryMutations().map((m) => m.description);
    expect(users).toEqual(expect.arrayContaining([expect.stringMatching(/^page_size=0 /), expect.stringMatching(/^page_size=101 /), expect.stringMatching(/^page=wrong-type /)]));
  });
});
