/**
 * One socket write per event-loop turn for the commands of that turn: the Redis connection's
 * socket is corked at the turn's first command and uncorked once the turn's I/O callbacks have
 * run (setImmediate), so the commands of every request read in that turn leave in one writev.
 *
 * This replaces ioredis's auto-pipelining, which got the same batching by wrapping the turn's
 * commands in a Pipeline object, each reply resolved through its own callback and nextTick: the
 * profile of task create + poll on Redis put about 10 µs of the mock's CPU per request in
 * ioredis, and corking the socket instead cut the mock's CPU per task request from 67–71 to
 * 54–59 µs in alternating runs (docs/shared-state.md, Measured).
 */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

export class TurnCork {
  /** The socket corked for the current turn, if any. */
  private corked: Corkable | undefined;

  /** `socket()` is read at each call: a reconnection replaces the socket. */
  constructor(private readonly socket: () => Corkable | undefined) {}

  /** Call before sending a command: the first call of a turn corks the socket until the turn ends. */
  hold(): void {
    const socket = this.socket();
    if (!socket || this.corked === socket) return;
    socket.cork();
    this.corked = socket;
    setImmediate(() => {
      if (this.corked === socket) this.corked = undefined;
      socket.uncork();
    });
  }
}
