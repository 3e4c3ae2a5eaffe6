#!/usr/bin/env node
/**
 * `npx ai-gateway-kit mock` serves the mock; `npx ai-gateway-kit contract --base-url URL` runs
 * the contract suite against a running server. The package ships its TypeScript sources, which
 * tsx (a dependency) loads in this same process: signals reach the command's own handlers and
 * the pid a caller holds is the server's.
 */
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

const COMMANDS = {
  mock: { entry: "mocks/main.ts", about: "serve the mock (PORT, HOST and MOCK_* variables apply; see the README)" },
  contract: { entry: "contract-tests/cli.ts", about: "run the contract suite against --base-url (see contract --help)" },
};

const USAGE = `Usage: ai-gateway-kit <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, { about }]) => `  ${name.padEnd(10)} ${about}`)
  .join("\n")}

Options of mock: --port N (PORT), --host ADDRESS (HOST)

Examples:
  npx ai-gateway-kit mock --port 4010
  npx ai-gateway-kit contract --base-url http://127.0.0.1:4010`;

const [command, ...args] = process.argv.slice(2);
if (command === undefined || command === "--help" || command === "-h" || command === "help") {
  console.log(USAGE);
  process.exit(0);
}
if (!Object.hasOwn(COMMANDS, command)) {
  console.error(`ai-gateway-kit: unknown command "${command}"\n\n${USAGE}`);
  process.exit(2);
}

const root = new URL("../", import.meta.url);
const entry = fileURLToPath(new URL(COMMANDS[command].entry, root));
if (!existsSync(entry)) {
  console.error(`ai-gateway-kit: ${COMMANDS[command].entry} is missing from this installation`);
  process.exit(2);
}

if (command === "mock") {
  // The mock reads its settings from the environment only; flags are a convenience over it.
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i];
    const value = args[i + 1];
    if ((flag === "--port" || flag === "--host") && value !== undefined) {
      process.env[flag === "--port" ? "PORT" : "HOST"] = value;
      i += 1;
    } else if (flag === "--help" || flag === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`ai-gateway-kit mock: unknown option "${flag}"\n\n${USAGE}`);
      process.exit(2);
    }
  }
}

// The command sees its own arguments, as if it had been started directly.
process.argv = [process.argv[0], entry, ...args];
// Our tsconfig, not the one of the project that installed us.
register({ tsconfig: fileURLToPath(new URL("tsconfig.json", root)) });
await import(pathToFileURL(entry).href);
