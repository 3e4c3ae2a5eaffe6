/**
 * `npm run build`: the mock as plain JavaScript in dist/ (or the folder given), built afresh.
 * `npm start` does the same by itself whenever a source changed, so this is for packaging or
 * for checking the build.
 */
import { fileURLToPath } from "node:url";
import { buildPrecompiled } from "./precompile.mjs";

const out = fileURLToPath(new URL(process.argv[2] ?? "../dist/", import.meta.url));
const started = performance.now();
await buildPrecompiled(out);
console.log(`built ${out} in ${Math.round(performance.now() - started)} ms; run it with: node ${out}mocks/main.js`);
