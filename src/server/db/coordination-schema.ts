import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What several server processes on one PostgreSQL must agree on (decision 053). Times that
 * limits count with are epoch milliseconds of the process's clock (as the in-memory counts were).
 */

/** Per-client request limits (hono-rate-limiter's store): hits in a fixed window per key. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** `<limit name>:<client address>`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the window ends (epoch ms): the next hit after it starts a new one. */
    resetsAt: bigint('resets_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_at_idx').on(t.resetsAt)],
);

/** Failure counters (wrong passwords and codes): the newest failures per key, sliding window. */
export const failureMarks = pgTable(
  'failure_marks',
  {
    /** `<counter name>:<key>`. */
    key: text('key').primaryKey(),
    /** Epoch ms of the newest failures inside the window, oldest first (at most the limit). */
    failedAt: bigint('failed_at', { mode: 'number' }).array().notNull(),
    /** After this (epoch ms) every failure has left the window: the row may go. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('failure_marks_expires_at_idx').on(t.expiresAt)],
);

/** Secrets every process must share (the session secret when SESSION_SECRET is not set). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Scheduled jobs that run once across processes: the last run claimed, and how many there were. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(0),
});
