#!/usr/bin/env node
/**
 * `npm start`: the mock, run by plain node from a compiled copy of its sources in .start/ (or
 * MOCK_BUILD_DIR), rebuilt first whenever a source changed (~0.7 s, the bundle included). It
 * runs in this very process, so signals reach the mock's own handlers and the pid is the server's.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt, ROOT } from "./precompile.mjs";

// Not dist/: that is the package build (npm run build), which this must never overwrite.
const out = resolve(process.env.MOCK_BUILD_DIR || join(ROOT, ".start"));
const build = await ensureBuilt(out);
if (build.rebuilt) process.stderr.write(`compiled the mock's sources into ${out} in ${Math.round(build.ms)} ms\n`);
// The start path bundled into one file (scripts/bundle-mock.mjs), as the package's bin runs it.
await import(pathToFileURL(join(out, "bundle", "mock.js")).href);
