/** A small client for record/replay tests: JSON calls and whole streams over fetch. */
import { createParser } from "eventsource-parser";

export const KEY = "sk-mock-default";

export interface Answer {
  status: number;
  contentType: string;
  body: any;
  /** Parsed `data:` payloads of a stream (JSON where it parses). */
  events: any[];
}

export async function call(base: string, method: string, path: string, options: { body?: unknown; key?: string | null } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.key !== null) headers.authorization = `Bearer ${options.key ?? KEY}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const contentType = response.headers.get("content-type") ?? "";
  const text = await response.text();
  const events: any[] = [];
  if (contentType.startsWith("text/event-stream")) {
    createParser({ onEvent: (e) => events.push(e.data === "[DONE]" ? e.data : JSON.parse(e.data)) }).feed(text);
    return { status: response.status, contentType, body: undefined, events };
  }
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, contentType, body, events };
}
