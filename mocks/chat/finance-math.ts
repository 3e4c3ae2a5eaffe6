/**
 * The arithmetic behind personal-finance answers (personal-finance.ts, finance-terms.ts): growth
 * compounded yearly or monthly, a loan's level monthly payment, the yield a compounded rate gives,
 * and amounts written in dollars to the cent. The formulas are the standard ones; every worked
 * example in those answers is computed here, so no figure is typed in by hand.
 */

import { money } from "./result-words.ts";

/** `value` rounded to the cent, so that a whole amount prints without ".00". */
export function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * An amount in US dollars, to the cent when it has cents.
 * @example dollars(1628.894627) // "$1,628.89"
 * @example dollars(9000) // "$9,000"
 */
export function dollars(value: number): string {
  return money(toCents(value), "USD");
}

/**
 * A rate as a percentage, to at most two decimals.
 * @example percentOf(0.05116) // "5.12%"
 */
export function percentOf(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

/**
 * `principal` grown at `rate` a year for `years`, compounded `timesPerYear` times a year.
 * @example compounded(1000, 0.05, 10) // 1628.894626777442
 */
export function compounded(principal: number, rate: number, years: number, timesPerYear = 1): number {
  return principal * (1 + rate / timesPerYear) ** (timesPerYear * years);
}

/**
 * The yearly yield (APY) of `rate` (APR) compounded `timesPerYear` times a year.
 * @example annualYield(0.05, 12) // 0.05116189788173342
 */
export function annualYield(rate: number, timesPerYear: number): number {
  return (1 + rate / timesPerYear) ** timesPerYear - 1;
}

/**
 * The level monthly payment that repays `principal` at `rate` a year over `years` (the standard
 * amortization formula).
 * @example monthlyPayment(300000, 0.06, 30) // 1798.6515754582708
 */
export function monthlyPayment(principal: number, rate: number, years: number): number {
  const monthlyRate = rate / 12;
  const months = years * 12;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/**
 * The years money takes to double at `rate` a year, compounded yearly.
 * @example yearsToDouble(0.08) // 9.006468342000588
 */
export function yearsToDouble(rate: number): number {
  return Math.log(2) / Math.log(1 + rate);
}
