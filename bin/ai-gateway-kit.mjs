#!/usr/bin/env node
/**
 * `npx ai-gateway-kit <command>`. Installed from npm, a command runs its compiled JavaScript in
 * dist/ with plain node; in a git checkout (where the TypeScript sources sit beside this file),
 * it runs the sources through tsx, a dev dependency, so it never runs a stale build. Either way
 * the command runs in this same process: signals reach its own handlers and the pid a caller
 * holds is the server's.
 *
 * A new command is one row of COMMANDS: its module, compiled path and one line of help. Options
 * belong to the command (cli/, which holds every command's flags, help and exit codes); its
 * module sees them in process.argv as if it had been started directly. Only the command asked
 * for is loaded.
 *
 * `mock` runs from one bundled file (dist/bundle/mock.js, made by `npm run build` from the same
 * compiled modules): start-up is what issue 15 measures, and on Node 20, which has no compile
 * cache, loading ~250 small files one at a time was most of it.
 */
import { existsSync } from "node:fs";
import module from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/** @type {Record<string, { source: string; bundle?: string; about: string }>} */
const COMMANDS = {
  mock: { source: "cli/mock-main.ts", bundle: "dist/bundle/mock.js", about: "serve the mock (flags and MOCK_* variables: mock --help)" },
  contract: { source: "cli/contract.ts", about: "run the contract suite against --base-url, or check a --har file" },
  proxy: { source: "cli/proxy.ts", about: "validating proxy: forwards to --upstream, reports what breaks the spec" },
  record: { source: "cli/record-main.ts", about: "recording proxy in front of a real gateway, writing fixtures" },
  drift: { source: "cli/drift-main.ts", about: "where recorded fixtures leave the spec" },
};

const USAGE = `Usage: ai-gateway-kit <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, { about }]) => `  ${name.padEnd(10)} ${about}`)
  .join("\n")}

Every command takes --help (its flags, the variables that set the same, their defaults);
the servers (mock, proxy, record) and contract's target take --port/--host or PORT/HOST.

Examples:
  npx ai-gateway-kit mock --port 4010
  npx ai-gateway-kit contract --base-url http://127.0.0.1:4010 --junit reports/junit.xml
  npx ai-gateway-kit proxy --upstream https://gateway.example.com
  npx ai-gateway-kit record --upstream https://gateway.example.com --out fixtures/
  npx ai-gateway-kit mock --fixtures fixtures/ --strict
  npx ai-gateway-kit drift fixtures/

Exit status: 0 ok, 1 the thing checked failed (a contract check, drift), 2 could not run
(bad usage or configuration, a port in use, a target unreachable).`;

function fail(message) {
  console.error(message);
  process.exit(2);
}

const [command, ...args] = process.argv.slice(2);
if (command === undefined || command === "--help" || command === "-h" || command === "help") {
  console.log(USAGE);
  process.exit(0);
}
if (!Object.hasOwn(COMMANDS, command)) fail(`ai-gateway-kit: unknown command "${command}"\n\n${USAGE}`);

const spec = COMMANDS[command];
const root = new URL("../", import.meta.url);
const source = fileURLToPath(new URL(spec.source, root));
const compiledPath = spec.bundle ?? `dist/${spec.source.replace(/\.ts$/, ".js")}`;
const compiled = fileURLToPath(new URL(compiledPath, root));
const fromSource = existsSync(source);
const entry = fromSource ? source : compiled;
if (!existsSync(entry)) fail(`ai-gateway-kit: ${compiledPath} is missing from this installation`);

// Node 22.1+ keeps V8's compiled code of the modules an installed kit loads on disk
// (os.tmpdir(); NODE_DISABLE_COMPILE_CACHE=1 turns it off), so the next start skips compiling
// them. Node 20 has no such API: there this does nothing.
if (!fromSource) module.enableCompileCache?.();

process.argv = [process.argv[0], entry, ...args];
if (fromSource) {
  // A checkout: our tsconfig, not the one of a project that links us.
  const tsconfig = fileURLToPath(new URL("tsconfig.json", root));
  const { register } = await import("tsx/esm/api");
  register({ tsconfig });
  // Workers (MOCK_WORKERS) are forked processes: they load the TypeScript sources through the
  // same loader, given on their command line, or the first import of a .ts file ends them.
  const { default: cluster } = await import("node:cluster");
  process.env.TSX_TSCONFIG_PATH = tsconfig;
  cluster.setupPrimary({ execArgv: [...process.execArgv, "--import", import.meta.resolve("tsx/esm")] });
}
try {
  await import(pathToFileURL(entry).href);
} catch (error) {
  // A command whose module needs a package this installation does not have: say which, not a stack.
  const missing = /** @type {{ code?: string; message?: string }} */ (error);
  if (missing?.code !== "ERR_MODULE_NOT_FOUND") throw error;
  const name = /Cannot find (?:package|module) '([^']+)'/.exec(missing.message ?? "")?.[1] ?? "a module";
  fail(`ai-gateway-kit ${command}: this installation cannot run it: ${name} is not installed (${missing.message?.split("\n")[0]})`);
}
