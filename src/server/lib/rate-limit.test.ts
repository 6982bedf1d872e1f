import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, limitPerClient } from './rate-limit';

function appWith(trustedHops: number) {
  const app = new Hono();
  app.use('/limited', limitPerClient(2, 60_000, trustedHops));
  app.get('/limited', (c) => c.json({ ip: clientIp(c, trustedHops) }));
  app.get('/ip', (c) => c.json({ ip: clientIp(c, trustedHops) }));
  return app;
}

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const ipSeen = async (app: Hono, forwarded: string) =>
  ((await (await app.request('/ip', from(forwarded))).json()) as { ip: string }).ip;

describe('per-address limits', () => {
  it('ignore a self-declared X-Forwarded-For unless a proxy is trusted', async () => {
    const app = appWith(0);
    expect(await (await app.request('/limited', from('1.2.3.4'))).json()).toEqual({ ip: 'unknown' });
    // Changing the header does not buy a fresh allowance.
    expect((await app.request('/limited', from('5.6.7.8'))).status).toBe(200);
    const third = await app.request('/limited', from('9.9.9.9'));
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  it('count each address our proxy appended on its own behind a trusted proxy', async () => {
    const app = appWith(1);
    expect(await (await app.request('/limited', from('1.2.3.4'))).json()).toEqual({ ip: '1.2.3.4' });
    expect((await app.request('/limited', from('1.2.3.4'))).status).toBe(200);
    expect((await app.request('/limited', from('1.2.3.4'))).status).toBe(429);
    expect((await app.request('/limited', from('5.6.7.8'))).status).toBe(200);
  });

  it('are not dodged by writing addresses in front of the one the proxy appended', async () => {
    const app = appWith(1);
    // The client wrote "6.6.6.<n>, "; the proxy appended the address it saw: 7.7.7.7.
    for (let n = 0; n < 2; n++)
      expect((await app.request('/limited', from(`6.6.6.${n}, 7.7.7.7`))).status).toBe(200);
    expect((await app.request('/limited', from('6.6.6.99, 7.7.7.7'))).status).toBe(429);
  });
});

describe('the client address behind TRUST_PROXY hops', () => {
  it('one hop: the rightmost entry, whatever the client wrote before it', async () => {
    const app = appWith(1);
    expect(await ipSeen(app, '1.2.3.4')).toBe('1.2.3.4');
    expect(await ipSeen(app, '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    expect(await ipSeen(app, '6.6.6.6,1.2.3.4 ')).toBe('1.2.3.4');
    expect(await ipSeen(app, '2001:db8::1')).toBe('2001:db8::1');
  });

  it('two hops: the second from the right (what the outer proxy saw)', async () => {
    const app = appWith(2);
    expect(await ipSeen(app, '6.6.6.6, 1.2.3.4, 10.0.0.5')).toBe('1.2.3.4');
    expect(await ipSeen(app, '1.2.3.4, 10.0.0.5')).toBe('1.2.3.4');
  });

  it('fewer entries than hops: the leftmost, since only our proxies wrote them', async () => {
    expect(await ipSeen(appWith(3), '1.2.3.4, 10.0.0.5')).toBe('1.2.3.4');
  });

  it('no header, an empty one or an entry that is not an address: the socket (none in-process)', async () => {
    const app = appWith(1);
    expect(((await (await app.request('/ip')).json()) as { ip: string }).ip).toBe('unknown');
    expect(await ipSeen(app, ' , ')).toBe('unknown');
    expect(await ipSeen(app, '1.2.3.4, <script>')).toBe('unknown');
  });
});
