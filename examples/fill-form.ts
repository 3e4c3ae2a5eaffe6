/**
 * A form filled from a schema: the model answers with JSON that fits the zod schema, and the
 * SDK parses it. Against the mock the document is generated from the schema, the same for the
 * same request, so a form test sees stable, valid values.
 */
import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";

export const Signup = z.object({
  name: z.string(),
  email: z.email(),
  age: z.number().int().min(18).max(99),
  plan: z.enum(["free", "pro", "team"]),
  newsletter: z.boolean(),
});

/** Asks the model to fill the signup form from a description; resolves with the parsed form. */
export async function fillSignup(gateway: { baseUrl: string; apiKey: string }, description: string) {
  const openai = new OpenAI({ baseURL: `${gateway.baseUrl}/client/v2/ai`, apiKey: gateway.apiKey });
  const completion = await openai.chat.completions.parse({
    model: "gpt-4o-mini",
    messages: [
      { role: "system", content: "Fill in the signup form from the user's description." },
      { role: "user", content: description },
    ],
    response_format: zodResponseFormat(Signup, "signup"),
  });
  const form = completion.choices[0]?.message.parsed;
  if (!form) throw new Error(`no form: ${completion.choices[0]?.finish_reason}`);
  return form;
}
