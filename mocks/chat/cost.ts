/**
 * Money as a decimal string. Prices are converted to integer nano-dollars first, so sums never
 * show binary floating-point noise ("0.000015", not "0.000014999999999999999").
 */
const NANO = 1_000_000_000;

/** Nano-dollars for `units` at `pricePerMillion` dollars per million units. */
export function nanoDollars(units: number, pricePerMillion: number): number {
  return Math.round((units * pricePerMillion * NANO) / 1_000_000);
}

/** Nano-dollars as a decimal string with no trailing zeros (at least one decimal). */
export function formatCost(nano: number): string {
  const whole = Math.floor(nano / NANO);
  const fraction = String(nano % NANO).padStart(9, "0").replace(/0+$/, "");
  return `${whole}.${fraction || "0"}`;
}
