/**
 * The lifecycle of a request: the stages, in order, each a small named function with the
 * statuses it answers with, run by one loop. A stage returns nothing to let the request go on,
 * a response to answer it now (or a promise of either: only a stage with waiting to do returns
 * one, since an await costs every request a turn of the microtask queue), or throws a
 * MockError for an expected failure. Whatever the answer, `mock.ts` then decorates and
 * journals it (the last stage, which every answer passes).
 *
 *   preflight (204) → parse target (400, 413) → control surface → route (404, 405)
 *   → controls (400) → weather → auth (401) → rate (429) → forced status → recorded answer
 *   → validate (400) → delay → handle → serialize → journal
 *
 * Recorded answers (replay, mocks/replay) are an answer source the assembly may give the core:
 * consulted where the core would otherwise answer itself (a path the spec lacks, a refused
 * key, and, after the rate limit and the forced statuses, a request let in), so a replayed
 * request keeps every stage a live one has.
 */
import type { Operation, OperationTable } from "../../spec/operations.ts";
import { writeEvents } from "../stream/sse.ts";
import { baseUrlOf } from "./base-url.ts";
import type { HandlerResult, Handlers } from "./context.ts";
import { handleControl } from "./control-surface.ts";
import type { ControlRoute, Deps, MockResponse } from "./deps.ts";
import { MockError, toErrorBody } from "./errors.ts";
import type { Exchange } from "./exchange.ts";
import { Context } from "./handler-context.ts";
import { streamErrorMessage } from "./prefer.ts";
import { json, sse } from "./respond.ts";
import {
  answerPreflight,
  applyRateLimit,
  authenticate,
  checkBodySize,
  checkTarget,
  exampleResponse,
  forcedStatus,
  isControlPath,
  readMockControls,
  route,
  validate,
} from "./stages.ts";
import type { OperationId } from "./types.ts";
import type { JournalEntry } from "../state/state.ts";

/** What the core is built from. */
export interface CoreParts {
  operations: OperationTable;
  handlers: Handlers;
  /** Routes of the control surface under /__mock (none: it answers 404). */
  control: readonly ControlRoute[];
  deps: Deps;
  /**
   * Adds a request's facts to its journal entry, in place (the client verdict's record,
   * mocks/verdict, and the metrics); none: the entry as it is. In place, not a second object
   * spread together with the entry: that copy was most of what the facts cost a task request.
   */
  facts?: (exchange: Exchange, response: MockResponse, deps: Deps, entry: JournalEntry) => void;
  /** Recorded answers (replay); none: the core answers everything itself. */
  answers?: AnswerSource;
}

export type Step = MockResponse | undefined | Promise<MockResponse | undefined>;

/**
 * Answers recorded elsewhere (replay: mocks/replay), asked at the points where the core would
 * answer by itself. Each returns a response, or nothing for the core's own answer.
 */
export interface AnswerSource {
  /** A path the spec does not have (routing failed): a recorded answer, or nothing for the core's 404/405. */
  unrouted(exchange: Exchange, deps: Deps): Step;
  /** A request whose key the core refuses: a recorded refusal, or nothing for the core's 401. */
  refused(exchange: Exchange, deps: Deps): Step;
  /** A request let in, past the rate limit and the forced statuses: a recorded answer, or nothing for the handler. */
  answer(exchange: Exchange, deps: Deps): Step;
}

/** The answer of `source`, else the core's own failure `failure` (rethrown). */
function orElseThrow(step: Step, failure: unknown): Step {
  if (step instanceof Promise) {
    return step.then((answered) => {
      if (answered) return answered;
      throw failure;
    });
  }
  if (step) return step;
  throw failure;
}

/** One stage of the lifecycle. */
export interface Stage {
  readonly name: string;
  /** The statuses it answers with when it stops a request. */
  readonly answers: string;
  run(exchange: Exchange, parts: CoreParts): Step;
}

const nothing = (): undefined => undefined;

/** The stages every request runs through, in order. */
export const LIFECYCLE: readonly Stage[] = [
  { name: "preflight", answers: "204", run: (exchange, { deps }) => answerPreflight(exchange, deps) },
  {
    name: "parse target",
    answers: "400, 413",
    run(exchange, { deps }) {
      checkTarget(exchange, deps);
      checkBodySize(exchange, deps);
      return undefined;
    },
  },
  {
    name: "control surface",
    answers: "its routes' own",
    run: (exchange, { control, deps }) => (isControlPath(exchange.request.path) ? handleControl(exchange, control, deps) : undefined),
  },
  {
    name: "route",
    answers: "404, 405 (or a recorded answer for a path the spec lacks)",
    run(exchange, { operations, deps, answers }) {
      try {
        route(exchange, operations, deps.config.echoMaxChars);
      } catch (failure) {
        if (!answers || !(failure instanceof MockError)) throw failure;
        return orElseThrow(answers.unrouted(exchange, deps), failure);
      }
      return undefined;
    },
  },
  {
    name: "controls",
    answers: "400",
    run(exchange, { deps }) {
      readMockControls(exchange, deps);
      return undefined;
    },
  },
  {
    name: "weather",
    answers: "none (the session's scenario sets the request's controls: a status, a delay, a stream fault)",
    run(exchange, { deps }) {
      const { weather } = deps;
      if (!weather?.active) return undefined;
      const applied = weather.apply(exchange);
      return applied instanceof Promise ? applied.then(nothing) : undefined;
    },
  },
  {
    name: "auth",
    answers: "401 (or a recorded refusal)",
    run(exchange, { deps, answers }) {
      try {
        authenticate(exchange, exchange.operation!, deps);
      } catch (failure) {
        if (!answers || !(failure instanceof MockError)) throw failure;
        return orElseThrow(answers.refused(exchange, deps), failure);
      }
      return undefined;
    },
  },
  {
    name: "rate",
    answers: "429",
    run: (exchange, { deps }) => (deps.config.rateLimitRequests > 0 && exchange.team ? applyRateLimit(exchange, deps).then(nothing) : undefined),
  },
  {
    name: "forced status",
    answers: "any status the operation declares (Prefer: code=)",
    run(exchange, { deps }) {
      exchange.baseUrl = baseUrlOf(exchange.request, deps.config);
      return forcedStatus(exchange, exchange.operation!, exchange.baseUrl);
    },
  },
  {
    name: "recorded answer",
    answers: "what was recorded (replay), when the assembly gives recorded answers",
    run: (exchange, { deps, answers }) => answers?.answer(exchange, deps),
  },
  {
    name: "validate",
    answers: "400",
    run(exchange, { deps }) {
      const operation = exchange.operation!;
      // A page loads most operations' validators on their first request; Node has them at hand.
      const loading = operation.requestValidatorsReady?.();
      if (loading) return loading.then(() => validate(exchange, operation, deps.config.echoMaxChars)).then(nothing);
      validate(exchange, operation, deps.config.echoMaxChars);
      return undefined;
    },
  },
  {
    name: "delay",
    answers: "none (Prefer: delay=)",
    run: (exchange, { deps }) =>
      exchange.controls.delayMs ? deps.clock.sleep(exchange.controls.delayMs, exchange.request.signal).then(nothing) : undefined,
  },
  {
    name: "handle",
    answers: "the handler's own errors",
    run(exchange, { handlers, deps }) {
      const handler = handlers[exchange.operation!.operationId as OperationId] as (ctx: Context) => ReturnType<Handlers[OperationId]>;
      const result = handler(new Context(exchange, deps, exchange.baseUrl));
      if (!(result instanceof Promise)) {
        exchange.result = result;
        return undefined;
      }
      return result.then((settled) => {
        exchange.result = settled;
        return undefined;
      });
    },
  },
  {
    name: "serialize",
    answers: "200, or the named example (Prefer: example=)",
    run(exchange, { deps }) {
      const operation = exchange.operation!;
      // The handler's answer gives way to the named example (a stream is made only when read).
      const { example } = exchange.controls;
      if (example !== undefined) return exampleResponse(example, operation, 200, exchange.baseUrl);
      return toResponse200(exchange.result!, operation, exchange, deps);
    },
  },
];

/** Runs a request through the stages until one answers. */
export async function runLifecycle(exchange: Exchange, parts: CoreParts, stages: readonly Stage[] = LIFECYCLE): Promise<MockResponse> {
  for (const stage of stages) {
    let step = stage.run(exchange, parts);
    if (step instanceof Promise) step = await step;
    if (step) return step;
  }
  throw new Error("the lifecycle ended without an answer");
}

/** A handler's answer in its response form: JSON with the table's serializer, or the SSE writer's frames. */
function toResponse200(result: HandlerResult<OperationId>, operation: Operation, exchange: Exchange, deps: Deps): MockResponse {
  if ("events" in result) {
    const { events } = result;
    const serialize = operation.eventSerializer(200);
    const frames = writeEvents(() => events.source(serialize), {
      clock: deps.clock,
      signal: () => exchange.request.signal,
      offsets: exchange.controls.offsets ?? (events.offsets ? (count) => events.offsets!(count) : undefined),
      fault: exchange.controls.stream,
      errorEvent: (fault) => toErrorBody("provider_error", streamErrorMessage(exchange.controls, fault)),
      slot: deps.streams,
    });
    return sse(frames, result.headers);
  }
  const response = json(result.status, result.body, result.headers);
  const serialize = operation.serializer(200);
  const { write } = result;
  response.serialize = write ? (body) => (write as (serialize: (body: unknown) => string) => string | undefined)(serialize) ?? serialize(body) : serialize;
  return response;
}
