/**
 * npx's own share of `npx ai-gateway-kit mock`: a bin that does nothing but answer HTTP, put in
 * the same install as the kit and found by npx the same way (a file of node_modules/.bin; npx
 * reads the project's package.json, finds no bin of its own there, then looks for that file and
 * runs it through a shell). npx's overhead is this bin's start-up through npx minus the same bin
 * run directly, which leaves out node's own start, paid by any bin.
 */
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export const NPX_PROBE = "npx-probe";

const PROBE_SOURCE = `#!/usr/bin/env node
// Answers every request 200 on PORT and HOST: the least a bin that serves HTTP can do.
import { createServer } from "node:http";
createServer((request, response) => response.end("ok")).listen(Number(process.env.PORT), process.env.HOST);
`;

/** Installs the probe into `app`/node_modules as npm would (the package and its .bin link); returns the .bin path. */
export function installNpxProbe(app: string): string {
  const dir = join(app, "node_modules", NPX_PROBE);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: NPX_PROBE, version: "1.0.0", type: "module", bin: { [NPX_PROBE]: "probe.mjs" } }));
  writeFileSync(join(dir, "probe.mjs"), PROBE_SOURCE);
  chmodSync(join(dir, "probe.mjs"), 0o755);
  const bin = join(app, "node_modules", ".bin", NPX_PROBE);
  mkdirSync(dirname(bin), { recursive: true });
  symlinkSync(join("..", NPX_PROBE, "probe.mjs"), bin);
  return bin;
}
