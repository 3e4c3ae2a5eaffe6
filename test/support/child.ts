import { spawn, type ChildProcess } from "node:child_process";

export interface Child {
  process: ChildProcess;
  output(): string;
  /** Stops this child (and only it) by its pid. */
  stop(): Promise<void>;
}

/** Spawns a command and keeps its output for failure messages. */
export function startChild(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Child {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  return {
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Polls a URL until it answers (any status), or fails with the child's output. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`process exited early:\n${child.output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${child.output()}`);
}
