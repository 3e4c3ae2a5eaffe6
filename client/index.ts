/**
 * `ai-gateway-kit/client`: a typed client of the gateway over openapi-fetch and the generated
 * types: one method per operation, answers as unions narrowed by status, typed stream chunks,
 * typed errors, a task waiter, guards for the unified endpoint and the mock's `Prefer` builder;
 * for openapi-fetch's own answers, `toApiResult` (narrowed by status) and `readChatStream`.
 */
export { createGatewayClient, GatewayClient, type CallOptions, type GatewayClientOptions } from "./client.ts";
export { ApiError, GatewayError, isApiError, StreamError, StreamInterruptedError, TaskTimeoutError, UnexpectedResponseError } from "./errors.ts";
export { isAsyncSubmission, isChatCompletion, isImageGeneration, isOcrGeneration, isSpeechToText, isSyncEnvelope, isTextToSpeech } from "./guards.ts";
export { prefer, preferValue, type PreferControls } from "./prefer.ts";
export { toApiResult, type FetchedAnswer } from "./result.ts";
export { readChatStream, type ReadChatStreamOptions } from "./stream.ts";
export { realTimers, type Timers, type WaitOptions } from "./tasks.ts";
export type * from "./types.ts";
