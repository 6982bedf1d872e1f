import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteStatements, Turns } from './pglite-statements';

/**
 * The embedded engine's statement client (decision 057) must give drizzle exactly what PGlite's own
 * `query` gives, in one call into the engine once a statement is prepared.
 */
describe('PGlite statements prepared once', () => {
  let pg: PGlite;
  let statements: PgliteStatements;
  // What drizzle passes with every query (drizzle-orm/pglite/session.js): these types stay text.
  const drizzleParsers = Object.fromEntries(
    [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (v: string) => v]),
  );
  const asDrizzle = (rowMode: 'array' | 'object'): QueryOptions => ({ rowMode, parsers: drizzleParsers });

  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
    statements = new PgliteStatements(pg);
    await pg.exec(`
      create table sample (
        id uuid primary key default gen_random_uuid(), label text unique, n integer, big bigint,
        ok boolean, doc jsonb, at timestamptz, day date, amount numeric(10,2), bytes bytea,
        tags text[], moments timestamptz[]
      )`);
  });
  afterAll(() => pg.close());

  const insert = `insert into sample (label, n, big, ok, doc, at, day, amount, bytes, tags, moments)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`;
  const values = (label: string) => [
    label,
    42,
    9007199254740993n,
    false,
    { drink: 'عصير برتقال', sizes: [1, 2] },
    new Date('2026-11-27T06:30:00.123Z'),
    '2026-11-27',
    '12.50',
    new Uint8Array([0, 1, 254, 255]),
    ['a', 'ب'],
    ['2026-11-27T06:30:00Z'],
  ];

  it('writes parameters and reads rows exactly as PGlite’s own query does, in both row modes', async () => {
    for (const rowMode of ['array', 'object'] as const) {
      const ours = await statements.query(insert, values(`ours-${rowMode}`), asDrizzle(rowMode));
      const theirs = await pg.query(insert, values(`theirs-${rowMode}`), asDrizzle(rowMode));
      const strip = (rows: unknown[]) =>
        rows.map((r) =>
          Array.isArray(r) ? r.slice(2) : { ...(r as object), id: undefined, label: undefined },
        );
      expect(strip(ours.rows)).toEqual(strip(theirs.rows));
      expect(ours.fields).toEqual(theirs.fields);
      expect(ours.affectedRows).toBe(theirs.affectedRows);
    }
    const read = 'select label, at, day, moments, amount from sample where label = $1';
    expect((await statements.query(read, ['ours-object'], asDrizzle('object'))).rows).toEqual(
      (await pg.query(read, ['ours-object'], asDrizzle('object'))).rows,
    );
  });

  it('parses a statement once: each later run is one call into the engine', async () => {
    const calls: Uint8Array[] = [];
    const original = pg.execProtocolStream.bind(pg);
    pg.execProtocolStream = (message, options) => {
      calls.push(message);
      return original(message, options);
    };
    try {
      const text = 'select count(*)::int as n from sample where n = $1';
      await statements.query(text, [42]);
      const first = calls.length;
      const { rows } = await statements.query<{ n: number }>(text, [42]);
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(first).toBe(2); // parse and describe, then the run
      expect(calls.length - first).toBe(1);
      expect(String.fromCharCode(calls.at(-1)![0]!)).toBe('B'); // bind: no parse again
    } finally {
      pg.execProtocolStream = original;
    }
  });

  it('reports a database error with its code and statement, and the engine goes on', async () => {
    await statements.query(insert, values('taken'));
    const error = await statements.query(insert, values('taken')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: insert });
    const { rows } = await statements.query('select count(*)::int as n from sample where label = $1', [
      'taken',
    ]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('rolls a failed transaction back whole, and its prepared statements still run after it', async () => {
    const text = 'insert into sample (label) values ($1)';
    const failed = statements
      .transaction(async (tx) => {
        await tx.query(text, ['in-rolled-back']);
        await tx.query(text, ['taken']); // unique violation: the whole transaction goes
      })
      .catch((e: unknown) => e);
    expect(await failed).toMatchObject({ code: '23505' });
    const count = 'select count(*)::int as n from sample where label = $1';
    expect((await statements.query(count, ['in-rolled-back'])).rows).toEqual([{ n: 0 }]);
    await statements.transaction((tx) => tx.query(text, ['committed']));
    expect((await statements.query(count, ['committed'])).rows).toEqual([{ n: 1 }]);
  });

  it('delivers a notification sent by a statement to the engine’s listeners', async () => {
    const heard: string[] = [];
    const unlisten = await pg.listen('statements_probe', (payload) => heard.push(payload));
    await statements.query('select pg_notify($1, $2)', ['statements_probe', 'hello']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await unlisten();
    expect(heard).toEqual(['hello']);
  });

  it('runs statements past the number it keeps prepared', async () => {
    const few = new PgliteStatements(pg, { maxPrepared: 2 });
    for (let i = 0; i < 5; i++) {
      const { rows } = await few.query<{ v: number }>(`select $1::int + ${i} as v`, [1]);
      expect(rows).toEqual([{ v: 1 + i }]);
    }
  });

  it('lets the event loop run between one waiting statement and the next (decision 060)', async () => {
    // Three statements at once, then what the event loop has to do meanwhile (a socket to read):
    // it runs after the first statement, before the second takes its turn.
    const done: string[] = [];
    const text = 'select $1::text as label';
    const runs = ['first', 'second', 'third'].map((label) =>
      statements.query(text, [label]).then(() => done.push(label)),
    );
    setImmediate(() => done.push('event loop'));
    await Promise.all(runs);
    expect(done).toEqual(['first', 'event loop', 'second', 'third']);
  });

  it('runs a transaction as one turn: what waits comes after it, in the order it came', async () => {
    const done: string[] = [];
    const text = 'insert into sample (label) values ($1)';
    const transaction = statements.transaction(async (tx) => {
      await tx.query(text, ['turn-1']);
      await new Promise((resolve) => setTimeout(resolve, 5)); // the transaction waits on something else
      await tx.query(text, ['turn-2']);
      done.push('transaction');
    });
    const after = ['a', 'b'].map((label) =>
      statements
        .query<{ n: number }>('select count(*)::int as n from sample where label like $1', ['turn-%'])
        .then(({ rows }) => done.push(`${label} saw ${rows[0]!.n}`)),
    );
    await Promise.all([transaction, ...after]);
    expect(done).toEqual(['transaction', 'a saw 2', 'b saw 2']);
  });
});

describe('Turns', () => {
  it('answers each work’s own result or error, and a failed turn hands on to the next', async () => {
    const turns = new Turns();
    const failing = turns.run(() => Promise.reject(new Error('no'))).catch((e: Error) => e.message);
    const next = turns.run(() => Promise.resolve(7));
    expect(await failing).toBe('no');
    expect(await next).toBe(7);
    expect(await turns.run(() => Promise.resolve('idle again'))).toBe('idle again');
  });
});
