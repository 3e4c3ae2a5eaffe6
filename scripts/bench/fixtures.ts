/** What the bare server replays: one recorded response per route. */
export interface Fixture {
  method: string;
  /** Path with numeric segments written as {id}, so one fixture answers every task id. */
  route: string;
  status: number;
  headers: [string, string][];
  /** Body, base64. */
  body: string;
}

/** The fixture key of a request: method and path with ids generalized, query dropped. */
export function routeKey(method: string, url: string): string {
  const path = url.split("?", 1)[0]!;
  return `${method} ${path.replace(/\/\d+(?=\/|$)/g, "/{id}")}`;
}
