/**
 * The shared state on Redis (MOCK_STATE_URL): every replica of the mock, in one machine's
 * workers or behind a load balancer, reads and writes the same tasks, ids, clock (offset and
 * frozen reading), rate windows, sessions and journal. Loaded only when MOCK_STATE_URL is set
 * (ioredis is not loaded otherwise).
 *
 * A request that needs no shared state makes no round trip before it is answered (issue 33):
 *   - request ids and completion numbers come from blocks reserved ahead (id-blocks.ts, one
 *     INCRBY per 1,000);
 *   - the session's use (the sessions' LRU) and the journal line are written behind the answer,
 *     many requests' in one script (write-behind.ts: per turn, one in flight, 10 ms apart; bounded);
 *   - the clock is pushed to every replica when it changes (clock-channel.ts: pub/sub, each
 *     change acknowledged by every live replica before the change is answered), and so are the
 *     sessions' scenarios, which each replica mirrors (a session without one: no round trip).
 * What needs shared state is one round trip: a task's creation (one script, with its caps), a
 * task's read (GET), a rate window when limits are on (one script), a scenario's turn for a
 * session that has one (one script); the commands of one event-loop turn leave in one socket
 * write (turn-cork.ts). Task ids come from one counter in the creation script, so
 * they stay globally increasing (lists page by them). Keys (prefix MOCK_STATE_PREFIX, default
 * `mock:`):
 *
 *   ids:request ids:task ids:touch ids:journal   counters (never reset, so ids never repeat)
 *   clock:offset clock:frozen clock:version       the shared clock: offset from real time (ms), the
 *                                                 reading while frozen (absent: it runs), its version
 *   sessions                                      zset session → last use (LRU, MOCK_SESSION_CAP)
 *   s:<session>:tasks  s:<session>:rates          a session's task ids, rate windows
 *   task:<id>                                     a task (JSON, with its session)
 *   tasks                                         zset "<id>:<session>" by id (global cap MOCK_TASK_CAP)
 *   r:<session>\n<key>  rates                     a rate window (hash) and the LRU of windows
 *   journal                                       a capped list of entries of all sessions
 *   scenarios scenario-order                      sessions' scenarios (hash) and their setting order
 *                                                 (zset, MOCK_SESSION_CAP); mirrored in every replica
 *   s:<session>:weather                           the session's scenario run (hash: n, phase, at, from, c:<op>)
 *   channels clock, clock-ack:<replica>           clock changes and their acknowledgements
 *
 * Everything but the counters and the clock expires MOCK_TASK_TTL_MS (real time) after its last
 * write, so an abandoned session, or a whole abandoned prefix, does not grow Redis forever.
 * The scripts name keys they build themselves: fine on one Redis (or a primary with replicas),
 * not on Redis Cluster.
 */
import { createRequire } from "node:module";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { ClockRangeError, MAX_DATE_MS, type SystemClock } from "./clock.ts";
import { ClockChannel } from "./clock-channel.ts";
import { IdBlocks } from "./id-blocks.ts";
import {
  decideRate,
  FIRST_TASK_ID,
  requestIdOf,
  sessionKey,
  StateUnavailableError,
  type JournalEntry,
  type Page,
  type PageRequest,
  type PhaseBounds,
  type RateDecision,
  type ScenarioTurn,
  type Session,
  type State,
  type StateLimits,
  type StateStats,
  type TaskDraft,
} from "./state.ts";
import { taskStateAt, type TaskRecord, type TaskStatus } from "./task-lifecycle.ts";
import { TurnCork } from "./turn-cork.ts";
import { WriteBehind } from "./write-behind.ts";

/** Lua shared by the scripts: dropping a session with its tasks and windows. */
const DROP_SESSION = `
local function dropSession(p, sid)
  local ids = redis.call('ZRANGE', p..'s:'..sid..':tasks', 0, -1)
  for _, id in ipairs(ids) do
    redis.call('DEL', p..'task:'..id)
    redis.call('ZREM', p..'tasks', id..':'..sid)
  end
  local wins = redis.call('SMEMBERS', p..'s:'..sid..':rates')
  for _, w in ipairs(wins) do
    redis.call('DEL', p..'r:'..w)
    redis.call('ZREM', p..'rates', w)
  end
  redis.call('DEL', p..'s:'..sid..':tasks', p..'s:'..sid..':rates', p..'s:'..sid..':marks', p..'s:'..sid..':weather')
  redis.call('ZREM', p..'sessions', sid)
end
`;

/**
 * ARGV: prefix, sessionCap, journalMax, ttlMs, number of sessions, the sessions (least recently
 * used first), then the journal lines, each `,"session":<JSON>,<rest of the entry JSON>`.
 * The writes behind the answers of one or more turns: the sessions' uses (the LRU, dropping the
 * least recently used over the cap with their tasks and windows) and the journal lines. One
 * counter step and one push per batch, not per line: each redis.call costs the script about a
 * microsecond besides the command, and a batch carries dozens of lines (issue 33's profile).
 */
const WRITE_BEHIND = `${DROP_SESSION}
local p, cap, max, ttl, n = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4], tonumber(ARGV[5])
if n > 0 then
  local touch = redis.call('INCRBY', p..'ids:touch', n) - n
  local scored = {}
  for i = 1, n do
    scored[2 * i - 1] = touch + i
    scored[2 * i] = ARGV[5 + i]
  end
  for i = 1, #scored, 2000 do redis.call('ZADD', p..'sessions', unpack(scored, i, math.min(i + 1999, #scored))) end
  redis.call('PEXPIRE', p..'sessions', ttl)
  local over = redis.call('ZCARD', p..'sessions') - cap
  if over > 0 then
    for _, old in ipairs(redis.call('ZRANGE', p..'sessions', 0, over - 1)) do dropSession(p, old) end
  end
end
local count = #ARGV - 5 - n
if count > 0 then
  local seq = redis.call('INCRBY', p..'ids:journal', count) - count
  local lines = {}
  for i = 6 + n, #ARGV do
    seq = seq + 1
    lines[#lines + 1] = '{"seq":'..string.format('%d', seq)..ARGV[i]
  end
  for i = 1, #lines, 1000 do redis.call('RPUSH', p..'journal', unpack(lines, i, math.min(i + 999, #lines))) end
  redis.call('LTRIM', p..'journal', -max, -1)
  redis.call('PEXPIRE', p..'journal', ttl)
end
return 1
`;

/**
 * ARGV: prefix, move (advance, set, freeze, unfreeze), ms ('' for none), the caller's real time,
 * the caller's replica id, the largest reading → { version, offset, frozen reading or '',
 * replicas that received it }, or { -1 } when the move would carry the reading past the largest
 * (nothing written). One script, so two replicas moving the clock at once cannot lose a move nor
 * add up past the end of the Date range, a freeze reads the offset it freezes from atomically,
 * and versions follow the moves. While frozen, advance and
 * set move the frozen reading; unfreezing turns it back into an offset (no jump). The new
 * reading is published to every replica (clock-channel.ts), the count of receivers returned.
 */
const CLOCK = `
local p, move, ms, real, writer, max = ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5], tonumber(ARGV[6])
local ko, kf = p..'clock:offset', p..'clock:frozen'
local offset = tonumber(redis.call('GET', ko) or '0')
local stored = redis.call('GET', kf)
local frozen = stored and tonumber(stored)
if move == 'advance' then
  if frozen then frozen = frozen + ms else offset = offset + ms end
elseif move == 'set' then
  if frozen then frozen = ms else offset = ms - real end
elseif move == 'freeze' then
  frozen = ms or frozen or real + offset
elseif move == 'unfreeze' and frozen then
  offset = frozen - real
  frozen = false
end
if (frozen or real + offset) > max then return { -1 } end
redis.call('SET', ko, string.format('%d', offset))
if frozen then redis.call('SET', kf, string.format('%d', frozen)) else redis.call('DEL', kf) end
local version = redis.call('INCR', p..'clock:version')
local o, f = string.format('%d', offset), frozen and string.format('%d', frozen) or ''
local receivers = redis.call('PUBLISH', p..'clock', cjson.encode({ v = version, offset = o, frozen = f, from = writer }))
return { version, o, f, receivers }
`;

/**
 * ARGV: prefix, session, the scenario (JSON; '' clears it), now, the caller's replica id,
 * sessionCap, ttlMs, all ('1': clears every session's) → like CLOCK's answer, and the change as
 * JSON. Sets or clears a session's scenario and starts its run afresh (its phase clock at now),
 * keeps at most sessionCap scenarios (the oldest set go), and publishes the change as a version of
 * the clock (its reading unchanged), so every replica's mirror has it before the change is
 * answered (clock-channel.ts). The scenarios themselves do not expire: every replica holds them,
 * and one that starts or reconnects reads them here; they are bounded by the cap.
 */
const SCENARIO = `
local p, sid, value, now, writer, cap, ttl, all = ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], tonumber(ARGV[6]), ARGV[7], ARGV[8] == '1'
local hk, ok = p..'scenarios', p..'scenario-order'
local drop = {}
if all then
  for _, s in ipairs(redis.call('HKEYS', hk)) do redis.call('DEL', p..'s:'..s..':weather') end
  redis.call('DEL', hk, ok)
else
  local run = p..'s:'..sid..':weather'
  redis.call('DEL', run)
  if value == '' then
    redis.call('HDEL', hk, sid)
    redis.call('ZREM', ok, sid)
  else
    redis.call('HSET', hk, sid, value)
    redis.call('ZADD', ok, redis.call('INCR', p..'ids:touch'), sid)
    redis.call('HSET', run, 'n', 0, 'phase', 0, 'at', now, 'from', 0)
    redis.call('PEXPIRE', run, ttl)
    local over = redis.call('ZCARD', ok) - cap
    if over > 0 then
      for _, old in ipairs(redis.call('ZRANGE', ok, 0, over - 1)) do
        redis.call('HDEL', hk, old)
        redis.call('ZREM', ok, old)
        redis.call('DEL', p..'s:'..old..':weather')
        drop[#drop + 1] = old
      end
    end
  end
end
local version = redis.call('INCR', p..'clock:version')
local o = redis.call('GET', p..'clock:offset') or '0'
local f = redis.call('GET', p..'clock:frozen') or ''
local extra = cjson.encode({ session = sid, value = value, drop = drop, all = all })
local receivers = redis.call('PUBLISH', p..'clock', '{"v":'..version..',"offset":'..cjson.encode(o)..',"frozen":'..cjson.encode(f)..',"from":'..cjson.encode(writer)..',"extra":'..extra..'}')
return { version, o, f, receivers, extra }
`;

/**
 * ARGV: run key, now, operation, ttlMs, number of phases, then each phase's duration_ms and
 * requests (-1: none) → { ordinal, phase, calls }. A session's scenario turn, as
 * state.ts's takeRunTurn takes it in-process: past the phases that are over, the request counted
 * and its operation's calls in the phase. One script, so two workers' turns never share an ordinal.
 */
const SCENARIO_TURN = `
local k, now, op, ttl, np = ARGV[1], tonumber(ARGV[2]), ARGV[3], ARGV[4], tonumber(ARGV[5])
local r = redis.call('HMGET', k, 'n', 'phase', 'at', 'from')
local n, phase, at, from = tonumber(r[1]) or 0, tonumber(r[2]) or 0, tonumber(r[3]) or now, tonumber(r[4]) or 0
local moved = false
while phase < np - 1 do
  local dur, req = tonumber(ARGV[6 + phase * 2]), tonumber(ARGV[7 + phase * 2])
  local timeUp = dur >= 0 and now - at >= dur
  local countUp = req >= 0 and n - from >= req
  if not timeUp and not countUp then break end
  phase = phase + 1
  if timeUp then at = at + dur else at = now end
  from = n
  moved = true
end
if moved then
  for _, field in ipairs(redis.call('HKEYS', k)) do
    if string.sub(field, 1, 2) == 'c:' then redis.call('HDEL', k, field) end
  end
end
local calls = redis.call('HINCRBY', k, 'c:'..op, 1)
redis.call('HSET', k, 'n', n + 1, 'phase', phase, 'at', string.format('%d', at), 'from', from)
redis.call('PEXPIRE', k, ttl)
return { n, phase, calls }
`;

/**
 * ARGV: prefix, session (JSON-encoded), request id, facts (JSON object, starting '{') → 1 when
 * the entry was found. Adds the facts at the end of the request's journal line, newest lines
 * searched first (the line is JSON text: it is extended, not decoded and encoded again, which
 * would round its times).
 */
const AMEND = `
local p, sid, id, facts = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local needle = ',"session":'..sid..',"id":'..cjson.encode(id)..','
local lines = redis.call('LRANGE', p..'journal', 0, -1)
for i = #lines, 1, -1 do
  local line = lines[i]
  if string.find(line, needle, 1, true) then
    redis.call('LSET', p..'journal', i - 1, string.sub(line, 1, -2)..','..string.sub(facts, 2))
    return 1
  end
end
return 0
`;

/** ARGV: marks key, field, ttlMs → the turns taken before this one. */
const TAKE_TURN = `
local n = redis.call('HINCRBY', ARGV[1], ARGV[2], 1)
redis.call('PEXPIRE', ARGV[1], ARGV[3])
return n - 1
`;

/** ARGV: marks key, field, value, ttlMs, keepFirst (1/0) → the value now set under the field. */
const MARK = `
if ARGV[5] == '1' then redis.call('HSETNX', ARGV[1], ARGV[2], ARGV[3]) else redis.call('HSET', ARGV[1], ARGV[2], ARGV[3]) end
redis.call('PEXPIRE', ARGV[1], ARGV[4])
return redis.call('HGET', ARGV[1], ARGV[2])
`;

/** ARGV: prefix, session, window key, now, limit, windowMs, windowsMax, ttlMs → { count, startedAt }. */
const RATE = `
local p, sid, name = ARGV[1], ARGV[2], ARGV[2]..'\\n'..ARGV[3]
local now, limit, windowMs, max, ttl = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7]), ARGV[8]
local k = p..'r:'..name
local w = redis.call('HMGET', k, 'start', 'count')
local start, count = tonumber(w[1]), tonumber(w[2]) or 0
if not start or now - start >= windowMs or now < start then start = now; count = 0 end
local before = count
if count < limit then count = count + 1 end
redis.call('HSET', k, 'start', string.format('%d', start), 'count', count)
redis.call('PEXPIRE', k, ttl)
redis.call('ZADD', p..'rates', redis.call('INCR', p..'ids:touch'), name)
redis.call('PEXPIRE', p..'rates', ttl)
redis.call('SADD', p..'s:'..sid..':rates', name)
redis.call('PEXPIRE', p..'s:'..sid..':rates', ttl)
local over = redis.call('ZCARD', p..'rates') - max
if over > 0 then
  for _, old in ipairs(redis.call('ZRANGE', p..'rates', 0, over - 1)) do
    redis.call('DEL', p..'r:'..old)
    redis.call('ZREM', p..'rates', old)
    local owner = string.match(old, '^(.-)\\n')
    if owner then redis.call('SREM', p..'s:'..owner..':rates', old) end
  end
end
return { before, string.format('%d', start) }
`;

/**
 * A task's creation: caps, id, store, indexes. ARGV: prefix, session, the rest of the task's JSON
 * after its id (`,"session":<JSON>,...}`, built by the caller, so the script only prefixes the
 * id), the lowest next id → id. The caps and the TTL are this replica's constants, written into
 * the script's text (integers), so each creation sends 4 arguments instead of 7.
 *
 * Below both caps (the usual case) it runs 7 commands in Redis (8 before): ZCARD of the global index, INCR,
 * SET (with its PX), and ZADD + PEXPIRE of each index. Each redis.call inside a script costs
 * about 1.2 µs of redis-server's CPU on a quiet machine, about twice that under the bench's load
 * (docs/shared-state.md, "Where the task rows stand"); test/state/round-trips.test.ts counts them.
 * The session's own count is read only when the global index holds as many tasks as the session
 * cap: every task of a session is in the global index too (added by the same script, removed
 * together, the global index's TTL refreshed at every creation), so a session cannot reach its
 * cap before the global index does.
 */
export function addTaskScript(sessionCap: number, cap: number, ttlMs: number): string {
  const int = (n: number) => String(Math.max(1, Math.floor(n)));
  return `
local p, sid, body = ARGV[1], ARGV[2], ARGV[3]
local sessionCap, cap, ttl = ${int(sessionCap)}, ${int(cap)}, ${int(ttlMs)}
local gt = p..'tasks'
local st = p..'s:'..sid..':tasks'
local total = redis.call('ZCARD', gt)
if total >= sessionCap then
  local over = redis.call('ZCARD', st) - sessionCap + 1
  if over > 0 then
    for _, id in ipairs(redis.call('ZRANGE', st, 0, over - 1)) do
      redis.call('DEL', p..'task:'..id)
      if redis.call('ZREM', gt, id..':'..sid) == 1 then total = total - 1 end
      redis.call('ZREM', st, id)
    end
  end
end
local over = total - cap + 1
if over > 0 then
  for _, member in ipairs(redis.call('ZRANGE', gt, 0, over - 1)) do
    local id, owner = string.match(member, '^(%d+):(.*)$')
    redis.call('DEL', p..'task:'..id)
    redis.call('ZREM', p..'s:'..owner..':tasks', id)
    redis.call('ZREM', gt, member)
  end
end
-- ARGV[4]: the first id this replica may hand out: past every id it handed out or found. After a
-- Redis restart (no persistence) ids go on from there instead of starting again, so an old id
-- a client still polls never names a newer task of its session.
local id = redis.call('INCR', p..'ids:task')
local floor = tonumber(ARGV[4])
if id < floor then
  id = floor
  redis.call('SET', p..'ids:task', id)
end
redis.call('SET', p..'task:'..id, '{"id":'..id..body, 'PX', ttl)
redis.call('ZADD', st, id, id)
redis.call('PEXPIRE', st, ttl)
redis.call('ZADD', gt, id, id..':'..sid)
redis.call('PEXPIRE', gt, ttl)
return id
`;
}

/** ARGV: prefix, session, `,"session":<JSON>,` as the journal lines hold it → drops the session and its journal entries. */
const RESET_SESSION = `${DROP_SESSION}
local p, sid, needle = ARGV[1], ARGV[2], ARGV[3]
dropSession(p, sid)
local kept = {}
for _, e in ipairs(redis.call('LRANGE', p..'journal', 0, -1)) do
  if not string.find(e, needle, 1, true) then kept[#kept + 1] = e end
end
redis.call('DEL', p..'journal')
for i = 1, #kept, 1000 do
  redis.call('RPUSH', p..'journal', unpack(kept, i, math.min(i + 999, #kept)))
end
return #kept
`;

/** Most journal lines (and sessions) waiting to be written; the oldest go first beyond it. */
const WRITE_BEHIND_MAX = 10_000;
/**
 * Least time between two write-behind batches: fewer, larger scripts (each write to Redis's
 * socket wakes redis-server). A read of the journal or sessions through the same replica sends
 * what waits first, so only another replica may see them up to this much later.
 */
const WRITE_BEHIND_SPACING_MS = 10;

/**
 * Most tasks one step of countTasksByStatus reads: one ZRANGEBYSCORE of the global index, then one
 * MGET of their JSON. Bounds what a scrape holds at once (some 200 KB of task JSON) and how long
 * one command keeps redis-server busy, so other clients' requests interleave with a long count.
 */
const TASK_READ_CHUNK = 1000;

/** How long a clock change waits for every live replica to acknowledge it. */
const CLOCK_ACK_TIMEOUT_MS = 2000;

interface Scripts {
  mockWriteBehind(...args: (string | number)[]): Promise<number>;
  mockClock(...args: (string | number)[]): Promise<[number, string, string, number]>;
  mockRate(...args: (string | number)[]): Promise<[number, string]>;
  mockAddTask(...args: (string | number)[]): Promise<number>;
  mockResetSession(...args: (string | number)[]): Promise<number>;
  mockTakeTurn(...args: (string | number)[]): Promise<number>;
  mockMark(...args: (string | number)[]): Promise<string>;
  mockScenario(...args: (string | number)[]): Promise<[number, string, string, number, string]>;
  mockScenarioTurn(...args: (string | number)[]): Promise<[number, number, number]>;
  mockAmend(...args: (string | number)[]): Promise<number>;
}

export interface RedisStateOptions {
  url: string;
  prefix: string;
  limits: StateLimits;
  clock: SystemClock;
  log: Logger;
  /** How long a clock change waits for every live replica's acknowledgement (default 2 s). */
  clockAckTimeoutMs?: number;
}

/** Stored task: a TaskRecord and its session. */
type StoredTask = TaskRecord & { session: string };

export class RedisState implements State {
  readonly kind = "redis";
  private readonly redis: Redis & Scripts;
  private readonly p: string;
  private readonly limits: StateLimits;
  private readonly clock: SystemClock;
  private readonly ttl: number;
  private down = false;
  /** Request ids and completion numbers: unique, from blocks reserved ahead. */
  private readonly ids: IdBlocks;
  /** Session uses and journal lines, written behind the answers. */
  private readonly writes: WriteBehind;
  private readonly clockChannel: ClockChannel;
  /** Holds the connection's writes of one turn for one socket write. */
  private readonly cork: TurnCork;
  /** The highest task id this replica handed out or found: ids go on past it after a Redis restart. */
  private highestTaskId = FIRST_TASK_ID - 1;
  /**
   * Every session's scenario, mirrored: set and cleared through the clock channel (each change
   * reaches every replica before it is answered) and read whole with the clock on (re)subscription,
   * so finding a session's scenario, or that it has none, takes no round trip.
   */
  private readonly scenarios = new Map<string, object>();

  constructor(options: RedisStateOptions) {
    this.p = options.prefix;
    this.limits = options.limits;
    this.clock = options.clock;
    // Redis TTLs are real time; a task lives taskTtlMs of clock time, checked on every read.
    this.ttl = Math.max(1000, options.limits.taskTtlMs);
    const { log } = options;
    // Required here, not imported: a mock without MOCK_STATE_URL never loads ioredis.
    const { Redis: Client } = createRequire(import.meta.url)("ioredis") as typeof import("ioredis");
    const connection = {
      // While Redis is away a request that needs it fails at once (503) instead of queueing without bound.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 2000,
      retryStrategy: () => 250,
      lazyConnect: false,
    };
    // The commands of one event-loop turn leave in one write (turn-cork.ts), not through ioredis's auto-pipelining.
    this.redis = new Client(options.url, { ...connection, enableAutoPipelining: false }) as Redis & Scripts;
    this.cork = new TurnCork(() => this.redis.stream);
    // Errors reach the requests that hit them (503); the connection's own error events are logged once per outage.
    this.redis.on("error", (error: Error) => {
      if (this.down) return;
      this.down = true;
      log.warn({ err: error.message }, "shared state (Redis) unavailable; answering 503 state_unavailable where shared state is needed until it is back");
    });
    this.redis.on("ready", () => {
      if (this.down) log.info("shared state (Redis) is back");
      this.down = false;
      // What waited for Redis goes now.
      this.writes.flush();
      if (!this.ids.stocked) this.ids.refill().catch(() => undefined);
    });
    this.redis.defineCommand("mockWriteBehind", { numberOfKeys: 0, lua: WRITE_BEHIND });
    this.redis.defineCommand("mockClock", { numberOfKeys: 0, lua: CLOCK });
    this.redis.defineCommand("mockRate", { numberOfKeys: 0, lua: RATE });
    this.redis.defineCommand("mockAddTask", { numberOfKeys: 0, lua: addTaskScript(this.limits.sessionTaskCap, this.limits.taskCap, this.ttl) });
    this.redis.defineCommand("mockResetSession", { numberOfKeys: 0, lua: RESET_SESSION });
    this.redis.defineCommand("mockTakeTurn", { numberOfKeys: 0, lua: TAKE_TURN });
    this.redis.defineCommand("mockMark", { numberOfKeys: 0, lua: MARK });
    this.redis.defineCommand("mockScenario", { numberOfKeys: 0, lua: SCENARIO });
    this.redis.defineCommand("mockScenarioTurn", { numberOfKeys: 0, lua: SCENARIO_TURN });
    this.redis.defineCommand("mockAmend", { numberOfKeys: 0, lua: AMEND });
    this.ids = new IdBlocks((size) => this.redis.incrby(`${this.p}ids:request`, size));
    this.writes = new WriteBehind((batch) => {
      this.cork.hold();
      return this.redis.mockWriteBehind(
        this.p,
        Math.max(1, this.limits.sessionCap),
        Math.max(1, this.limits.journalMaxEntries),
        this.ttl,
        batch.sessions.length,
        ...batch.sessions,
        ...batch.lines,
      );
    },
      WRITE_BEHIND_MAX,
      WRITE_BEHIND_SPACING_MS,
    );
    const subscriber = new Client(options.url, { ...connection, autoResubscribe: false, connectionName: `mock-clock` });
    // The main connection logs the outage; the subscriber's errors would say the same again.
    subscriber.on("error", () => undefined);
    this.clockChannel = new ClockChannel({
      redis: this.redis,
      subscriber,
      prefix: this.p,
      clock: this.clock,
      log,
      ackTimeoutMs: options.clockAckTimeoutMs ?? CLOCK_ACK_TIMEOUT_MS,
      // The clock and every scenario in one transaction: the mirror and the clock share versions.
      read: async () => {
        const answers = await this.redis
          .multi()
          .mget(`${this.p}clock:version`, `${this.p}clock:offset`, `${this.p}clock:frozen`)
          .hgetall(`${this.p}scenarios`)
          .exec();
        const failed = answers?.find(([error]) => error);
        if (!answers || failed) throw failed?.[0] ?? new Error("the clock read was discarded");
        const [version, offset, frozen] = answers[0]![1] as (string | null)[];
        return [Number(version ?? 0), offset ?? "0", frozen ?? "", answers[1]![1]];
      },
      onExtra: (extra, fromRead) => this.mirror(extra, fromRead),
    });
  }

  /** Resolves once Redis answers, the clock is read and subscribed and the first ids are reserved; rejects after `timeoutMs`. */
  async ready(timeoutMs = 5000): Promise<void> {
    if (this.redis.status !== "ready") {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
        this.redis.once("ready", () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await Promise.all([this.clockChannel.ready(timeoutMs), this.ids.stocked ? undefined : this.ids.refill()]);
  }

  /**
   * No round trip: the id from the reserved block, the session's use written behind. A replica
   * that is not caught up with the clock (just started, or its subscription lost) reads it first.
   */
  begin(sessionHeader: string | undefined): Promise<{ requestId: string; session: Session }> {
    const id = sessionKey(sessionHeader);
    if (this.clockChannel.caughtUp && this.ids.stocked) return Promise.resolve(this.open(id));
    return this.catchUp().then(() => this.open(id));
  }

  private open(id: string): { requestId: string; session: Session } {
    this.writes.touch(id);
    return { requestId: requestIdOf(this.ids.take()), session: { id } };
  }

  /** Reads the clock and reserves ids when needed; never rejects (Redis away: the clock last known, ids of this replica's own range). */
  private async catchUp(): Promise<void> {
    await Promise.all([
      this.clockChannel.caughtUp ? undefined : this.clockChannel.catchUp(),
      this.ids.stocked ? undefined : this.ids.refill().catch(() => undefined),
    ]);
  }

  /** A number unique across replicas (not a per-session sequence, as in-process: that would need a round trip). */
  nextSequence(): Promise<number> {
    return Promise.resolve(this.ids.take());
  }

  takeTurn(session: Session, name: string): Promise<number> {
    return this.guard(async () => Number(await this.redis.mockTakeTurn(`${this.p}s:${session.id}:marks`, `t:${name}`, this.ttl)));
  }

  mark(session: Session, name: string, value: number, keepFirst: boolean): Promise<number> {
    return this.guard(async () => Number(await this.redis.mockMark(`${this.p}s:${session.id}:marks`, `m:${name}`, value, this.ttl, keepFirst ? 1 : 0)));
  }

  takeRate(session: Session, key: string, now: number): Promise<RateDecision> {
    const { rateLimitRequests: limit, rateLimitWindowMs: windowMs, rateWindowsMax } = this.limits;
    return this.guard(session, async () => {
      const [count, startedAt] = await this.redis.mockRate(this.p, session.id, key, now, limit, windowMs, Math.max(1, rateWindowsMax), this.ttl);
      return decideRate({ startedAt: Number(startedAt), count: Number(count) }, now, limit, windowMs).decision;
    });
  }

  addTask(session: Session, draft: TaskDraft): Promise<TaskRecord> {
    return this.guard(session, async () => {
      const id = await this.redis.mockAddTask(this.p, session.id, `${sessionField(session)}${JSON.stringify(draft).slice(1)}`, this.highestTaskId + 1);
      this.highestTaskId = Math.max(this.highestTaskId, Number(id));
      return { id: Number(id), ...draft };
    });
  }

  findTask(session: Session, id: number, now: number): Promise<TaskRecord | undefined> {
    return this.guard(session, async () => {
      const task = this.live(await this.redis.get(`${this.p}task:${id}`), session, now);
      if (task) this.highestTaskId = Math.max(this.highestTaskId, task.id);
      return task;
    });
  }

  forceTask(session: Session, id: number, status: TaskStatus, now: number): Promise<TaskRecord | undefined> {
    return this.guard(session, async () => {
      const key = `${this.p}task:${id}`;
      const task = this.live(await this.redis.get(key), session, now);
      if (!task) return undefined;
      task.forced = status;
      task.forcedAt = now;
      if (status === "failed") task.failure ??= { code: "provider_error", message: "Failed by the mock control surface." };
      await this.redis.set(key, JSON.stringify({ ...task, session: session.id }), "KEEPTTL", "XX");
      return task;
    });
  }

  listTasks(session: Session, now: number, page: PageRequest): Promise<Page<TaskRecord>> {
    return this.guard(async () => {
      const items: TaskRecord[] = [];
      let after = page.after;
      // Expired tasks may still be listed by id; read on until the page is full or the ids end.
      for (;;) {
        const ids = await this.redis.zrangebyscore(`${this.p}s:${session.id}:tasks`, `(${after}`, "+inf", "LIMIT", 0, page.limit + 1);
        if (ids.length === 0) return { items, next: null };
        const values = await this.redis.mget(ids.map((id) => `${this.p}task:${id}`));
        for (const value of values) {
          const task = this.live(value, session, now);
          if (!task) continue;
          if (items.length === page.limit) return { items, next: items[items.length - 1]!.id };
          items.push(task);
        }
        after = Number(ids[ids.length - 1]);
      }
    });
  }

  /**
   * The global index (`tasks`, scored by id) read in steps of TASK_READ_CHUNK ids, each followed by
   * one MGET of those tasks' JSON; every live task's status at `now` counted. The cost is bounded
   * by MOCK_TASK_CAP (the index never holds more): at the default 200,000 tasks a scrape makes 400
   * round trips and parses 200,000 task records (some 40 MB through the socket, some 200 KB held
   * at once). Fine for a scrape every 15 s or more; no request's answer waits on it.
   */
  countTasksByStatus(now: number): Promise<Map<TaskStatus, number>> {
    return this.guard(async () => {
      const counts = new Map<TaskStatus, number>();
      // Paged by score (the id), not by rank: tasks evicted between steps shift ranks, not ids.
      for (let after = 0; ; ) {
        const members = await this.redis.zrangebyscore(`${this.p}tasks`, `(${after}`, "+inf", "LIMIT", 0, TASK_READ_CHUNK);
        if (members.length === 0) return counts;
        const ids = members.map((member) => member.slice(0, member.indexOf(":")));
        for (const value of await this.redis.mget(ids.map((id) => `${this.p}task:${id}`))) {
          // Gone since the index was read (evicted, or expired in Redis's real time).
          if (value === null) continue;
          const task = JSON.parse(value) as StoredTask;
          if (now - task.createdAt >= this.limits.taskTtlMs) continue;
          const { status } = taskStateAt(task, now);
          counts.set(status, (counts.get(status) ?? 0) + 1);
        }
        if (members.length < TASK_READ_CHUNK) return counts;
        after = Number(ids[ids.length - 1]);
      }
    });
  }

  /** Behind the answer (see WriteBehind): kept while Redis is away, within the buffer's bound. */
  record(session: Session, entry: JournalEntry): void {
    if (this.limits.journalMaxEntries <= 0) return;
    this.writes.line(`${sessionField(session)}${JSON.stringify(entry).slice(1)}`);
  }

  amend(session: Session, requestId: string, facts: Pick<JournalEntry, "streamEnd">): Promise<void> {
    // guard() sends the lines written behind first, the request's own among them.
    return this.guard(async () => {
      await this.redis.mockAmend(this.p, JSON.stringify(session.id), requestId, JSON.stringify(facts));
    });
  }

  journal(session: Session, page: PageRequest): Promise<Page<JournalEntry>> {
    return this.guard(async () => {
      const items: { seq: number; entry: JournalEntry }[] = [];
      for (const line of await this.redis.lrange(`${this.p}journal`, 0, -1)) {
        const { seq, session: owner, ...entry } = JSON.parse(line) as JournalEntry & { seq: number; session: string };
        if (owner !== session.id || seq <= page.after) continue;
        if (items.length === page.limit) return { items: items.map((i) => i.entry), next: items[items.length - 1]!.seq };
        items.push({ seq, entry });
      }
      return { items: items.map((i) => i.entry), next: null };
    });
  }

  /** One LRANGE of the whole journal (journalMaxEntries lines), as journal() reads it for one session. */
  journals(): Promise<Map<string, JournalEntry[]>> {
    return this.guard(async () => {
      const bySession = new Map<string, JournalEntry[]>();
      for (const line of await this.redis.lrange(`${this.p}journal`, 0, -1)) {
        const { seq: _seq, session, ...entry } = JSON.parse(line) as JournalEntry & { seq: number; session: string };
        let entries = bySession.get(session);
        if (!entries) bySession.set(session, (entries = []));
        entries.push(entry);
      }
      return bySession;
    });
  }

  scenarioOf(session: Session): object | undefined {
    return this.scenarios.get(session.id);
  }

  get scenarioCount(): number {
    return this.scenarios.size;
  }

  setScenario(session: Session, scenario: object | undefined, now: number): Promise<void> {
    return this.changeScenarios(session.id, scenario === undefined ? "" : JSON.stringify(scenario), now, false);
  }

  private changeScenarios(session: string, value: string, now: number, all: boolean): Promise<void> {
    const cap = Math.max(1, this.limits.sessionCap);
    return this.guard(() =>
      this.clockChannel.move((writer) => this.redis.mockScenario(this.p, session, value, Math.round(now), writer, cap, this.ttl, all ? 1 : 0)),
    );
  }

  /** Applies a change of the scenarios (or, from a read, all of them) to the mirror. */
  private mirror(extra: unknown, fromRead: boolean): void {
    if (fromRead) {
      this.scenarios.clear();
      for (const [session, value] of Object.entries((extra ?? {}) as Record<string, string>)) this.scenarios.set(session, JSON.parse(value) as object);
      return;
    }
    const change = extra as { session: string; value: string; drop: string[] | object; all: boolean };
    if (change.all) this.scenarios.clear();
    else if (change.value === "") this.scenarios.delete(change.session);
    else this.scenarios.set(change.session, JSON.parse(change.value) as object);
    // Lua's cjson writes an empty list as {}.
    if (Array.isArray(change.drop)) for (const old of change.drop) this.scenarios.delete(old);
  }

  scenarioTurn(session: Session, operationId: string, phases: readonly PhaseBounds[], now: number): Promise<ScenarioTurn> {
    const bounds: number[] = [];
    for (const phase of phases) bounds.push(phase.duration_ms ?? -1, phase.requests ?? -1);
    return this.guard(session, async () => {
      const [ordinal, phase, calls] = await this.redis.mockScenarioTurn(`${this.p}s:${session.id}:weather`, Math.round(now), operationId, this.ttl, phases.length, ...bounds);
      return { ordinal: Number(ordinal), phase: Number(phase), calls: Number(calls) };
    });
  }

  advanceClock(ms: number): Promise<void> {
    return this.moveClock("advance", ms);
  }

  setClock(epochMs: number): Promise<void> {
    return this.moveClock("set", epochMs);
  }

  freezeClock(atMs?: number): Promise<void> {
    return this.moveClock("freeze", atMs);
  }

  unfreezeClock(): Promise<void> {
    return this.moveClock("unfreeze", undefined);
  }

  /**
   * Moves the shared clock, takes its new reading, and answers once every live replica has it
   * (clock-channel.ts). This replica's real time turns readings into offsets (set, unfreeze), so
   * the clock reads on from where this replica saw it.
   */
  private moveClock(move: "advance" | "set" | "freeze" | "unfreeze", ms: number | undefined): Promise<void> {
    return this.guard(() =>
      this.clockChannel.move(async (writer) => {
        const moved = await this.redis.mockClock(this.p, move, ms ?? "", Date.now(), writer, MAX_DATE_MS);
        if (Number(moved[0]) < 0) throw new ClockRangeError();
        return moved;
      }),
    );
  }

  reset(session?: Session): Promise<void> {
    return this.guard(async () => {
      if (session) {
        // Its scenario's clearing reaches every replica (a round trip and their acknowledgements): only when it has one.
        if (this.scenarios.has(session.id)) await this.setScenario(session, undefined, 0);
        await this.redis.mockResetSession(this.p, session.id, sessionField(session));
        return;
      }
      // Everything under the prefix but the id counters and the clock: a reset keeps both, as in-process
      // (the reset route itself lets a frozen clock run on, through unfreezeClock).
      const keep = new Set([
        `${this.p}ids:request`,
        `${this.p}ids:task`,
        `${this.p}ids:touch`,
        `${this.p}ids:journal`,
        `${this.p}clock:offset`,
        `${this.p}clock:frozen`,
        `${this.p}clock:version`,
        // Cleared below, with every replica told.
        `${this.p}scenarios`,
        `${this.p}scenario-order`,
      ]);
      let cursor = "0";
      do {
        const [next, keys] = await this.redis.scan(cursor, "MATCH", `${escapeGlob(this.p)}*`, "COUNT", 1000);
        cursor = next;
        const doomed = keys.filter((key) => !keep.has(key));
        if (doomed.length > 0) await this.redis.unlink(...doomed);
      } while (cursor !== "0");
      if (this.scenarios.size > 0) await this.changeScenarios("", "", 0, true);
    });
  }

  stats(): Promise<StateStats> {
    return this.guard(async () => {
      const [sessions, tasks, last] = await Promise.all([
        this.redis.zcard(`${this.p}sessions`),
        this.redis.zcard(`${this.p}tasks`),
        this.redis.get(`${this.p}ids:task`),
      ]);
      const writes = { writesPending: this.writes.pending, writesDropped: this.writes.dropped };
      return { sessions, tasks, nextTaskId: last === null ? FIRST_TASK_ID : Number(last) + 1, ...writes };
    });
  }

  async close(): Promise<void> {
    this.writes.flush();
    this.clockChannel.close();
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }

  private live(value: string | null, session: Session, now: number): TaskRecord | undefined {
    if (value === null) return undefined;
    const { session: owner, ...task } = JSON.parse(value) as StoredTask;
    if (owner !== session.id || now - task.createdAt >= this.limits.taskTtlMs) return undefined;
    return task;
  }

  /**
   * Runs an operation that needs Redis. What this replica wrote behind its answers goes first, on
   * the same connection, so the operation sees it; for an operation on one session's tasks or
   * windows, only when another session's use waits (it may evict this one), so that concurrent
   * requests of one session keep sharing one write-behind command per turn. Any failure to reach
   * Redis becomes a StateUnavailableError (503 state_unavailable).
   */
  private guard<T>(operation: () => Promise<T>): Promise<T>;
  private guard<T>(session: Session, operation: () => Promise<T>): Promise<T>;
  private async guard<T>(...args: [() => Promise<T>] | [Session, () => Promise<T>]): Promise<T> {
    const operation = args.length === 1 ? args[0] : args[1];
    this.cork.hold();
    if (args.length === 1 || this.writes.touchesOtherThan(args[0].id)) this.writes.flush();
    try {
      return await operation();
    } catch (error) {
      // A refused clock move is the caller's error, not Redis's.
      if (error instanceof StateUnavailableError || error instanceof ClockRangeError) throw error;
      throw new StateUnavailableError(error);
    }
  }
}

/** `,"session":<JSON>,`: how a stored task or journal line names its session (after its id or seq). */
function sessionField(session: Session): string {
  return `,"session":${JSON.stringify(session.id)},`;
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, "\\$&");
}
