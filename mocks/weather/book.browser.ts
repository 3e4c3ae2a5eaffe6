/**
 * book.ts for the browser build (scripts/build-browser.ts picks it): the same WeatherBook, with
 * the scenario checker, its presets and validator, loaded by the first scenario a page sets.
 * Until then no session has a scenario, the hook is inactive and a request pays that one check,
 * as in Node; from then on every call goes to the real book.
 */
import type { WeatherExchange, WeatherHook } from "../core/deps.ts";
import type { Session } from "../state/state.ts";
import type { WeatherBook as Book } from "./book.ts";

const NONE: ReadonlyMap<string, number> = new Map();

export class WeatherBook implements WeatherHook {
  private book: Book | undefined;
  private loading: Promise<Book> | undefined;
  private readonly args: ConstructorParameters<typeof Book>;

  constructor(...args: ConstructorParameters<typeof Book>) {
    this.args = args;
  }

  /** Active once a scenario is being set (requests then wait for the book), as the book says once loaded. */
  get active(): boolean {
    return this.book ? this.book.active : this.loading !== undefined;
  }

  get injected(): ReadonlyMap<string, number> {
    return this.book?.injected ?? NONE;
  }

  private load(): Promise<Book> {
    this.loading ??= import("./book.ts").then(
      ({ WeatherBook: Real }) => (this.book = new Real(...this.args)),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  setDefault(value: unknown): Promise<void> {
    return this.load().then((book) => book.setDefault(value));
  }

  ready(): Promise<void> {
    return this.book ? this.book.ready() : this.loading ? this.loading.then((book) => book.ready()) : Promise.resolve();
  }

  set(session: Session, value: unknown): Promise<{ scenario: unknown }> {
    return this.load().then((book) => book.set(session, value));
  }

  current(session: Session): { scenario: unknown } | undefined {
    return this.book?.current(session);
  }

  apply(exchange: WeatherExchange): void | Promise<void> {
    if (this.book) return this.book.apply(exchange as Parameters<Book["apply"]>[0]);
    return this.loading?.then((book) => book.apply(exchange as Parameters<Book["apply"]>[0]));
  }
}
