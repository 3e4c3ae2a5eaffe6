/**
 * The files a running mock was started with, watched so that an edit is never silently ignored:
 * each change is read again at once and answered with one line, either what it changed or, for
 * a mistake, what is wrong and where (the same line a start would print), while the mock keeps
 * serving what it read before. Polling (fs.watchFile), not fs.watch: editors save by writing a
 * new file and renaming it, which ends an fs.watch on the old one; a stat of a handful of files
 * twice a second costs nothing.
 */
import { unwatchFile, watchFile, type Stats } from "node:fs";
import { isUserError } from "./args.ts";

/** One watched file: its path, and how to read it again. */
export interface WatchedFile {
  path: string;
  /** Reads the file again and applies what can be applied; returns the line saying what happened, throws a user error (ConfigError…) for a mistake. */
  reread(): string | Promise<string>;
}

/** Where the lines go: a change taken or announced, and a mistake found. */
export interface WatchReport {
  changed(line: string): void;
  wrong(line: string): void;
}

/**
 * Watches `files` until the returned function is called. The watchers do not keep the process
 * alive (persistent: false): the server does.
 */
export function watchFiles(files: readonly WatchedFile[], report: WatchReport, intervalMs = 500): () => void {
  const stops = files.map(({ path, reread }) => {
    const listener = (now: Stats, before: Stats): void => {
      if (now.mtimeMs === before.mtimeMs && now.size === before.size) return;
      // A bug in reading must not end a running mock from inside a timer: it is reported as well.
      Promise.resolve()
        .then(reread)
        .then(report.changed, (error: unknown) => report.wrong(isUserError(error) ? error.message : `${path}: could not be read again: ${(error as Error).message}`));
    };
    watchFile(path, { interval: intervalMs, persistent: false }, listener);
    return () => unwatchFile(path, listener);
  });
  return () => {
    for (const stop of stops) stop();
  };
}
