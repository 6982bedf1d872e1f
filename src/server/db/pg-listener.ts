import pg from 'pg';

type Handler = (payload: string) => void;

/**
 * Every LISTEN of a process on one connection of its own, outside the query pool: however many
 * channels are listened to, the pool's connections stay free for queries, and a process holds one
 * more connection, not one per channel (with N processes on one server, connections count).
 *
 * If the server ends the connection, a new one listens again to every channel a moment later, then
 * tells each handler "anything may have changed" (an empty payload): what was announced in between
 * is missed.
 */
export function pgListener(url: string, onError: (err: Error) => void) {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  /** The channels the current connection listens to. */
  let listened = new Set<string>();
  const listenOn = async (c: pg.Client, channel: string) => {
    if (listened.has(channel)) return;
    listened.add(channel);
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };

  const lost = (c: pg.Client, err?: Error) => {
    if (err) onError(err);
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    if (!closing) retry = setTimeout(reconnect, 500).unref();
  };

  const open = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url, application_name: 'aseer-listen' });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    await c.connect();
    listened = new Set();
    for (const channel of handlers.keys()) await listenOn(c, channel);
    if (closing) {
      await c.end();
      throw new Error('closed');
    }
    client = c;
    return c;
  };

  const connection = () => {
    if (client) return Promise.resolve(client);
    opening ??= open().finally(() => (opening = null));
    return opening;
  };

  async function reconnect() {
    if (closing) return;
    try {
      await connection();
    } catch (err) {
      onError(err as Error);
      if (!closing) retry = setTimeout(reconnect, 2000).unref();
      return;
    }
    for (const set of handlers.values()) for (const h of set) h('');
  }

  return {
    async listen(channel: string, onNotify: Handler): Promise<() => Promise<void>> {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(onNotify);
      try {
        await listenOn(await connection(), channel);
      } catch (err) {
        set.delete(onNotify);
        if (set.size === 0) handlers.delete(channel);
        throw err;
      }
      return async () => {
        set.delete(onNotify);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        listened.delete(channel);
        await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      const c = client ?? (await opening?.catch(() => null));
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
