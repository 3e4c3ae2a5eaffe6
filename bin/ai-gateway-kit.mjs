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
 * process.argv as if it had been started directly.
 */
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

/** @type {Record<string, { source: string; about: string; prepare?: (args: string[]) => string[] }>} */
const COMMANDS = {
  mock: {
    source: "mocks/main.ts",
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
const compiled = fileURLToPath(new URL(`dist/${spec.source.replace(/\.ts$/, ".js")}`, root));
const fromSource = existsSync(source);
const entry = fromSource ? source : compiled;
if (!existsSync(entry)) fail(`ai-gateway-kit: dist/${spec.source.replace(/\.ts$/, ".js")} is missing from this installation`);

const commandArgs = spec.prepare ? spec.prepare(args) : args;
process.argv = [process.argv[0], entry, ...commandArgs];
if (fromSource) {
  // A checkout: our tsconfig, not the one of a project that links us.
  const { register } = await import("tsx/esm/api");
  register({ tsconfig: fileURLToPath(new URL("tsconfig.json", root)) });
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
