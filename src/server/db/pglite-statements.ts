import {
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/*
 * The embedded engine's client for drizzle (decision 057). PGlite's own `query` sends each statement
 * as six separate calls into the engine (parse, describe, bind, describe, execute, sync), parses it
 * again every time, and copies its whole table of type parsers whenever a query names parsers (which
 * drizzle does on every query). Here a statement is parsed once, as a named prepared statement,
 * like node-postgres and every server driver do: each later run is one call (bind, describe,
 * execute, sync). Parameters are written by PGlite's own serializers for the types the engine
 * described, and rows read by its own parsers, so values are exactly what `query` gives.
 */

/** What drizzle reads as text (drizzle-orm/pglite/session.js), set once on the engine. */
const KEPT_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asIs = (value: string) => value;

/** Statements kept prepared at most: a bound on the engine's memory (drizzle's texts repeat). */
const MAX_PREPARED = 1000;
/** Statements worth preparing: those run again. Schema changes (migrations) are run once. */
const REPEATABLE = /^\s*(select|insert|update|delete|with)\b/i;

const { serialize } = protocol;
const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * The engine's turns, first come first served, each handed on through the event loop (decision 060).
 * The engine runs inside the server's own thread, so a statement holds the whole process while it
 * runs. PGlite's own lock hands the engine to the next waiting statement at once (a resolved
 * promise), so a queue of statements runs back to back without the server reading a socket: a
 * request or a connection that arrives meanwhile waits for the whole queue, then for its own place
 * in the next one. Here the next turn starts in `setImmediate`, after the event loop has read what
 * arrived, so what arrives joins the queue behind what is already waiting.
 */
export class Turns {
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#busy = true;
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) setImmediate(next);
      else this.#busy = false;
    }
  }
}

/** Names are unique in the process: two clients on one engine share its session's statements. */
let lastName = 0;

interface Prepared {
  /** '' for the unnamed statement (past the bound, or not worth keeping). */
  name: string;
  paramTypes: number[];
}

/** Options this client answers itself: drizzle's row mode, and parsers equal to the engine's. */
function handled(options?: QueryOptions) {
  if (!options) return true;
  if (options.serializers || options.blob || options.paramTypes || options.onNotice) return false;
  return !options.parsers || Object.keys(options.parsers).every((k) => KEPT_AS_TEXT.includes(Number(k)));
}

export class PgliteStatements {
  readonly #pg: PGlite;
  readonly #prepared = new Map<string, Prepared>();
  readonly #maxPrepared: number;
  readonly #turns = new Turns();

  constructor(pg: PGlite, { maxPrepared = MAX_PREPARED } = {}) {
    this.#pg = pg;
    this.#maxPrepared = maxPrepared;
    // After PGlite set up its array types (which replace these entries), so arrays stay text too.
    for (const oid of KEPT_AS_TEXT) pg.parsers[oid] = asIs;
  }

  /** A statement on its own (drizzle's `client.query`). */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#turns.run(async () => {
      if (!handled(options)) return this.#pg.query<T>(text, params, options);
      const result = await this.#pg._runExclusiveTransaction(() => this.run<T>(text, params, options));
      await this.#pg.syncToFs();
      return result;
    });
  }

  /** A transaction (drizzle's `client.transaction`), one turn: PGlite's, its statements run here. */
  transaction<T>(callback: (tx: PgliteStatementsTx) => Promise<T>): Promise<T> {
    return this.#turns.run(() => this.#pg.transaction((tx) => callback(new PgliteStatementsTx(this, tx))));
  }

  /** One statement under the query lock, inside PGlite's transaction lock (`query`) or a transaction's. */
  async run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (this.#pg.closed) throw new Error('PGlite is closed');
    return this.#pg._runExclusiveQuery(async () => {
      try {
        const statement = this.#prepared.get(text) ?? (await this.#prepare(text));
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const write = this.#pg.serializers[statement.paramTypes[i]!];
          return write ? write(param) : String(param as string);
        });
        const messages = await this.#pg.execProtocolStream(
          concat([
            ...(statement.name ? [] : [serialize.parse({ text })]),
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        return parse.parseResults(messages, this.#pg.parsers, { rowMode: options?.rowMode })[0] as Results<T>;
      } catch (e) {
        // As PGlite's own `query` reports a database error: with the statement and its parameters.
        if (e && typeof e === 'object' && 'code' in e)
          Object.assign(e, { query: text, params, queryOptions: options });
        throw e;
      }
    });
  }

  /** Parses a statement once: its parameters' types, and a name to run it by when kept. */
  async #prepare(text: string): Promise<Prepared> {
    const keep = this.#prepared.size < this.#maxPrepared && REPEATABLE.test(text);
    const name = keep ? `aseer_${++lastName}` : '';
    const messages = await this.#pg.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (keep) this.#prepared.set(text, prepared);
    return prepared;
  }
}

/** A transaction's statements (drizzle's transaction client); savepoints are statements too. */
export class PgliteStatementsTx {
  constructor(
    private readonly statements: PgliteStatements,
    private readonly tx: Transaction,
  ) {}

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (this.tx.closed) throw new Error('Transaction is closed');
    if (!handled(options)) return this.tx.query<T>(text, params, options);
    return this.statements.run<T>(text, params, options);
  }
}
