/**
 * The shared clock reaches every replica without a read per request. A change (advance, set,
 * freeze, unfreeze) is one Lua script that moves the clock in Redis, counts a version and
 * PUBLISHes the new reading on `<prefix>clock`; PUBLISH answers how many subscribers received
 * it, which is how many replicas are live. Each replica's subscriber applies the reading (its
 * sleeps re-timed: a delay held by a frozen clock wakes on an advance made elsewhere) and
 * acknowledges on the writer's channel `<prefix>clock-ack:<writer>`. The writer answers once
 * every receiver acknowledged, or fails after `ackTimeoutMs` naming how many did not; so a
 * client that moves the clock through replica A and then asks replica B sees the new time.
 *
 * A replica whose subscription is down (at start, after a lost connection) may have missed a
 * change: until it is subscribed again and has read the clock (`caughtUp`), each request reads
 * the clock first (`catchUp`). While Redis cannot be reached nobody can move the clock, so a
 * replica then answers with the clock it last knew.
 *
 * The same channel carries the changes of the sessions' scenarios (redis.ts): a change is a
 * version of the clock too (its reading unchanged) with the change beside it, and a read of the
 * clock reads every scenario in the same transaction, so a replica's mirror of the scenarios
 * follows the same versions, and a scenario set through replica A is in force on replica B by the
 * time A answers.
 *
 * Readings are versioned; a replica applies a reading only if it is newer than the one it
 * holds, so a read racing a published change cannot take the clock back. Versions start again
 * when Redis loses its data, and so does every subscription: a replica forgets its version when
 * its subscription drops.
 */
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { SystemClock } from "./clock.ts";
import { StateUnavailableError } from "./state.ts";

/** A reading of the shared clock: version, offset, frozen reading or ''; a read also gives what rides along (every scenario). */
export type VersionedReading = [version: number, offset: string, frozen: string, extra?: unknown];

export interface ClockChannelOptions {
  /** The replica's main connection (commands, acknowledgements). */
  redis: Redis;
  /** A connection of its own for the subscription (a subscribed connection takes no other commands). */
  subscriber: Redis;
  prefix: string;
  clock: SystemClock;
  log: Logger;
  /** Reads the shared clock (one round trip). */
  read(): Promise<VersionedReading>;
  /** How long a change waits for every live replica's acknowledgement. */
  ackTimeoutMs: number;
  /**
   * Takes what rode along with a reading taken (a change's `extra` from a message or a move (the
   * script's fifth answer, JSON), or
   * a read's whole picture, `fromRead`), in version order, each once.
   */
  onExtra?(extra: unknown, fromRead: boolean): void;
}

interface AckWait {
  expected: number;
  done(): void;
}

export class ClockChannel {
  /** This replica's name on the channel (its acknowledgements' channel). */
  // Web Crypto (global in Node 20 and browsers): this file is bundled into the browser build too.
  readonly id = crypto.randomUUID();
  private readonly channel: string;
  private readonly ackChannel: string;
  private version = -1;
  private subscribed = false;
  private reading: Promise<void> | undefined;
  /** Acknowledgements of this replica's own changes, by version (they may arrive before the script's answer). */
  private readonly acks = new Map<number, number>();
  private readonly waits = new Map<number, AckWait>();
  private movesInFlight = 0;

  constructor(private readonly options: ClockChannelOptions) {
    const { prefix, subscriber } = options;
    this.channel = `${prefix}clock`;
    this.ackChannel = `${prefix}clock-ack:${this.id}`;
    subscriber.on("message", (channel: string, message: string) => this.onMessage(channel, message));
    // Subscribed again by hand on each connection (autoResubscribe is off), then the clock is read.
    subscriber.on("ready", () => void this.subscribe());
    subscriber.on("close", () => this.dropped());
    // A socket's "end" comes in the same turn its FIN is read, "close" only at that turn's end: a
    // request read in the same turn must already see the subscription gone.
    subscriber.on("connect", () => subscriber.stream.once("end", () => this.dropped()));
  }

  /** The subscription is gone: changes may be missed until it is back and the clock read again. */
  private dropped(): void {
    this.subscribed = false;
    this.version = -1;
  }

  /** Whether this replica holds the shared clock's latest reading (subscribed and read since). */
  get caughtUp(): boolean {
    return this.subscribed && this.version >= 0;
  }

  /**
   * Brings the clock up to date before a request is served when the subscription is down or new:
   * one read. Never rejects: with Redis away, the clock last known stands.
   */
  catchUp(): Promise<void> {
    this.reading ??= this.readNow().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private readNow(): Promise<void> {
    return this.options
      .read()
      .then((reading) => this.apply(reading, true))
      .catch(() => undefined);
  }

  /** Resolves once subscribed and caught up; rejects after `timeoutMs`. */
  async ready(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.caughtUp) {
      if (Date.now() > deadline) throw new Error(`the clock channel was not subscribed within ${timeoutMs} ms`);
      if (this.options.subscriber.status === "ready") await this.subscribe();
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Runs a clock change (the script that moves, versions and publishes it), applies it here, and
   * waits until every replica that received it acknowledged.
   */
  async move(run: (writer: string) => Promise<[version: number, offset: string, frozen: string, receivers: number, extra?: string]>): Promise<void> {
    this.movesInFlight += 1;
    let version: number;
    let receivers: number;
    try {
      let offset: string;
      let frozen: string;
      let extra: string | undefined;
      [version, offset, frozen, receivers, extra] = await run(this.id);
      version = Number(version);
      receivers = Number(receivers);
      this.apply([version, offset, frozen, extra === undefined ? undefined : JSON.parse(extra)], false);
    } catch (error) {
      this.movesInFlight -= 1;
      if (this.movesInFlight === 0) this.acks.clear();
      throw error;
    }
    try {
      await this.waitForAcks(version, receivers);
    } finally {
      this.movesInFlight -= 1;
      this.acks.delete(version);
      if (this.movesInFlight === 0) this.acks.clear();
    }
  }

  private waitForAcks(version: number, expected: number): Promise<void> {
    if ((this.acks.get(version) ?? 0) >= expected) return Promise.resolve();
    const { ackTimeoutMs } = this.options;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waits.delete(version);
        const missing = expected - (this.acks.get(version) ?? 0);
        reject(
          new StateUnavailableError(
            new Error(`${missing} of ${expected} replicas did not acknowledge clock version ${version}`),
            `The clock moved, but ${missing} of ${expected} replicas did not acknowledge the change within ${ackTimeoutMs} ms; those may answer with the old time until they catch up.`,
          ),
        );
      }, ackTimeoutMs);
      this.waits.set(version, {
        expected,
        done: () => {
          clearTimeout(timer);
          this.waits.delete(version);
          resolve();
        },
      });
    });
  }

  private onMessage(channel: string, message: string): void {
    if (channel === this.ackChannel) {
      if (this.movesInFlight === 0) return;
      const version = Number(message);
      const count = (this.acks.get(version) ?? 0) + 1;
      this.acks.set(version, count);
      const wait = this.waits.get(version);
      if (wait && count >= wait.expected) wait.done();
      return;
    }
    if (channel !== this.channel) return;
    const { v, offset, frozen, from, extra } = JSON.parse(message) as { v: number; offset: string; frozen: string; from: string; extra?: unknown };
    this.apply([v, offset, frozen, extra], false);
    // Acknowledged once applied; a lost acknowledgement shows as a replica that did not answer.
    this.options.redis.publish(`${this.options.prefix}clock-ack:${from}`, String(v)).catch(() => undefined);
  }

  /** Takes a reading if it is newer than the one held (or, after a read on (re)subscription, if none is held). */
  private apply([version, offset, frozen, extra]: VersionedReading, fromRead: boolean): void {
    const v = Number(version);
    if (v < this.version || (v === this.version && !fromRead)) return;
    this.version = v;
    this.options.clock.adopt({ offset: Number(offset), frozenAt: frozen === "" ? undefined : Number(frozen) });
    if (extra !== undefined || fromRead) this.options.onExtra?.(extra, fromRead);
  }

  private async subscribe(): Promise<void> {
    try {
      await this.options.subscriber.subscribe(this.channel, this.ackChannel);
      // A read begun before the subscription may miss a change published meanwhile: read anew.
      await this.readNow();
      this.subscribed = true;
    } catch (error) {
      this.options.log.debug({ err: (error as Error).message }, "clock channel: subscription failed; retried when the connection is back");
    }
  }

  /** Lets go of the subscription. */
  close(): void {
    for (const wait of this.waits.values()) wait.done();
    this.options.subscriber.disconnect();
  }
}
