// parse-prometheus-text-format ships no types; this is the part of its output the metrics test reads.
declare module "parse-prometheus-text-format" {
  export interface ParsedSample {
    value?: string;
    labels?: Record<string, string>;
    /** A histogram's, flattened (the parser drops a labelled histogram's labels: see test/metrics). */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }

  export interface ParsedFamily {
    name: string;
    help: string;
    type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED";
    metrics: ParsedSample[];
  }

  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
