/**
 * `npm run proxy -- --upstream URL [--port N] [--host H] [--no-errors]`: Prism's validation proxy
 * in front of a real implementation. Point a frontend at the proxy; every request and response
 * is checked against spec/openapi.yaml and each violation is logged. With errors on (the
 * default), a violating response is replaced by Prism's 422/500 problem+json naming the
 * violation, so it cannot go unnoticed in the UI either.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const SPEC = fileURLToPath(new URL("../spec/openapi.yaml", import.meta.url));
const PRISM = fileURLToPath(new URL("../node_modules/.bin/prism", import.meta.url));

const USAGE = `Usage: npm run proxy -- --upstream URL [options]

Runs Prism's validation proxy (prism proxy spec/openapi.yaml URL) on http://HOST:PORT.

Options:
  --upstream URL        the implementation to forward to (required; or PROXY_UPSTREAM)
  --port N              port to listen on (default 4020; or PROXY_PORT)
  --host H              host to listen on (default 127.0.0.1; or PROXY_HOST)
  --no-errors           only log violations; pass responses through unchanged
  --no-validate-request forward invalid requests instead of answering 422
  --verbose LEVEL       Prism's log level (default info)`;

interface ProxyOptions {
  upstream: string;
  port: number;
  host: string;
  errors: boolean;
  validateRequest: boolean;
  verbose: string;
}

/** Parses the proxy's flags; throws with a message for bad input. */
export function parseProxyArgs(argv: readonly string[], env: Record<string, string | undefined> = process.env): ProxyOptions {
  const options: ProxyOptions = {
    upstream: env.PROXY_UPSTREAM ?? "",
    port: Number(env.PROXY_PORT ?? 4020),
    host: env.PROXY_HOST ?? "127.0.0.1",
    errors: true,
    validateRequest: true,
    verbose: "info",
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${name} needs a value`);
      return v;
    };
    if (name === "--") continue;
    else if (name === "--upstream") options.upstream = value();
    else if (name === "--port" || name === "-p") options.port = Number(value());
    else if (name === "--host" || name === "-h") options.host = value();
    else if (name === "--no-errors") options.errors = false;
    else if (name === "--no-validate-request") options.validateRequest = false;
    else if (name === "--verbose") options.verbose = value();
    else throw new Error(`unknown option ${name}`);
  }
  if (!options.upstream) throw new Error("--upstream URL is required");
  const upstream = new URL(options.upstream); // throws on a malformed URL
  if (upstream.protocol !== "http:" && upstream.protocol !== "https:") throw new Error("--upstream must be an http(s) URL");
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) throw new Error("--port must be 0..65535");
  return options;
}

/** The prism command line for the options. */
export function prismArgs(options: ProxyOptions): string[] {
  return [
    "proxy",
    SPEC,
    options.upstream,
    "--port",
    String(options.port),
    "--host",
    options.host,
    `--errors=${options.errors}`,
    `--validate-request=${options.validateRequest}`,
    "--verboseLevel",
    options.verbose,
  ];
}

function main(): void {
  const argv = process.argv.slice(2);
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  let options: ProxyOptions;
  try {
    options = parseProxyArgs(argv);
  } catch (error) {
    console.error(`[proxy] ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (!existsSync(PRISM)) {
    console.error("[proxy] @stoplight/prism-cli is not installed (node_modules/.bin/prism)");
    process.exit(2);
  }
  console.error(`[proxy] http://${options.host}:${options.port} → ${options.upstream}, validated against spec/openapi.yaml${options.errors ? " (violations become error responses)" : ""}`);
  const child = spawn(PRISM, prismArgs(options), { cwd: ROOT, stdio: "inherit" });
  // Forward the signals so Ctrl-C stops Prism too, and exit with its status.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
