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
    const key = labelText(labels);
    const sample = this.values.get(key);
    if (sample) sample.value += by;
    else this.values.set(key, { labels, value: by });
  }

  lines(): string[] {
    return [...this.values.values()].map(({ labels, value }) => `${this.name}${labelText(labels)} ${value}`);
  }
}

/** Values read when the metrics are rendered. */
export class Gauge implements Family {
  readonly type = "gauge";
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly read: () => readonly [Labels, number][],
  ) {}

  lines(): string[] {
    return this.read().map(([labels, value]) => `${this.name}${labelText(labels)} ${value}`);
  }
}

/** A cumulative histogram by label set, over fixed bucket bounds. */
export class Histogram implements Family {
  readonly type = "histogram";
  private readonly series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    const key = labelText(labels);
    let series = this.series.get(key);
    if (!series) this.series.set(key, (series = { labels, counts: new Array<number>(this.bounds.length).fill(0), sum: 0, count: 0 }));
    for (let i = 0; i < this.bounds.length; i++) if (value <= this.bounds[i]!) series.counts[i]! += 1;
    series.sum += value;
    series.count += 1;
  }

  lines(): string[] {
    return [...this.series.values()].flatMap(({ labels, counts, sum, count }) => [
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
