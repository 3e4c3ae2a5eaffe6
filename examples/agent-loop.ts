/**
 * An agent loop: the model calls a tool, your code runs it, the model answers with the result.
 * openai's runTools does the loop; against the mock the call and its arguments come from the
 * request (a message naming the weather calls get_weather, with the city it mentions).
 */
import OpenAI from "openai";
import { zodFunction } from "openai/helpers/zod";
import { z } from "zod";

const Weather = z.object({ city: z.string(), unit: z.enum(["celsius", "fahrenheit"]) });

export interface Gateway {
  baseUrl: string; // e.g. http://127.0.0.1:4010
  apiKey: string; // e.g. sk-mock-default
}

/** Asks a question with a weather tool; resolves with the final answer and the tool calls made. */
export async function askWithWeather({ baseUrl, apiKey }: Gateway, question: string) {
  const openai = new OpenAI({ baseURL: `${baseUrl}/client/v2/ai`, apiKey });
  const calls: z.infer<typeof Weather>[] = [];
  const runner = openai.chat.completions.runTools({
    model: "gpt-4o-mini",
    messages: [{ role: "user", content: question }],
    tools: [
      zodFunction({
        name: "get_weather",
        description: "Get the current weather for a city",
        parameters: Weather,
        function: (args: z.infer<typeof Weather>) => {
          calls.push(args);
          return { city: args.city, temperature: 21, sky: "sunny" }; // your real lookup here
        },
      }),
    ],
  });
  return { answer: await runner.finalContent(), calls };
}
