/** Entry of `ai-gateway-kit drift` for the bin (its arguments after the command name), as mocks/main.ts is of `mock`. */
import { main } from "./record.ts";

process.exitCode = await main(["drift", ...process.argv.slice(2)]);
