/**
 * Seeded draws of a scenario: each is a pure function of the scenario's seed, the request's
 * number in the session and a salt naming what is drawn, so the same scenario and seed give the
 * same draws whatever transport or worker answers, and in whatever order the draws are made.
 */
import type { components } from "../../generated/control.d.ts";

export type Distribution = components["schemas"]["Distribution"];

/** The longest delay any draw gives (the Prefer delay's bound). */
export const MAX_DRAW_MS = 60_000;

/** A number in [0, 1) from the seed, the request number and a salt (murmur3's finalizer, applied to each in turn). */
export function unit(seed: number, n: number, salt: number): number {
  const h = mix(mix(mix(seed + 0x9e3779b9) ^ salt) ^ n);
  return h / 2 ** 32;
}

/** murmur3's 32-bit finalizer: every input bit moves every output bit. */
function mix(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A duration drawn from a distribution, in whole ms, capped at MAX_DRAW_MS. */
export function drawMs(dist: Distribution, seed: number, n: number, salt: number): number {
  let ms: number;
  if ("fixed_ms" in dist) ms = dist.fixed_ms;
  else if ("uniform" in dist) {
    const { min_ms, max_ms } = dist.uniform;
    ms = min_ms + unit(seed, n, salt) * (max_ms - min_ms);
  } else {
    // Box–Muller: a standard normal from two uniform draws, then median·e^(σz).
    const u1 = Math.max(unit(seed, n, salt), Number.MIN_VALUE);
    const u2 = unit(seed, n, salt + 0x5bd1e995);
    const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    ms = dist.lognormal.median_ms * Math.exp(dist.lognormal.sigma * z);
  }
  return Math.min(MAX_DRAW_MS, Math.max(0, Math.round(ms)));
}

/** A whole number from min to max (both included). */
export function drawInt(min: number, max: number, seed: number, n: number, salt: number): number {
  return min + Math.floor(unit(seed, n, salt) * (max - min + 1));
}
