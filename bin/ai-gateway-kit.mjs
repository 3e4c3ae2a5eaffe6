#!/usr/bin/env node
/**
 * `npx ai-gateway-kit <command>`. Installed from npm, a command runs its compiled JavaScript in
 * dist/ with plain node; in a git checkout (where the TypeScript sources sit beside this file),
 * it runs the sources through tsx, a dev dependency, so it never runs a stale build. Either way
 * the command runs in this same process: signals reach its own handlers and the pid a caller
 * holds is the server's.
 *
 * A new command is one row of COMMANDS (say, `record` and `drift`): its module, compiled path
 * and one line of help. Options belong to the command's own module, which sees them in
 * process.argv as if it had been started directly. Only the command asked for is loaded.
 *
 * `mock` runs from one bundled file (dist/bundle/mock.js, made by `npm run build` from the same
 * compiled modules): start-up is what issue 15 measures, and on Node 20, which has no compile
 * cache, loading ~250 small files one at a time was most of it.
 */
import { existsSync } from "node:fs";
import module from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/** @type {Record<string, { source: string; bundle?: string; about: string; prepare?: (args: string[]) => string[] }>} */
const COMMANDS = {
  mock: {
    source: "mocks/main.ts",
    bundle: "dist/bundle/mock.js",
    about: "serve the mock (PORT, HOST and MOCK_* variables apply; see the README)",
    prepare: mockHelp,
  },
  contract: { source: "contract-tests/cli.ts", about: "run the contract suite against --base-url (see contract --help)" },
  record: { source: "mocks/record/record-main.ts", about: "recording proxy in front of a real gateway (see record --help)" },
  drift: { source: "mocks/record/drift-main.ts", about: "where recorded fixtures leave the spec (see drift --help)" },
};

const USAGE = `Usage: ai-gateway-kit <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, { about }]) => `  ${name.padEnd(10)} ${about}`)
  .join("\n")}

Options of mock: --port N (PORT), --host ADDRESS (HOST), --fixtures DIR (replay recorded
fixtures first), --strict (unmatched requests get 404), --replay-speed N

Examples:
  npx ai-gateway-kit mock --port 4010
  npx ai-gateway-kit contract --base-url http://127.0.0.1:4010
  npx ai-gateway-kit record --upstream https://gateway.example.com --out fixtures/
  npx ai-gateway-kit mock --fixtures fixtures/ --strict
  npx ai-gateway-kit drift fixtures/`;

/** The mock parses its own flags (mocks/record/flags.ts: --port, --host, --fixtures, --strict, --replay-speed); help is ours. */
function mockHelp(args) {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    process.exit(0);
  }
  return args;
}

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

const commandArgs = spec.prepare ? spec.prepare(args) : args;
process.argv = [process.argv[0], entry, ...commandArgs];
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
