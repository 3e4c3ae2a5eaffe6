/**
 * A small writer of Prometheus' text exposition format (version 0.0.4): counters, gauges and
 * histograms with labels. prom-client would bring Node's cluster, v8 and perf_hooks into the
 * MSW transport's graph, which must load in a browser; the format is simple enough to write.
 */

export type Labels = Readonly<Record<string, string>>;

/** One metric family: its samples, and how they render. */
interface Family {
  name: string;
  help: string;
  type: "counter" | "gauge" | "histogram";
  lines(): string[];
}

/** A label value with `\`, `"` and newlines escaped, as the format asks. */
function escape(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

function labelText(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels);
  if (extra) pairs.push(extra);
  return pairs.length === 0 ? "" : `{${pairs.map(([key, value]) => `${key}="${escape(value)}"`).join(",")}}`;
}

/** Counts by label set; the label values come from bounded sets (operations, statuses, codes). */
export class Counter implements Family {
  readonly type = "counter";
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels, by = 1): void {
    this.sample(labels).value += by;
  }

  /** The sample of a label set, made on first use; a caller counting the same labels often keeps it. */
  sample(labels: Labels): { value: number } {
    const key = labelText(labels);
    let sample = this.values.get(key);
    if (!sample) this.values.set(key, (sample = { labels, value: 0 }));
    return sample;
  }

  lines(): string[] {
    return [...this.values.values()].map(({ labels, value }) => `${this.name}${labelText(labels)} ${value}`);
  }
}

/** Samples read when the metrics are rendered, from whoever keeps them. */
abstract class Reading implements Family {
  abstract readonly type: "counter" | "gauge";
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly read: () => readonly [Labels, number][],
  ) {}

  lines(): string[] {
    return this.read().map(([labels, value]) => `${this.name}${labelText(labels)} ${value}`);
  }
}

/** Values read when the metrics are rendered: they may go down. */
export class Gauge extends Reading {
  readonly type = "gauge";
}

/**
 * A count kept elsewhere (the weather book counts the faults it injects), read when the metrics
 * are rendered: typed counter because it only goes up, so rate() over it means something.
 */
export class CounterReading extends Reading {
  readonly type = "counter";
}

/** The observations of one label set of a histogram. */
export class Series {
  readonly counts: number[];
  sum = 0;
  count = 0;
  constructor(
    readonly labels: Labels,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Array<number>(bounds.length).fill(0);
  }

  observe(value: number): void {
    for (let i = 0; i < this.bounds.length; i++) if (value <= this.bounds[i]!) this.counts[i]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

/** A cumulative histogram by label set, over fixed bucket bounds. */
export class Histogram implements Family {
  readonly type = "histogram";
  private readonly all = new Map<string, Series>();
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    this.series(labels).observe(value);
  }

  /** The series of a label set, made on first use; a caller observing the same labels often keeps it. */
  series(labels: Labels): Series {
    const key = labelText(labels);
    let series = this.all.get(key);
    if (!series) this.all.set(key, (series = new Series(labels, this.bounds)));
    return series;
  }

  lines(): string[] {
    return [...this.all.values()].flatMap(({ labels, counts, sum, count }) => [
      ...this.bounds.map((bound, i) => `${this.name}_bucket${labelText(labels, ["le", String(bound)])} ${counts[i]}`),
      `${this.name}_bucket${labelText(labels, ["le", "+Inf"])} ${count}`,
      `${this.name}_sum${labelText(labels)} ${sum}`,
      `${this.name}_count${labelText(labels)} ${count}`,
    ]);
  }
}

/** The families as exposition text. */
export function render(families: readonly Family[]): string {
  return `${families.flatMap((family) => [`# HELP ${family.name} ${family.help}`, `# TYPE ${family.name} ${family.type}`, ...family.lines()]).join("\n")}\n`;
}
