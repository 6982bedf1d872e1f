import { createRoute, z } from '@hono/zod-openapi';
import { errorBody } from '@/common/errors';
import { migrationsFolder } from '../db/client';
import { createRouter, errorResponse, type Deps } from '../deps';
import type { DiskGuard } from '../lib/disk-space';
import { readinessCheck, readJournal, type Readiness } from './readiness';

const TAGS = ['Operations'];

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: TAGS,
  summary: 'Alive: the process answers (it does not ask the database; see /api/ready)',
  responses: {
    200: {
      description: 'The process is up',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: TAGS,
  summary:
    'Ready to serve: the database answers (within 2 s) and has every migration this code ships. For load balancers and orchestrators',
  responses: {
    200: {
      description: 'Ready; `migration` is the newest migration this code ships',
      content: {
        'application/json': {
          schema: z.object({ status: z.literal('ready'), migration: z.string() }).openapi('Ready'),
        },
      },
    },
    503: errorResponse(
      'not_ready: details.reason is database_unreachable, migrations_pending, disk_full (the disk of DATA_DIR has less free space than DISK_FREE_MARGIN_MB: new orders are refused), or stopping (the process is shutting down: it answers what reached it, send the rest elsewhere); details.detail names the pending migrations (Retry-After)',
    ),
  },
});

/** Whether the process has begun a graceful stop (set by index.ts on SIGTERM). */
export interface Lifecycle {
  stopping: boolean;
}

/**
 * `/api/health` (alive) and `/api/ready` (database reachable, migrations current, not stopping:
 * a load balancer polling it stops sending requests as soon as a stop begins).
 */
export function healthRoutes(deps: Pick<Deps, 'db' | 'logger'>, lifecycle: Lifecycle, disk?: DiskGuard) {
  const app = createRouter();
  const check = readinessCheck(deps.db, readJournal(migrationsFolder));

  app.openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));

  app.openapi(readyRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    const state: Readiness = lifecycle.stopping
      ? { ready: false, reason: 'stopping', detail: '' }
      : disk && disk.state() !== 'ok'
        ? { ready: false, reason: 'disk_full', detail: `${Math.floor(disk.freeBytes() / 1048576)} MiB free` }
        : await check();
    if (state.ready) return c.json({ status: 'ready' as const, migration: state.migration }, 200);
    c.header('Retry-After', '5');
    // A driver's message can name hosts and users: it goes to the log, not to the caller.
    // A stop is announced once by the shutdown's own log; a balancer polls many times meanwhile.
    if (state.reason !== 'stopping')
      deps.logger.warn({ reason: state.reason, detail: state.detail }, 'not ready');
    const detail = state.reason === 'migrations_pending' ? state.detail : undefined;
    return c.json(errorBody('not_ready', { reason: state.reason, detail }), 503);
  });
  return app;
}
