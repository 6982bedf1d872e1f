import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '@/server/db/schema';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ TRUST_PROXY: '1' }); // the calls below speak from several addresses
});
afterAll(() => server.close());

const count = async () => (await server.database.db.select().from(contactMessages)).length;
const fromIp = (ip: string, body: unknown) =>
  server.request('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/contact', () => {
  it('stores a valid message for the back office', async () => {
    const res = await fromIp('10.0.0.1', {
      name: '  Mariam ',
      email: 'Mariam@Example.com',
      phone: '',
      message: 'هل لديكم عصير قصب؟',
      locale: 'ar',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const rows = await server.database.db.select().from(contactMessages);
    const row = rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({
      name: 'Mariam',
      email: 'mariam@example.com',
      phone: null,
      locale: 'ar',
      readAt: null,
    });
  });

  it('answers 422 with field errors in both languages and stores nothing', async () => {
    const before = await count();
    const res = await fromIp('10.0.0.2', { name: '', email: 'not-an-email', message: '   ' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      error: {
        code: string;
        message_en: string;
        message_ar: string;
        details: { path: string; message: string }[];
      };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message_ar).toBeTruthy();
    expect(body.error.details.map((d) => d.path).sort()).toEqual(['email', 'message', 'name']);
    expect(body.error.details.find((d) => d.path === 'email')!.message).toBe('validation.email');
    expect(await count()).toBe(before);
  });

  it('answers 400 (not 500) to a body that is not JSON', async () => {
    const res = await fromIp('10.0.0.3', '{"name":');
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('limits each address to 5 messages in 10 minutes', async () => {
    const ok = { name: 'Ali', email: 'ali@example.com', message: 'Hi' };
    for (let i = 0; i < 5; i++) expect((await fromIp('10.0.0.9', ok)).status).toBe(201);
    const limited = await fromIp('10.0.0.9', ok);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect((await fromIp('10.0.0.10', ok)).status).toBe(201); // another address is not affected
  });
});
