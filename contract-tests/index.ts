/**
 * The public library entry, `ai-gateway-kit/contract`: run the contract suite from code and gate
 * on the typed report. A minimal placeholder over the existing in-process runner (suite.ts), so
 * the package's export has something to point at; issue 14 replaces this file with the real
 * `runContract()` and its options.
 */
import { loadConfig } from "./config.ts";
import type { ContractReport } from "./report/json.ts";
import { runSuite } from "./suite.ts";

export type { ContractReport } from "./report/json.ts";

export interface RunContractOptions {
  /** The server under test, e.g. http://127.0.0.1:4010. */
  baseUrl: string;
  apiKey?: string;
  profile?: "smoke" | "full";
  /** Any other CONTRACT_* setting, by its environment variable's name (see contract --help). */
  env?: Record<string, string>;
}

/**
 * Runs the suite against `baseUrl` in this process and returns the report (writes no file).
 * @example const report = await runContract({ baseUrl: mock.url, profile: "smoke" }); assert(report.summary.passed);
 */
export async function runContract(options: RunContractOptions): Promise<ContractReport> {
  const config = loadConfig({
    ...options.env,
    CONTRACT_BASE_URL: options.baseUrl,
    ...(options.apiKey ? { CONTRACT_API_KEY: options.apiKey } : {}),
    ...(options.profile ? { CONTRACT_PROFILE: options.profile } : {}),
  });
  return (await runSuite({ config })).report;
}
