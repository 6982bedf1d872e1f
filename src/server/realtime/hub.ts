import { EventEmitter } from 'node:events';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { errorBody } from '@/common/errors';
import { errorResponse } from '../deps';

/**
 * `catalog`: the menu changed; `order:<id>`: that order changed; `orders`: any order changed (staff
 * board); `notification`: a back-office notification was added (its id); `settings`: a setting or
 * a navigation menu changed (its key, or `nav_menus`); `reviews`: a review was written, moderated or
 * deleted.
 */
export type Topic =
  'catalog' | 'orders' | `order:${string}` | 'notification' | 'settings' | 'reviews' | SessionTopic;

/**
 * `session-end:<id>`: a session (its id) or every session of an account (its user id) may have
 * ended: a staff stream of it stops (see RealtimeHub.stream). `session-end:*`: anything may have
 * changed (the database's notifications were interrupted): every staff stream re-checks its session.
 */
export type SessionTopic = `session-end:${string}`;

/** The signed-in staff member a stream belongs to: it stops when this session ends or the role changes. */
export interface StreamSession {
  id: string;
  sessionId: string;
  role: string;
}

export interface StreamLimits {
  /** Open streams per client address (one household, office or shop sits behind one address). */
  perClient: number;
  /** Open streams in all, sized from the process's file limit (see streamCapacity). */
  total: number;
  /** The client address a stream is counted against (clientIp, with the configured proxies). */
  clientKey: (c: Context) => string;
  /** Whether a staff stream's session still stands (not ended or expired, same role, enabled). */
  sessionAlive: (session: StreamSession) => Promise<boolean>;
  /** How often a staff stream re-checks its session besides the notifications (ms). */
  recheckMs: number;
}

/** Seconds a refused stream is told to wait (Retry-After). */
export const STREAM_RETRY_AFTER_SECONDS = 15;

/** The OpenAPI answers of a stream route past a cap (see RealtimeHub.stream). */
export const streamRefusals = {
  429: errorResponse('rate_limited: this client address holds its limit of open streams (Retry-After)'),
  503: errorResponse('live_updates_busy: the server holds its limit of open streams (Retry-After)'),
};

const UNLIMITED: StreamLimits = {
  perClient: Infinity,
  total: Infinity,
  clientKey: () => '',
  sessionAlive: async () => true,
  recheckMs: 60_000,
};

export interface StreamOptions {
  heartbeatMs?: number;
  /**
   * Further topics announced as an event of the given name without their data (e.g. any order
   * changed → `queue`, so a tracking page re-reads its estimate without learning other orders' ids).
   */
  nudges?: { topic: Topic; event: string }[];
}

/** In-process fan-out of events to Server-Sent-Event clients (fed by PostgreSQL NOTIFY). */
export class RealtimeHub {
  private readonly emitter = new EventEmitter();
  /** Ends each open stream (see closeStreams). */
  private readonly enders = new Set<() => void>();
  private closing = false;
  private readonly limits: StreamLimits;
  /** Open streams per client address, and in all. */
  private readonly perClient = new Map<string, number>();
  private open = 0;

  constructor(limits: Partial<StreamLimits> = {}) {
    this.emitter.setMaxListeners(0);
    this.limits = { ...UNLIMITED, ...limits };
  }

  /** Streams open now: in all, and from one client address. */
  openStreams(clientKey?: string): number {
    return clientKey === undefined ? this.open : (this.perClient.get(clientKey) ?? 0);
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
   * The answer refusing a new stream from this client when a cap is reached, or undefined. A
   * route with work to do before streaming (a database look-up) asks first; `stream` asks again.
   */
  refusal(c: Context): Response | undefined {
    const held = this.perClient.get(this.limits.clientKey(c)) ?? 0;
    if (held < this.limits.perClient && this.open < this.limits.total) return undefined;
    const perClient = held >= this.limits.perClient;
    c.header('Retry-After', String(STREAM_RETRY_AFTER_SECONDS));
    c.header('Cache-Control', 'no-store');
    // Its socket is given back at once (an EventSource does not reuse it), not kept alive.
    c.header('Connection', 'close');
    return c.json(errorBody(perClient ? 'rate_limited' : 'live_updates_busy'), perClient ? 429 : 503);
  }

  /**
   * Streams a topic to the client as SSE events named after the topic, with heartbeats.
   *
   * Past a cap the answer is immediate: 429 when this client address holds `perClient` streams
   * already, 503 when the server holds `total`; both with Retry-After. Nothing waits, so the
   * pages and the API keep their sockets and memory.
   *
   * Inside `/api/admin` (the staff guard set `staff` on the context) the stream belongs to that
   * session: it ends when the session is deleted (sign-out, revoked, password changed elsewhere),
   * when the account is disabled or its role or password changes (a `session-end:` topic, fed by
   * the database's NOTIFY), and when a periodic re-check finds the session gone or expired. The
   * browser then reconnects, and the staff guard decides again.
   */
  stream(c: Context, topic: Topic, opts: StreamOptions = {}): Response {
    const { heartbeatMs = 25_000, nudges = [] } = opts;
    const refused = this.refusal(c);
    if (refused) return refused;
    const key = this.limits.clientKey(c);
    const held = this.perClient.get(key) ?? 0;
    this.perClient.set(key, held + 1);
    this.open++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.open--;
      const left = (this.perClient.get(key) ?? 1) - 1;
      if (left > 0) this.perClient.set(key, left);
      else this.perClient.delete(key);
    };
    const session = (c.get('staff') as StreamSession | undefined) ?? undefined;
    return streamSSE(c, async (stream) => {
      let recheck: NodeJS.Timeout | undefined;
      const unsubscribes: (() => void)[] = [];
      let end = () => {};
      try {
        if (this.closing) return;
        let id = 0;
        const queue: { event: string; data: string }[] = [];
        let wake: (() => void) | null = null;
        let ended = false;
        end = () => {
          ended = true;
          wake?.();
        };
        this.enders.add(end);
        const event = topic.split(':')[0]!;
        unsubscribes.push(
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
        );
        if (session?.sessionId) {
          const check = () => {
            void this.limits.sessionAlive(session).then(
              (alive) => alive || end(),
              () => {}, // the database is unreachable: the stream stays; the next check decides
            );
          };
          unsubscribes.push(
            this.subscribe(`session-end:${session.sessionId}`, check),
            this.subscribe(`session-end:${session.id}`, check),
            this.subscribe('session-end:*', check),
          );
          recheck = setInterval(check, this.limits.recheckMs);
          recheck.unref?.();
        }
        stream.onAbort(() => {
          unsubscribes.forEach((u) => u());
          wake?.();
        });
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
        clearInterval(recheck);
        this.enders.delete(end);
        unsubscribes.forEach((u) => u());
        release();
      }
    });
  }
}
