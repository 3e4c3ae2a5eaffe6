/**
 * Streams checked as they arrive. An event stream is read event by event: each event is parsed
 * when it arrives (its time noted), the time to the first event, the largest gap between events
 * and the whole duration are measured against the run's budgets (contract.config.json `stream`),
 * and the termination is noted (finish_reason, [DONE], a usage chunk). A stream that stops
 * sending is cut at its budget and reported, so one stalled stream never hangs the run.
 * The timing lands on the exchange; `streamWithinBudget` judges it, sse.ts parses the text.
 */
import { createParser } from "eventsource-parser";
import type { StreamBudgets } from "./config.ts";

/** What the reader saw of one stream, as it arrived. */
export interface StreamWatch {
  budgets: StreamBudgets;
  /** Events received (data events, [DONE] included). */
  events: number;
  /** From sending the request to the first event; null when none came. */
  ttftMs: number | null;
  /** Largest gap between two consecutive events. */
  maxGapMs: number;
  /** From sending the request to the end of the stream (or the cut). */
  totalMs: number;
  /** Why the reader stopped the stream itself, naming the budget; null when the stream ended. */
  cut: string | null;
  /** Whether a `[DONE]` event arrived, a choice carried a finish_reason, a chunk carried usage. */
  done: boolean;
  finishReason: string | null;
  usage: boolean;
  /** The first event whose data was neither JSON nor [DONE], when it arrived. */
  firstUnparsable: { index: number; atMs: number } | null;
}

/** Which budget bounds the next wait, and until when (ms since the request was sent). */
function nextLimit(watch: StreamWatch, lastEventAt: number | null): { at: number; why: string } {
  const { ttftMs, maxGapMs, totalMs } = watch.budgets;
  const total = { at: totalMs, why: `the stream ran past ${totalMs} ms (stream.totalMs)` };
  const step =
    lastEventAt === null
      ? { at: ttftMs, why: `no first event within ${ttftMs} ms (stream.ttftMs)` }
      : { at: lastEventAt + maxGapMs, why: `no event for ${maxGapMs} ms after event ${watch.events} (stream.maxGapMs)` };
  return step.at < total.at ? step : total;
}

function noteEvent(watch: StreamWatch, data: string, atMs: number): void {
  if (data === "[DONE]") {
    watch.done = true;
    return;
  }
  try {
    const chunk = JSON.parse(data) as { choices?: { finish_reason?: unknown }[]; usage?: unknown };
    for (const choice of chunk?.choices ?? []) if (typeof choice?.finish_reason === "string") watch.finishReason = choice.finish_reason;
    if (chunk?.usage !== undefined && chunk.usage !== null) watch.usage = true;
  } catch {
    watch.firstUnparsable ??= { index: watch.events - 1, atMs };
  }
}

/**
 * Reads an event stream body under the budgets; `sentAt` is when the request was sent
 * (performance.now()). Returns the text received, a transport error if one ended it, and the watch.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, sentAt: number, budgets: StreamBudgets, describe: (cause: unknown) => string, maxBytes = Number.POSITIVE_INFINITY): Promise<{ text: string; error: string | null; tooLarge: boolean; watch: StreamWatch }> {
  const watch: StreamWatch = { budgets, events: 0, ttftMs: null, maxGapMs: 0, totalMs: 0, cut: null, done: false, finishReason: null, usage: false, firstUnparsable: null };
  let lastEventAt: number | null = null;
  const parser = createParser({
    onEvent: (event) => {
      const at = performance.now() - sentAt;
      watch.events++;
      if (lastEventAt === null) watch.ttftMs = Math.round(at);
      else watch.maxGapMs = Math.max(watch.maxGapMs, Math.round(at - lastEventAt));
      lastEventAt = at;
      noteEvent(watch, event.data, Math.round(at));
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  let error: string | null = null;
  let tooLarge = false;
  try {
    for (;;) {
      const limit = nextLimit(watch, lastEventAt);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const expired = new Promise<"expired">((resolve) => {
        timer = setTimeout(() => resolve("expired"), Math.max(0, limit.at - (performance.now() - sentAt)));
      });
      const next = await Promise.race([reader.read(), expired]);
      clearTimeout(timer);
      if (next === "expired") {
        watch.cut = limit.why;
        await reader.cancel(limit.why).catch(() => undefined);
        break;
      }
      if (next.done) break;
      // An endless or huge stream costs the run maxBytes (CONTRACT_MAX_BODY_BYTES), not its memory.
      bytes += next.value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel("body too large").catch(() => undefined);
        tooLarge = true;
        break;
      }
      const piece = decoder.decode(next.value, { stream: true });
      text += piece;
      parser.feed(piece);
    }
    text += decoder.decode();
  } catch (cause) {
    error = describe(cause);
  }
  watch.totalMs = Math.round(performance.now() - sentAt);
  return { text, error, tooLarge, watch };
}

/** What went over budget, one phrase each; empty when the stream kept every budget. */
export function budgetOverruns(watch: StreamWatch): string[] {
  const { ttftMs, maxGapMs, totalMs } = watch.budgets;
  const out: string[] = [];
  if (watch.cut) out.push(`cut: ${watch.cut}`);
  if (watch.ttftMs !== null && watch.ttftMs > ttftMs) out.push(`first event after ${watch.ttftMs} ms (budget ${ttftMs} ms, stream.ttftMs)`);
  if (watch.maxGapMs > maxGapMs) out.push(`largest gap ${watch.maxGapMs} ms (budget ${maxGapMs} ms, stream.maxGapMs)`);
  if (!watch.cut && watch.totalMs > totalMs) out.push(`took ${watch.totalMs} ms (budget ${totalMs} ms, stream.totalMs)`);
  return out;
}
