/**
 * The school and everyday formulas people ask a chat for most: "How do I calculate the area of a
 * circle?", "What is the Pythagorean theorem?", "volume of a cylinder radius 2 height 10",
 * "hypotenuse of a triangle with sides 3 and 4", "formula for compound interest", "How do I
 * calculate BMI?". A model answers with the formula written out (`A = πr²`, no code), what each
 * letter stands for, and a worked example; when the prompt gives the numbers, the example is
 * worked with them, so "area of a circle with radius 5" gets "≈ 78.54". Every result is computed
 * here, never written into the table, and π is Math.PI, shown as "≈" with two decimals.
 *
 * The formulas are the standard ones (geometry, algebra, statistics, finance, physics, BMI and
 * temperature); the default example numbers and the wording are designed. A numeric conversion
 * ("Convert 100 celsius to fahrenheit") stays facts.ts's and an equation to solve
 * ("Solve 2x + 5 = 17") equations.ts's; code asked for ("a function that converts Fahrenheit to
 * Celsius") stays code-tasks.ts's.
 *
 * Cheap first: one short regex of formula words on the prompt's head rejects almost every prompt
 * before the table's patterns run.
 */
import { PrefilteredTable } from "./required-words.ts";

/** A value the formula takes, read from the prompt when it names it ("radius 5", "r = 5"). */
interface Input {
  /** Words that name the value just before its number. */
  readonly cue: RegExp;
  /** The example's value when the prompt gives none. */
  readonly example: number;
}

interface Formula {
  /** What a prompt names when it asks for this formula. */
  readonly asked: RegExp;
  /** "The area of a circle". */
  readonly title: string;
  /** The formula as printed: "A = πr²". */
  readonly shown: string;
  /** What each letter is, one line each. */
  readonly letters: readonly string[];
  readonly inputs: readonly Input[];
  /** The worked example with these values, ending in its result. */
  readonly worked: (values: readonly number[]) => string;
  /** A line after the example: a caveat, a variant. */
  readonly note?: string;
}

let NUMBER_FORMAT: Intl.NumberFormat | undefined;
/** Below this many hundredths, a value's digits are written here; larger ones, -0 and the non-finite go to Intl. */
const WRITTEN_HUNDREDTHS = 1e15;

/** A number as a reply writes it: at most two decimals, thousands grouped. */
export function shownNumber(value: number): string {
  const hundredths = Math.round(value * 100);
  // Written by hand, as "en-US" with at most two decimals writes it: Intl's format costs a formula's reply a quarter of its time.
  if (Math.abs(hundredths) < WRITTEN_HUNDREDTHS && !Object.is(hundredths, -0)) {
    const size = Math.abs(hundredths);
    const cents = size % 100;
    const whole = String((size - cents) / 100).replace(/\B(?=(?:\d{3})+$)/g, ",");
    const fraction = cents === 0 ? "" : cents % 10 === 0 ? `.${cents / 10}` : `.${String(cents).padStart(2, "0")}`;
    return `${hundredths < 0 ? "-" : ""}${whole}${fraction}`;
  }
  // One formatter for every call: toLocaleString with options builds a new one each time (about as costly as the rest of a reply).
  NUMBER_FORMAT ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
  return NUMBER_FORMAT.format(hundredths / 100);
}

/** "= 12" when exact, "≈ 78.54" when rounded. */
function equals(value: number): string {
  return `${Math.abs(value - Math.round(value * 100) / 100) > 1e-9 ? "≈" : "="} ${shownNumber(value)}`;
}

const n = shownNumber;
const NUMBER = String.raw`\s*(?:of|is|=|:|equals?|equal to)?\s*[$£€]?(-?\d{1,9}(?:\.\d{1,6})?)`;
const input = (cue: string, example: number): Input => ({ cue: new RegExp(String.raw`\b(?:${cue})${NUMBER}`, "i"), example });
const RADIUS = input("radius|r", 5);
/** "with diameter 10": half of it is the radius. */
const DIAMETER = /\bdiameter\s*(?:of|is|=|:)?\s*(\d{1,9}(?:\.\d{1,6})?)/i;
const HEIGHT = (example: number) => input("height|h|tall|high|depth", example);
const SIDE = (example: number) => input("sides?|edges?|s|length", example);

/** Each formula, the more specific before those whose words they hold ("surface area of a cube" before "cube"). */
const FORMULAS: readonly Formula[] = [
  {
    asked: /\bcircumference\b|\bperimeter of (?:a |the )?circle\b/i,
    title: "The circumference of a circle",
    shown: "C = 2πr (or C = πd)",
    letters: ["C is the circumference (the distance around the circle)", "r is the radius, d the diameter (d = 2r)", "π ≈ 3.14159"],
    inputs: [RADIUS],
    worked: ([r]) => `a circle with radius ${n(r!)}: C = 2 × π × ${n(r!)} ${equals(2 * Math.PI * r!)}`,
  },
  {
    asked: /\barea of (?:a |the )?circle\b|\bcircle'?s area\b/i,
    title: "The area of a circle",
    shown: "A = πr²",
    letters: ["A is the area", "r is the radius (half the diameter)", "π ≈ 3.14159"],
    inputs: [RADIUS],
    worked: ([r]) => `a circle with radius ${n(r!)}: A = π × ${n(r!)}² ${equals(Math.PI * r! * r!)} square units`,
  },
  {
    asked: /\bsurface area of (?:a |the )?(?:cube)\b/i,
    title: "The surface area of a cube",
    shown: "SA = 6s²",
    letters: ["SA is the total area of the six faces", "s is the length of one edge"],
    inputs: [SIDE(3)],
    worked: ([s]) => `a cube with edge ${n(s!)}: SA = 6 × ${n(s!)}² ${equals(6 * s! * s!)} square units`,
  },
  {
    asked: /\bsurface area of (?:a |the )?(?:box|rectangular (?:prism|box)|cuboid)\b/i,
    title: "The surface area of a box (rectangular prism)",
    shown: "SA = 2(lw + lh + wh)",
    letters: ["SA is the total area of the six faces", "l, w and h are the length, width and height"],
    inputs: [input("length|l", 5), input("width|w", 3), HEIGHT(2)],
    worked: ([l, w, h]) => `a box ${n(l!)} × ${n(w!)} × ${n(h!)}: SA = 2(${n(l!)}×${n(w!)} + ${n(l!)}×${n(h!)} + ${n(w!)}×${n(h!)}) ${equals(2 * (l! * w! + l! * h! + w! * h!))} square units`,
  },
  {
    asked: /\bsurface area of (?:a |the )?cylinder\b/i,
    title: "The surface area of a cylinder",
    shown: "SA = 2πr² + 2πrh",
    letters: ["SA is the total area: two circular ends (2πr²) plus the curved side (2πrh)", "r is the radius", "h is the height"],
    inputs: [input("radius|r", 2), HEIGHT(10)],
    worked: ([r, h]) => `a cylinder with radius ${n(r!)} and height ${n(h!)}: SA = 2 × π × ${n(r!)}² + 2 × π × ${n(r!)} × ${n(h!)} ${equals(2 * Math.PI * r! * r! + 2 * Math.PI * r! * h!)} square units`,
  },
  {
    asked: /\bsurface area of (?:a |the )?sphere\b/i,
    title: "The surface area of a sphere",
    shown: "SA = 4πr²",
    letters: ["SA is the surface area", "r is the radius"],
    inputs: [RADIUS],
    worked: ([r]) => `a sphere with radius ${n(r!)}: SA = 4 × π × ${n(r!)}² ${equals(4 * Math.PI * r! * r!)} square units`,
  },
  {
    asked: /\bsurface area of (?:a |the )?cone\b/i,
    title: "The surface area of a cone",
    shown: "SA = πr² + πrl, with the slant height l = √(r² + h²)",
    letters: ["SA is the base (πr²) plus the curved side (πrl)", "r is the radius of the base", "h is the height, l the slant height"],
    inputs: [input("radius|r", 3), HEIGHT(4)],
    worked: ([r, h]) => {
      const l = Math.sqrt(r! * r! + h! * h!);
      return `a cone with radius ${n(r!)} and height ${n(h!)}: l = √(${n(r!)}² + ${n(h!)}²) ${equals(l)}, so SA = π × ${n(r!)}² + π × ${n(r!)} × ${n(l)} ${equals(Math.PI * r! * r! + Math.PI * r! * l)} square units`;
    },
  },
  {
    asked: /\bvolume of (?:a |the )?cube\b/i,
    title: "The volume of a cube",
    shown: "V = s³",
    letters: ["V is the volume", "s is the length of one edge"],
    inputs: [SIDE(3)],
    worked: ([s]) => `a cube with edge ${n(s!)}: V = ${n(s!)}³ ${equals(s! ** 3)} cubic units`,
  },
  {
    asked: /\bvolume of (?:a |the )?(?:box|rectangular (?:prism|box)|cuboid|room)\b/i,
    title: "The volume of a box (rectangular prism)",
    shown: "V = l × w × h",
    letters: ["V is the volume", "l, w and h are the length, width and height"],
    inputs: [input("length|l", 5), input("width|w", 3), HEIGHT(2)],
    worked: ([l, w, h]) => `a box ${n(l!)} × ${n(w!)} × ${n(h!)}: V = ${n(l!)} × ${n(w!)} × ${n(h!)} ${equals(l! * w! * h!)} cubic units`,
  },
  {
    asked: /\bvolume of (?:a |the )?cylinder\b/i,
    title: "The volume of a cylinder",
    shown: "V = πr²h",
    letters: ["V is the volume", "r is the radius of the base", "h is the height"],
    inputs: [input("radius|r", 2), HEIGHT(10)],
    worked: ([r, h]) => `a cylinder with radius ${n(r!)} and height ${n(h!)}: V = π × ${n(r!)}² × ${n(h!)} ${equals(Math.PI * r! * r! * h!)} cubic units`,
  },
  {
    asked: /\bvolume of (?:a |the )?sphere\b/i,
    title: "The volume of a sphere",
    shown: "V = (4/3)πr³",
    letters: ["V is the volume", "r is the radius"],
    inputs: [input("radius|r", 3)],
    worked: ([r]) => `a sphere with radius ${n(r!)}: V = 4/3 × π × ${n(r!)}³ ${equals((4 / 3) * Math.PI * r! ** 3)} cubic units`,
  },
  {
    asked: /\bvolume of (?:a |the )?cone\b/i,
    title: "The volume of a cone",
    shown: "V = (1/3)πr²h",
    letters: ["V is the volume", "r is the radius of the base", "h is the height (straight up, not along the side)"],
    inputs: [input("radius|r", 3), HEIGHT(4)],
    worked: ([r, h]) => `a cone with radius ${n(r!)} and height ${n(h!)}: V = 1/3 × π × ${n(r!)}² × ${n(h!)} ${equals((Math.PI * r! * r! * h!) / 3)} cubic units`,
  },
  {
    asked: /\barea of (?:a |the )?square\b/i,
    title: "The area of a square",
    shown: "A = s²",
    letters: ["A is the area", "s is the length of one side"],
    inputs: [SIDE(4)],
    worked: ([s]) => `a square with side ${n(s!)}: A = ${n(s!)}² ${equals(s! * s!)} square units`,
  },
  {
    asked: /\bperimeter of (?:a |the )?square\b/i,
    title: "The perimeter of a square",
    shown: "P = 4s",
    letters: ["P is the perimeter (the distance around)", "s is the length of one side"],
    inputs: [SIDE(4)],
    worked: ([s]) => `a square with side ${n(s!)}: P = 4 × ${n(s!)} ${equals(4 * s!)}`,
  },
  {
    asked: /\barea of (?:a |the )?rectangle\b/i,
    title: "The area of a rectangle",
    shown: "A = l × w",
    letters: ["A is the area", "l is the length, w the width"],
    inputs: [input("length|long|l", 8), input("width|wide|w", 5)],
    worked: ([l, w]) => `a rectangle ${n(l!)} long and ${n(w!)} wide: A = ${n(l!)} × ${n(w!)} ${equals(l! * w!)} square units`,
  },
  {
    asked: /\bperimeter of (?:a |the )?rectangle\b/i,
    title: "The perimeter of a rectangle",
    shown: "P = 2(l + w)",
    letters: ["P is the perimeter (the distance around)", "l is the length, w the width"],
    inputs: [input("length|long|l", 8), input("width|wide|w", 5)],
    worked: ([l, w]) => `a rectangle ${n(l!)} long and ${n(w!)} wide: P = 2 × (${n(l!)} + ${n(w!)}) ${equals(2 * (l! + w!))}`,
  },
  {
    asked: /\barea of (?:a |the )?trapezoid\b|\barea of (?:a |the )?trapezium\b/i,
    title: "The area of a trapezoid",
    shown: "A = ½(a + b)h",
    letters: ["A is the area", "a and b are the two parallel sides", "h is the height (the distance between them)"],
    inputs: [input("a", 6), input("b", 10), HEIGHT(4)],
    worked: ([a, b, h]) => `parallel sides ${n(a!)} and ${n(b!)}, height ${n(h!)}: A = ½ × (${n(a!)} + ${n(b!)}) × ${n(h!)} ${equals(((a! + b!) * h!) / 2)} square units`,
  },
  {
    asked: /\bhypotenuse\b|\bpythag/i,
    title: "The Pythagorean theorem",
    shown: "a² + b² = c², so c = √(a² + b²)",
    letters: ["a and b are the two shorter sides (the legs) of a right triangle", "c is the hypotenuse, the side opposite the right angle"],
    inputs: [input("a|legs?|sides?", 3), input("b|and", 4)],
    worked: ([a, b]) => `legs ${n(a!)} and ${n(b!)}: c = √(${n(a!)}² + ${n(b!)}²) = √${n(a! * a! + b! * b!)} ${equals(Math.sqrt(a! * a! + b! * b!))}`,
    note: "It holds only for right triangles; to find a leg instead, use a = √(c² − b²).",
  },
  {
    asked: /\bperimeter of (?:a |the )?triangle\b/i,
    title: "The perimeter of a triangle",
    shown: "P = a + b + c",
    letters: ["P is the perimeter", "a, b and c are the lengths of the three sides"],
    inputs: [input("a|sides?", 3), input("b|and|,", 4), input("c|and", 5)],
    worked: ([a, b, c]) => `sides ${n(a!)}, ${n(b!)} and ${n(c!)}: P = ${n(a!)} + ${n(b!)} + ${n(c!)} ${equals(a! + b! + c!)}`,
  },
  {
    asked: /\barea of (?:a |the )?(?:right )?triangle\b/i,
    title: "The area of a triangle",
    shown: "A = ½ × b × h",
    letters: ["A is the area", "b is the base", "h is the height, measured at a right angle to the base"],
    inputs: [input("base|b", 6), HEIGHT(4)],
    worked: ([b, h]) => `base ${n(b!)}, height ${n(h!)}: A = ½ × ${n(b!)} × ${n(h!)} ${equals((b! * h!) / 2)} square units`,
  },
  {
    asked: /\bquadratic formula\b|\bsolve (?:a )?quadratic equations?\b/i,
    title: "The quadratic formula",
    shown: "x = (−b ± √(b² − 4ac)) / 2a",
    letters: ["It solves ax² + bx + c = 0 (a ≠ 0)", "a, b and c are the coefficients", "b² − 4ac is the discriminant: positive gives two real solutions, zero one, negative none (two complex ones)"],
    inputs: [input("a", 1), input("b", -5), input("c", 6)],
    worked: ([a, b, c]) => {
      const d = b! * b! - 4 * a! * c!;
      // "x²", not "1x²", as an equation is written.
      const equation = `${a === 1 ? "" : a === -1 ? "−" : n(a!)}x² ${b! < 0 ? "−" : "+"} ${n(Math.abs(b!))}x ${c! < 0 ? "−" : "+"} ${n(Math.abs(c!))} = 0`;
      if (a === 0) return `${equation}: with a = 0 the equation is not quadratic`;
      if (d < 0) return `${equation}: b² − 4ac = ${n(d)} is negative, so there are no real solutions`;
      const [x1, x2] = [(-b! + Math.sqrt(d)) / (2 * a!), (-b! - Math.sqrt(d)) / (2 * a!)];
      return `${equation}: b² − 4ac = ${n(b! * b!)} ${a! * c! < 0 ? "+" : "−"} ${n(Math.abs(4 * a! * c!))} = ${n(d)}, so x = (${n(-b!)} ± √${n(d)}) / ${n(2 * a!)}, giving x ${equals(x1)} or x ${equals(x2)}`;
    },
  },
  {
    asked: /\b(?:slope|gradient) (?:of (?:a |the )?line|formula|between)\b|\b(?:calculate|find|work out) (?:the )?slope\b|\bslope[- ]intercept\b|\bequation of (?:a |the )?(?:straight )?line\b|\by\s*=\s*mx\s*\+\s*b\b/i,
    title: "The slope and the equation of a line",
    shown: "m = (y₂ − y₁) / (x₂ − x₁), and the line is y = mx + b",
    letters: ["m is the slope (rise over run)", "(x₁, y₁) and (x₂, y₂) are two points on the line", "b is the y-intercept, where the line crosses the y-axis: b = y₁ − m·x₁"],
    inputs: [],
    worked: () => {
      const [x1, y1, x2, y2] = [1, 2, 3, 8];
      const m = (y2 - y1) / (x2 - x1);
      const b = y1 - m * x1;
      return `the points (${x1}, ${y1}) and (${x2}, ${y2}): m = (${y2} − ${y1}) / (${x2} − ${x1}) = ${n(m)}, b = ${y1} − ${n(m)} × ${x1} = ${n(b)}, so y = ${n(m)}x ${b < 0 ? "−" : "+"} ${n(Math.abs(b))}`;
    },
  },
  {
    asked: /\bdistance (?:formula|between (?:two )?points)\b/i,
    title: "The distance between two points",
    shown: "d = √((x₂ − x₁)² + (y₂ − y₁)²)",
    letters: ["d is the straight-line distance", "(x₁, y₁) and (x₂, y₂) are the two points"],
    inputs: [],
    worked: () => {
      const [x1, y1, x2, y2] = [1, 2, 4, 6];
      return `(${x1}, ${y1}) and (${x2}, ${y2}): d = √((${x2} − ${x1})² + (${y2} − ${y1})²) = √(${(x2 - x1) ** 2} + ${(y2 - y1) ** 2}) ${equals(Math.hypot(x2 - x1, y2 - y1))}`;
    },
    note: "It is the Pythagorean theorem, with the differences in x and y as the legs.",
  },
  {
    asked: /\bpercent(?:age)? (?:change|increase|decrease|difference)\b/i,
    title: "Percentage change",
    shown: "% change = (new − old) / old × 100",
    letters: ["old is the starting value, new the final value", "a positive result is an increase, a negative one a decrease"],
    inputs: [input("from|old", 50), input("to|new", 65)],
    worked: ([a, b]) => (a === 0 ? "an old value of 0: the percentage change is undefined" : `a change from ${n(a!)} to ${n(b!)}: (${n(b!)} − ${n(a!)}) / ${n(a!)} × 100 ${equals(((b! - a!) / a!) * 100)}%`),
  },
  {
    asked: /\bcompound interest\b/i,
    title: "Compound interest",
    shown: "A = P(1 + r/n)^(nt)",
    letters: ["A is the final amount", "P is the principal (the starting amount)", "r is the yearly rate as a decimal (5% = 0.05)", "n is how many times a year interest is added", "t is the time in years"],
    inputs: [input("principal|p|invest(?:ed)?|on", 1000), input("rate|r|at", 5), input("years|t|for", 3)],
    worked: ([p, r, t]) => `P = ${n(p!)}, r = ${n(r!)}% added once a year (n = 1), t = ${n(t!)} years: A = ${n(p!)} × (1 + ${n(r! / 100)})^${n(t!)} ${equals(p! * (1 + r! / 100) ** t!)}, of which ${n(p! * (1 + r! / 100) ** t! - p!)} is interest`,
    note: "The interest alone is A − P; with monthly compounding, n = 12.",
  },
  {
    asked: /\bsimple interest\b/i,
    title: "Simple interest",
    shown: "I = P × r × t",
    letters: ["I is the interest", "P is the principal (the starting amount)", "r is the yearly rate as a decimal (5% = 0.05)", "t is the time in years"],
    inputs: [input("principal|p|invest(?:ed)?|on", 1000), input("rate|r|at", 5), input("years|t|for", 3)],
    worked: ([p, r, t]) => `P = ${n(p!)}, r = ${n(r!)}%, t = ${n(t!)} years: I = ${n(p!)} × ${n(r! / 100)} × ${n(t!)} ${equals((p! * r! * t!) / 100)}, so the total is ${n(p! + (p! * r! * t!) / 100)}`,
  },
  {
    asked: /\b(?:mean|median|mode|average) (?:and|or|,) (?:the )?(?:mean|median|mode)\b|\b(?:calculate|find|work out|formula for) the (?:mean|median|mode|average)\b/i,
    title: "Mean, median and mode",
    shown: "mean = sum of the values / number of values",
    letters: ["median: the middle value once sorted (the mean of the two middle ones when the count is even)", "mode: the value that occurs most often"],
    inputs: [],
    worked: () => {
      const values = [2, 3, 3, 5, 7, 10];
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const median = (values[2]! + values[3]!) / 2;
      return `the values ${values.join(", ")}: mean = ${values.reduce((a, b) => a + b, 0)} / ${values.length} ${equals(mean)}, median = (${values[2]} + ${values[3]}) / 2 = ${n(median)}, mode = 3`;
    },
  },
  {
    asked: /\b(?:formula for|calculate|work out|find) (?:the )?(?:average )?speed\b|\bspeed\s*=\s*distance\b|\bspeed,? distance,? (?:and )?time\b/i,
    title: "Speed, distance and time",
    shown: "speed = distance / time (so distance = speed × time, time = distance / speed)",
    letters: ["speed in km/h when distance is in km and time in hours (or m/s with metres and seconds)"],
    inputs: [input("distance|d|travels?|drives?|covers?", 150), input("time|t|in", 2)],
    worked: ([d, t]) => `${n(d!)} km in ${n(t!)} hours: speed = ${n(d!)} / ${n(t!)} ${equals(d! / t!)} km/h`,
  },
  {
    asked: /\b(?:formula|equation) (?:for|of) density\b|\bdensity (?:formula|equation)\b|\b(?:calculate|work out|find) (?:the )?density\b|^\s*what is density\b/i,
    title: "Density",
    shown: "ρ = m / V",
    letters: ["ρ (rho) is the density", "m is the mass", "V is the volume"],
    inputs: [input("mass|m", 500), input("volume|v", 250)],
    worked: ([m, v]) => `${n(m!)} g taking up ${n(v!)} cm³: ρ = ${n(m!)} / ${n(v!)} ${equals(m! / v!)} g/cm³`,
    note: "Water is about 1 g/cm³: a denser object sinks in it, a less dense one floats.",
  },
  {
    asked: /\bohm'?s law\b|\bv\s*=\s*ir\b/i,
    title: "Ohm's law",
    shown: "V = I × R",
    letters: ["V is the voltage in volts (V)", "I is the current in amperes (A)", "R is the resistance in ohms (Ω)"],
    inputs: [input("current|i", 2), input("resistance|r", 6)],
    worked: ([i, r]) => `a current of ${n(i!)} A through ${n(r!)} Ω: V = ${n(i!)} × ${n(r!)} ${equals(i! * r!)} V`,
    note: "Rearranged: I = V / R and R = V / I.",
  },
  {
    asked: /\bnewton'?s second law\b|\bf\s*=\s*ma\b/i,
    title: "Newton's second law",
    shown: "F = m × a",
    letters: ["F is the net force in newtons (N)", "m is the mass in kilograms (kg)", "a is the acceleration in metres per second squared (m/s²)"],
    inputs: [input("mass|m", 10), input("acceleration|a", 3)],
    worked: ([m, a]) => `a ${n(m!)} kg mass accelerating at ${n(a!)} m/s²: F = ${n(m!)} × ${n(a!)} ${equals(m! * a!)} N`,
  },
  {
    asked: /\be\s*=\s*mc(?:²|2|\^2)|\bmass[- ]energy equivalence\b/i,
    title: "Mass–energy equivalence",
    shown: "E = mc²",
    letters: ["E is the energy in joules (J)", "m is the mass in kilograms (kg)", "c is the speed of light, 299,792,458 m/s"],
    inputs: [input("mass|m", 1)],
    worked: ([m]) => {
      const e = m! * 299_792_458 ** 2;
      const exponent = Math.floor(Math.log10(e));
      return `${n(m!)} kg of mass: E = ${n(m!)} × (299,792,458)² ≈ ${(e / 10 ** exponent).toFixed(2)} × 10^${exponent} J`;
    },
    note: "Einstein's equation says mass and energy are two forms of the same thing; because c² is so large, a tiny mass holds an enormous energy.",
  },
  {
    asked: /\bbmi\b|\bbody mass index\b/i,
    title: "Body mass index (BMI)",
    shown: "BMI = weight (kg) / height (m)²",
    letters: ["weight in kilograms, height in metres", "in pounds and inches: BMI = 703 × weight (lb) / height (in)²"],
    inputs: [input("weight|weigh|weighs|kg", 70), input("height|tall|m", 1.75)],
    // A height over 3 is in centimetres ("175 cm"): no adult is 3 m tall.
    worked: ([w, given]) => {
      const h = given! > 3 ? given! / 100 : given!;
      return `a weight of ${n(w!)} kg and a height of ${n(h)} m: BMI = ${n(w!)} / ${n(h)}² ${equals(w! / (h * h))}`;
    },
    note: "For adults the usual bands are under 18.5 underweight, 18.5–24.9 healthy, 25–29.9 overweight and 30 or more obese. BMI is only a rough screen: it does not tell muscle from fat or where fat sits, and it reads differently for children, athletes and older people, so a doctor looks at more than this one number.",
  },
  {
    asked: /\bfahrenheit (?:to|into|in) (?:celsius|centigrade)\b/i,
    title: "Fahrenheit to Celsius",
    shown: "°C = (°F − 32) × 5/9",
    letters: ["subtract 32, then multiply by 5 and divide by 9", "the other way: °F = °C × 9/5 + 32"],
    inputs: [input("fahrenheit|f", 68)],
    worked: ([f]) => `${n(f!)} °F: (${n(f!)} − 32) × 5/9 ${equals(((f! - 32) * 5) / 9)} °C`,
  },
  {
    asked: /\b(?:celsius|centigrade) (?:to|into|in) fahrenheit\b/i,
    title: "Celsius to Fahrenheit",
    shown: "°F = °C × 9/5 + 32",
    letters: ["multiply by 9/5 (that is, 1.8), then add 32", "the other way: °C = (°F − 32) × 5/9"],
    inputs: [input("celsius|c", 20)],
    worked: ([c]) => `${n(c!)} °C: ${n(c!)} × 9/5 + 32 ${equals((c! * 9) / 5 + 32)} °F`,
  },
];

/** Formula words: the cheap test before the table (a prompt without one is no formula question). */
const CUE = /formula|area|perimeter|circumference|volume|pythag|hypotenuse|quadratic|slope|gradient|line\b|distance|mean|median|mode|average|percent|interest|speed|density|ohm|newton|=\s*m|bmi|body mass|fahrenheit/i;
/** Code asked for ("a function that…"), a sum worked for a number, a fact, not a formula; nor the pros and cons of a thing a formula names ("the pros and cons of compound interest"). */
const NOT_FORMULA = /\b(?:function|program|script|code|python|javascript|typescript|java|c\+\+|sql|excel|spreadsheet|pros\s+and\s+cons|advantages|disadvantages|drawbacks|downsides|benefits)\b/i;
/** Where a formula question says its numbers: the head of a prompt, so a pasted text's numbers are never read as values. */
const HEAD = 300;

/** The formulas, tried only where the question has their words (required-words.ts). */
export const FORMULA_TABLE = new PrefilteredTable<Formula>(FORMULAS, (formula) => formula.asked);

/**
 * The formula `prompt` asks about, written out, its letters explained and an example worked (with
 * the prompt's own numbers when it gives them), or undefined when it asks for no formula the table knows.
 * @example formulaReply("What is the area of a circle with radius 5?")?.includes("A = π × 5² ≈ 78.54") // true
 */
export function formulaReply(prompt: string): string | undefined {
  if (prompt.length > 400 || !CUE.test(prompt) || NOT_FORMULA.test(prompt)) return undefined;
  const head = prompt.slice(0, HEAD);
  const formula = FORMULA_TABLE.find(head);
  if (formula === undefined) return undefined;
  const given = givenValues(formula, head);
  const values = formula.inputs.map((one, i) => given[i] ?? one.example);
  const own = given.some((value) => value !== undefined);
  const lines = [
    `**${formula.title}**`,
    "",
    formula.shown,
    "",
    ...formula.letters.map((letter) => `- ${letter}`),
    "",
    // The prompt's own numbers make the example its answer.
    own ? `For ${formula.worked(values)}.` : `Example: for ${formula.worked(values)}.`,
  ];
  if (formula.note !== undefined) lines.push("", formula.note);
  return lines.join("\n");
}

/** The values the prompt gives, in the formula's order: each by its cue, else the bare numbers in order when there are exactly as many. */
function givenValues(formula: Formula, head: string): (number | undefined)[] {
  const cued: (number | undefined)[] = [];
  const diameter = formula.inputs[0] === RADIUS ? DIAMETER.exec(head) : null;
  if (diameter !== null) return [Number(diameter[1]) / 2];
  let rest = head;
  for (const one of formula.inputs) {
    const match = one.cue.exec(rest);
    cued.push(match === null ? undefined : Number(match[1]));
    // A later cue reads after this one, so "sides 3 and 4" gives 3, then 4.
    if (match !== null) rest = rest.slice(match.index + match[0].length);
  }
  if (cued.every((value) => value !== undefined)) return cued;
  // "in 2 sentences", "3 examples" count the reply's parts, not the formula's values.
  const bare = [...head.matchAll(/(?<![\p{L}\d.^²³])-?\d{1,9}(?:\.\d{1,6})?(?![\d²³.]|\s*(?:sentences?|words?|lines?|bullets?|points?|paragraphs?|examples?|ways?|steps?|tips?)\b)/gu)].map((match) => Number(match[0]));
  return bare.length === formula.inputs.length ? bare : cued;
}
