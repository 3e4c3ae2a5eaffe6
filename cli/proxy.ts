/**
 * `ai-gateway-kit proxy --upstream URL`: the validating proxy (contract-tests/proxy.ts). Point a
 * frontend at it; each exchange is forwarded untouched and checked with the contract suite's
 * checks, each violation printed as one line with its severity (error: a seed rule; warning: a
 * designed fill). Ctrl-C prints the totals; the exit status is 1 when an error-level violation
 * was seen, so a scripted session can gate on it. Its bounds (what it keeps to check, how long
 * it waits for a silent upstream) are flags from PROXY_BOUNDS (docs/bounds.md).
 */
import { loadConfig } from "../contract-tests/config.ts";
import { startProxy } from "../contract-tests/proxy.ts";
import { PROXY_BOUNDS, type ProxyLimits } from "../mocks/fixtures/bounds.ts";
import { boundOptions, boundValues, EXIT, helpText, isEntry, listenError, parse, runCommand, UsageError, type CommandSpec } from "./args.ts";

type Env = Record<string, string | undefined>;

export const PROXY_COMMAND: CommandSpec = {
  name: "proxy",
  synopsis: "--upstream URL [options]",
  about:
    "A validating proxy in front of a real gateway: point your frontend at it; every exchange is\n" +
    "forwarded untouched and checked against the spec with the contract suite's checks, and each\n" +
    "violation is printed with its severity (error: a seed rule, warning: a designed fill).",
  options: [
    { flag: "--upstream", value: "URL", env: "PROXY_UPSTREAM", help: "the gateway to forward to (required)" },
    { flag: "--port", value: "N", env: "PORT", default: "4020", help: "port to listen on (0: a free one)" },
    { flag: "--host", value: "ADDRESS", env: "HOST", default: "127.0.0.1", help: "address to bind" },
    { flag: "--strict", boolean: true, env: "CONTRACT_STRICT", help: "designed fills are errors too" },
    // The proxy's bounds (mocks/fixtures/bounds.ts; every bound: docs/bounds.md).
    ...boundOptions(PROXY_BOUNDS),
  ],
  failure: "an error-level violation was seen before the proxy stopped",
};

export interface ProxyArgs {
  help: boolean;
  upstream: string;
  port: number;
  host: string;
  strict: boolean;
  /** The bounds given as flags (absent: the proxy's defaults), passed to startProxy as they are. */
  limits: Partial<ProxyLimits>;
}

/** The proxy's options from its flags and the environment (a flag wins over its variable). */
export function parseProxyArgs(argv: readonly string[], env: Env = process.env): ProxyArgs {
  const { values, help } = parse(PROXY_COMMAND, argv);
  const upstream = (values.upstream as string | undefined) ?? env.PROXY_UPSTREAM ?? "";
  if (help) return { help, upstream, port: 4020, host: "127.0.0.1", strict: false, limits: {} };
  if (!upstream) throw new UsageError("--upstream URL is required (or PROXY_UPSTREAM)");
  if (!URL.canParse(upstream) || !/^https?:$/.test(new URL(upstream).protocol)) throw new UsageError(`--upstream: expected an http(s) URL, got "${upstream}"`);
  const [rawPort, portName] = values.port !== undefined ? [values.port as string, "--port"] : [env.PORT ?? "4020", "PORT"];
  if (!/^\d{1,5}$/.test(rawPort) || Number(rawPort) > 65535) throw new UsageError(`${portName}: expected an integer from 0 to 65535, got "${rawPort}"`);
  const limits = boundValues<keyof ProxyLimits>(PROXY_BOUNDS, (flag) => (typeof values[flag] === "string" ? [values[flag] as string, `--${flag}`] : undefined));
  return { help, upstream, port: Number(rawPort), host: (values.host as string | undefined) ?? env.HOST ?? "127.0.0.1", strict: values.strict === true || env.CONTRACT_STRICT === "1", limits };
}

/** Runs the proxy until SIGINT/SIGTERM; resolves with the exit status. */
export async function proxyMain(argv: readonly string[], env: Env = process.env): Promise<number> {
  const args = parseProxyArgs(argv, env);
  if (args.help) return (console.log(helpText(PROXY_COMMAND)), EXIT.ok);
  const config = { ...loadConfig({ CONTRACT_BASE_URL: args.upstream }), strict: args.strict };
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  try {
    proxy = await startProxy({
      upstream: args.upstream,
      port: args.port,
      host: args.host,
      config,
      ...args.limits,
      onExchange: ({ method, url, status, failures }) => {
        const path = new URL(url).pathname;
        if (failures.length === 0) return void console.log(`ok      ${method} ${path} → ${status}`);
        for (const failure of failures) console.log(`${failure.severity.padEnd(7)} ${method} ${path} → ${status}: ${failure.title} (${failure.check}) ${failure.message.split("\n")[0]}`);
      },
      onUnchecked: ({ method, url, status, reason }) => console.log(`skipped ${method} ${new URL(url).pathname} → ${status}: ${reason}`),
    });
  } catch (error) {
    const listen = listenError(error, args.host, args.port);
    throw listen ? new UsageError(listen) : error;
  }
  console.log(`\n  Validating proxy ${proxy.url} → ${args.upstream}\n  Point your client at ${proxy.url}; Ctrl-C to stop.\n`);
  await new Promise<void>((done) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => done());
  });
  await proxy.close();
  const { checked, errors, warnings } = proxy.stats();
  console.log(`\n${checked} exchange(s) checked: ${errors} error(s), ${warnings} warning(s).`);
  return errors > 0 ? EXIT.failed : EXIT.ok;
}

if (isEntry(import.meta.url)) process.exitCode = await runCommand("proxy", () => proxyMain(process.argv.slice(2)));
