import type { Database } from '../db/client';

export interface QueueLoopOptions {
  /** The NOTIFY channel that says something was queued (from any server process). */
  channel: string;
  listen: Database['listen'];
  /** How often to look besides the wake-ups (retries come due this way). */
  pollMs: number;
  /** One claim and its work; resolves with whether anything was taken (then it runs again). */
  runOnce: () => Promise<boolean>;
  /** A pass that failed (the database away for a moment): the next wake-up or poll tries again. */
  onError: (err: unknown) => void;
}

export interface QueueLoop {
  start(): Promise<void>;
  /** Takes nothing new and waits (at most `timeoutMs`) for the pass under way. */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * The loop of a durable queue's worker (the mail outbox, the print queue): woken by NOTIFY and by
 * a poll, one pass at a time; a wake-up during a pass runs another one after it, so nothing
 * queued meanwhile waits for the next poll.
 */
export function queueLoop(o: QueueLoopOptions): QueueLoop {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  /** The pass under way, and whether a wake-up came during it. */
  let pass: Promise<void> | null = null;
  let wokenAgain = false;

  function wake() {
    if (!running) return;
    if (pass) {
      wokenAgain = true;
      return;
    }
    pass = (async () => {
      do {
        wokenAgain = false;
        while (running && (await o.runOnce()));
      } while (running && wokenAgain);
    })()
      .catch(o.onError)
      .finally(() => {
        pass = null;
      });
  }

  return {
    async start() {
      if (running) return;
      running = true;
      unlisten = await o.listen(o.channel, wake);
      timer = setInterval(wake, o.pollMs);
      timer.unref();
      wake();
    },
    async stop(timeoutMs) {
      running = false;
      clearInterval(timer);
      await unlisten?.();
      unlisten = undefined;
      if (!pass) return;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([pass, new Promise((r) => (timeout = setTimeout(r, timeoutMs)))]);
      clearTimeout(timeout);
    },
  };
}
