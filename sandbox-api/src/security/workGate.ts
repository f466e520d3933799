import type { FastifyReply } from 'fastify';

/**
 * A bound on costly work (password hashing with its database round trips): at most `active` run at
 * once and `waiting` wait; beyond that a caller is turned away at once (the route answers 503 with
 * Retry-After) instead of queueing work the event loop and the database would serve for minutes.
 * A waiting caller whose client has gone is dropped before its work starts.
 *
 * scrypt itself runs on libuv's thread pool (crypto.scrypt, 4 threads), never on the event loop; the
 * bound keeps those threads and the database's one queue (PGlite) free enough for every other call.
 */
export class WorkGate {
  private running = 0;
  private readonly queue: { start: () => void; drop: () => void }[] = [];
  /** The most that ran at once, for tests and the bench. */
  peak = 0;

  constructor(readonly active: number, readonly waiting: number) {}

  /** No place to run or wait: a new caller would be turned away. */
  get full(): boolean {
    return this.running >= this.active && this.queue.length >= this.waiting;
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /**
   * Runs `work` when a place is free: 'busy' when the queue is full, 'gone' when the client went
   * away before its turn (its work never ran).
   */
  async run<T>(reply: FastifyReply, work: () => Promise<T>): Promise<{ done: T } | 'busy' | 'gone'> {
    if (this.running >= this.active) {
      if (this.queue.length >= this.waiting) return 'busy';
      const turn = await new Promise<boolean>((resolve) => {
        const entry = {
          start: () => { cleanup(); resolve(true); },
          drop: () => { cleanup(); this.queue.splice(this.queue.indexOf(entry), 1); resolve(false); },
        };
        const onClose = () => { if (!reply.raw.writableEnded) entry.drop(); };
        const cleanup = () => reply.raw.off('close', onClose);
        reply.raw.on('close', onClose);
        this.queue.push(entry);
      });
      if (!turn) return 'gone';
    } else {
      this.running += 1;
    }
    this.peak = Math.max(this.peak, this.running);
    try {
      if (reply.raw.destroyed) return 'gone';
      return { done: await work() };
    } finally {
      const next = this.queue.shift();
      // The place passes straight to the next in line, so the count never dips and rises again.
      if (next) next.start();
      else this.running -= 1;
    }
  }
}
