/**
 * Which of a page's requests the Playwright fixture sends to the mock, and where: the mock's own
 * origin, and the base URL the app calls the gateway at (`gatewayBaseUrl`), which stands for
 * `${mock}/client/v2/ai`.
 */

/** The gateway's path on the mock under which an OpenAI client's base URL points. */
const OPENAI_BASE_PATH = "/client/v2/ai";

/**
 * The app's gateway base URL, resolved against Playwright's `baseURL` (so `/api` is a path of the
 * app's origin), without a trailing slash; undefined without one. Throws naming the option when it
 * is no URL, rather than matching nothing.
 */
export function appGatewayBase(gatewayBaseUrl: string | undefined, baseURL: string | undefined): string | undefined {
  if (gatewayBaseUrl === undefined) return undefined;
  try {
    return new URL(gatewayBaseUrl, baseURL).href.replace(/\/+$/, "");
  } catch {
    throw new Error(
      `[ai-gateway-kit] gatewayBaseUrl ${JSON.stringify(gatewayBaseUrl)} is not a URL${baseURL ? "" : " (a path needs Playwright's use.baseURL)"}: give the base URL your app's OpenAI client calls.`,
    );
  }
}

/**
 * Where a page's request goes on the mock: unchanged when it is for the mock's origin, the same
 * path under `${mock}/client/v2/ai` when it lies under the app's base URL (a path segment or a
 * query further: `/apiary` is not under `/api`), else undefined (not the gateway's).
 */
export function pageTargetOnMock(target: URL, mock: URL, appBase: string | undefined): URL | undefined {
  if (target.origin === mock.origin) return target;
  if (appBase === undefined || !target.href.startsWith(appBase)) return undefined;
  const rest = target.href.slice(appBase.length);
  if (rest !== "" && !/^[/?#]/.test(rest)) return undefined;
  return new URL(`${mock.href.replace(/\/+$/, "")}${OPENAI_BASE_PATH}${rest}`);
}
