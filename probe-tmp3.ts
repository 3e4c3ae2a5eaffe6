import { seededRandom } from "./mocks/data/random.ts";
import { knownReply } from "./mocks/chat/known-replies.ts";
import { composeReply } from "./mocks/chat/reply.ts";
const u = (content: string) => ({ role: "user", content });
for (const p of [
  "Summarize this: The conversation between the two leaders lasted three hours. They agreed on trade terms.",
  "Write a blog post about hashtags: why they matter for small businesses and how to pick them well",
  "What are HTML meta tags?",
  "Extract the keywords from this paragraph:\nKubernetes orchestrates containers across a cluster of machines, scheduling workloads and restarting failed pods.",
  "Please generate a concise, 5-word-or-less title for the conversation, using its same language, with no punctuation. Apply title case conventions appropriate for the language. Never directly mention the language name or the word \"title\"\n\n||>User:\n\"What are the advantages of using Next.js?\"\n||>Response:\n\"Next.js offers server rendering.\"\n\n||>Title:",
  "What language should I learn first?",
  "Translate 'good morning' to French",
  "Give me 3 title ideas for a blog post about remote work",
]) console.log(`== ${p.slice(0, 60)}\n${composeReply([u(p)], seededRandom(1), knownReply)}`);
