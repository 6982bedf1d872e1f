import { EventEmitter } from 'node:events';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';

/**
 * `catalog`: the menu changed; `order:<id>`: that order changed; `orders`: any order changed (staff
 * board); `notification`: a back-office notification was added (its id); `settings`: a setting or
 * a navigation menu changed (its key, or `nav_menus`); `reviews`: a review was written, moderated or
 * deleted.
 */
export type Topic = 'catalog' | 'orders' | `order:${string}` | 'notification' | 'settings' | 'reviews';

/** In-process fan-out of events to Server-Sent-Event clients (fed by PostgreSQL NOTIFY). */
export class RealtimeHub {
  private readonly emitter = new EventEmitter();
  /** Ends each open stream (see closeStreams). */
  private readonly enders = new Set<() => void>();
  private closing = false;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(topic: Topic, data: string = ''): void {
    this.emitter.emit(topic, data);
  }

  subscribe(topic: Topic, fn: (data: string) => void): () => void {
    this.emitter.on(topic, fn);
    return () => this.emitter.off(topic, fn);
  }

  /**
   * At shutdown: ends every open stream cleanly (the response completes, so the browser's
   * EventSource reconnects, to the next server) and ends new ones at once. Returns how many
   * were open.
   */
  closeStreams(): number {
    this.closing = true;
    const open = this.enders.size;
    for (const end of [...this.enders]) end();
    return open;
  }

  /**
   * Streams a topic to the client as SSE events named after the topic, with heartbeats.
   * `nudges`: further topics announced as an event of the given name without their data (e.g.
   * any order changed → `queue`, so a tracking page re-reads its estimate without learning
   * other orders' ids).
   */
  stream(c: Context, topic: Topic, heartbeatMs = 25_000, nudges: { topic: Topic; event: string }[] = []): Response {
    return streamSSE(c, async (stream) => {
      if (this.closing) return;
      let id = 0;
      const queue: { event: string; data: string }[] = [];
      let wake: (() => void) | null = null;
      let ended = false;
      const end = () => {
        ended = true;
        wake?.();
      };
      this.enders.add(end);
      const event = topic.split(':')[0]!;
      const unsubscribes = [
        this.subscribe(topic, (data) => {
          queue.push({ event, data });
          wake?.();
        }),
        ...nudges.map((n) =>
          this.subscribe(n.topic, () => {
            // One pending nudge is enough.
            if (!queue.some((q) => q.event === n.event)) queue.push({ event: n.event, data: '' });
            wake?.();
          }),
        ),
      ];
      const unsubscribe = () => unsubscribes.forEach((u) => u());
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      try {
        await stream.writeSSE({ event: 'ready', data: '', retry: 2000 });
        while (!ended && !stream.aborted && !stream.closed) {
          const next = queue.shift();
          if (next !== undefined) {
            await stream.writeSSE({ event: next.event, data: next.data, id: String(++id) });
            continue;
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, heartbeatMs).unref?.();
          });
          wake = null;
          if (queue.length === 0 && !ended && !stream.aborted) await stream.write(': ping\n\n');
        }
      } finally {
        this.enders.delete(end);
        unsubscribe();
      }
    });
  }
}
