/**
 * Server-sent events in and out of fixtures. Recording feeds the upstream's chunks as they
 * arrive to a real SSE parser, so an event split across TCP packets gets the time of its last
 * byte, and several events in one packet share its time. Replay writes each event back as one
 * frame.
 */
import { createParser } from "eventsource-parser";
import type { RecordedFrame } from "./fixture.ts";

/** Collects events with their arrival offsets, up to a frame cap. */
export class FrameRecorder {
  readonly frames: RecordedFrame[] = [];
  /** More events arrived than the cap allows; the fixture is incomplete. */
  overflow = false;
  private now = 0;
  private readonly parser = createParser({
    onEvent: (event) => {
      if (this.frames.length >= this.maxFrames) {
        this.overflow = true;
        return;
      }
      const frame: RecordedFrame = { atMs: this.now, data: parseData(event.data) };
      if (event.event !== undefined) frame.event = event.event;
      this.frames.push(frame);
    },
  });

  constructor(private readonly maxFrames: number) {}

  /** Feeds a chunk that arrived `atMs` after the request started. */
  feed(chunk: string, atMs: number): void {
    this.now = atMs;
    this.parser.feed(chunk);
  }
}

function parseData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** One frame as the wire carries it. */
export function formatFrame(frame: RecordedFrame): string {
  const data = typeof frame.data === "string" ? frame.data : JSON.stringify(frame.data);
  const lines = data.split("\n").map((line) => `data: ${line}`);
  return `${frame.event === undefined ? "" : `event: ${frame.event}\n`}${lines.join("\n")}\n\n`;
}
