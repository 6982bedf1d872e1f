import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../shell/app';
import { loadEnv } from '../env';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import { signInAs, TEST_ORIGIN } from '../testing/sessions-test-kit';
import type { TestServer } from '../testing/server-test-kit';
import { createLogger } from './logger';

const EMAIL = 'zubaida.qasimi@example.com';
const NAME = 'Zubaida Qasimi';
const PHONE = '+971 50 123 4567';
const PASSWORD = 'her-secret-pass-2026';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (s: string) => void lines.push(s) });
  return { logger, lines, text: () => lines.join('') };
}

describe('the logger', () => {
  it('logs a failed query by its SQL, SQLSTATE and stack, never the values it carried', () => {
    const { logger, text } = capture();
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${NAME}"`), {
      code: '22P02',
      detail: `Key (email)=(${EMAIL}) already exists.`,
    });
    logger.error(
      {
        err: new DrizzleQueryError(
          'insert into "customers" ("name", "email", "phone") values ($1, $2, $3)',
          [NAME, EMAIL, PHONE],
          cause,
        ),
      },
      'unhandled error',
    );
    const line = JSON.parse(text()) as {
      err: { message: string; stack: string; cause: { code: string; message: string } };
    };
    expect(line.err.message).toBe(
      'Failed query: insert into "customers" ("name", "email", "phone") values ($1, $2, $3)',
    );
    expect(line.err.stack).toMatch(/^DrizzleQueryError: Failed query[^\n]*\n\s+at /);
    expect(line.err.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: [value]',
    });
    for (const secret of [NAME, EMAIL, PHONE, 'zubaida']) expect(text()).not.toContain(secret);
  });

  it('redacts personal fields and masks any e-mail address left in the text', () => {
    const { logger, text } = capture();
    logger.info(
      { email: EMAIL, user: { email: EMAIL, password: PASSWORD }, to: EMAIL },
      `owner account created for ${EMAIL}`,
    );
    logger.warn({ args: [new DrizzleQueryError('select 1', [EMAIL, NAME]), { name: NAME }] }, 'better-auth');
    expect(text()).toContain('[redacted]');
    expect(text()).toContain('owner account created for [email]');
    for (const secret of [NAME, EMAIL, PASSWORD, 'zubaida']) expect(text()).not.toContain(secret);
  });
});

describeOnEachDatabase('request logs', (engine) => {
  let server: TestServer;
  let owner: string;
  const logs = capture();
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    server = await engine.start();
    owner = (await signInAs(server, 'owner')).cookie;
    // The same services, served by an app that logs everything (debug) into `logs`.
    const publicUrl = 'http://localhost:3000';
    app = await createApp({
      db: server.database.db,
      // No LISTEN of its own: the first app holds enough of the pool's connections already.
      listen: () => Promise.resolve(() => Promise.resolve()),
      media: server.media,
      hub: server.hub,
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: server.dataDir }),
      logger: logs.logger,
      auth: server.auth,
      mailer: server.mailer,
      publicUrl,
      trustedOrigins: [publicUrl],
    });
    // An unexpected failure whose database error quotes personal data.
    app.app.get('/boom', async () => {
      await server.database.db.execute(sql`select ${`${NAME} ${EMAIL}`}::int`);
      return new Response('unreachable');
    });
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('name the path and status of each request, never its query string, body or personal data', async () => {
    const call = (p: string, body?: unknown, cookie?: string) =>
      app.app.request(p, {
        method: body ? 'POST' : 'GET',
        headers: {
          Origin: TEST_ORIGIN,
          'Content-Type': 'application/json',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await call(`/api/admin/customers?q=${encodeURIComponent(EMAIL)}`, undefined, owner)).status).toBe(
      200,
    );
    expect((await call(`/api/orders?email=${EMAIL}&phone=${encodeURIComponent(PHONE)}`)).status).toBeLessThan(
      500,
    );
    expect(
      (
        await call('/api/contact', {
          name: NAME,
          email: EMAIL,
          phone: PHONE,
          message: 'Please call me back.',
        })
      ).status,
    ).toBe(201);
    expect((await call('/api/account/login', { email: EMAIL, password: PASSWORD })).status).toBe(401);
    expect(
      (
        await call('/api/account/signup', {
          name: `${NAME}\u0000`,
          email: EMAIL,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        })
      ).status,
    ).toBe(422);
    const boom = await app.app.request('/boom');
    expect(boom.status).toBe(500);

    const lines = logs.lines.map(
      (l) =>
        JSON.parse(l) as {
          msg?: string;
          path?: string;
          status?: number;
          err?: { cause?: { code?: string } };
        },
    );
    expect(lines.filter((l) => l.path === '/api/admin/customers' && l.status === 200)).toHaveLength(1);
    expect(lines.find((l) => l.msg === 'unhandled error')).toMatchObject({
      path: '/boom',
      err: { cause: { code: '22P02' } },
    });
    const text = logs.text();
    for (const secret of [
      EMAIL,
      encodeURIComponent(EMAIL),
      NAME,
      'Zubaida',
      PHONE,
      '123 4567',
      PASSWORD,
      '?q=',
      '?email',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
