import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { lastUserImage } from "./completion.ts";
import { imageReply } from "./vision.ts";

const PATH = "/client/v2/ai/chat/completions";
const withImage = (text: string, url: string) => ({
  model: "gpt-4o-mini",
  messages: [{ role: "user", content: [{ type: "text", text }, { type: "image_url", image_url: { url } }] }],
});

describe("replies about an image the user sent", () => {
  it("describes what the image's file name names", () => {
    for (let seed = 0; seed < 5; seed++) {
      expect(imageReply("What is in this image?", "https://example.com/uploads/golden-retriever_large.jpg?w=800", seededRandom(seed))).toMatch(
        /^The image shows a golden retriever [^.]+\. [A-Z][^.]+\.$/,
      );
    }
    expect(imageReply("Describe it", "https://example.com/owl.png", seededRandom(1))).toMatch(/^The image shows an owl /);
  });

  it("describes a scene when the address names nothing (data URLs, camera file names)", () => {
    for (const url of ["data:image/png;base64,iVBORw0KGgo=", "https://example.com/IMG_2043.JPG"]) {
      const text = imageReply("What is in this image?", url, seededRandom(2));
      expect(text).toMatch(/^The image shows (a|an) [a-z]/);
      expect(text).not.toMatch(/img|base64|jpg/i);
    }
  });

  it("answers a request for a caption with one line", () => {
    expect(imageReply("Write a caption for this photo", "https://example.com/beach-sunset.jpg", seededRandom(1))).toMatch(/^A beach sunset [^.]*\.$/);
  });

  it("finds the image of the last user message only", () => {
    const image = { role: "user" as const, content: [{ type: "image_url" as const, image_url: { url: "https://example.com/cat.png" } }] };
    expect(lastUserImage([image])).toBe("https://example.com/cat.png");
    expect(lastUserImage([image, { role: "assistant" as const, content: "A cat." }, { role: "user" as const, content: "Thanks" }])).toBeUndefined();
    expect(lastUserImage([{ role: "user" as const, content: "No image" }])).toBeUndefined();
  });
});

describe("vision through the mock", () => {
  it("answers a message with an image part with a description, unary and streamed alike", async () => {
    const mock = testMock();
    const body = withImage("What's in this image?", "https://example.com/photos/red-bicycle.jpg");
    const unary = await mock.call("POST", PATH, { body });
    const content = unary.body.choices[0].message.content;
    expect(content).toMatch(/^The image shows a red bicycle /);
    const { events } = await mock.readStream(await mock.call("POST", PATH, { body: { ...body, stream: true } }));
    const streamed = events
      .filter((event) => typeof event === "object")
      .map((event) => event.choices[0]?.delta?.content ?? "")
      .join("");
    expect(streamed).toBe(content);
  });

  it("still says exactly what it is told to say", async () => {
    const result = await testMock().call("POST", PATH, { body: withImage("Reply with OK", "https://example.com/cat.png") });
    expect(result.body.choices[0].message.content).toBe("OK");
  });
});
