import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, limitPerClient } from './rate-limit';

function appWith(trustProxy: boolean) {
  const app = new Hono();
  app.use('/limited', limitPerClient(2, 60_000, trustProxy));
  app.get('/limited', (c) => c.json({ ip: clientIp(c, trustProxy) }));
  return app;
}

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('per-address limits', () => {
  it('ignore a self-declared X-Forwarded-For unless a proxy is trusted', async () => {
    const app = appWith(false);
    expect(await (await app.request('/limited', from('1.2.3.4'))).json()).toEqual({ ip: 'unknown' });
    // Changing the header does not buy a fresh allowance.
    expect((await app.request('/limited', from('5.6.7.8'))).status).toBe(200);
    const third = await app.request('/limited', from('9.9.9.9'));
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  it('count each forwarded address on its own behind a trusted proxy', async () => {
    const app = appWith(true);
    expect(await (await app.request('/limited', from('1.2.3.4, 10.0.0.1'))).json()).toEqual({ ip: '1.2.3.4' });
    expect((await app.request('/limited', from('1.2.3.4'))).status).toBe(200);
    expect((await app.request('/limited', from('1.2.3.4'))).status).toBe(429);
    expect((await app.request('/limited', from('5.6.7.8'))).status).toBe(200);
  });
});
