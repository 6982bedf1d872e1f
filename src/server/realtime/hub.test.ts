import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { RealtimeHub, type StreamSession } from './hub';

it("re-checks a staff stream's session on an interval and ends the stream once it no longer stands", async () => {
  let alive = true;
  const checked: StreamSession[] = [];
  const hub = new RealtimeHub({ recheckMs: 30, sessionAlive: async (s) => (checked.push(s), alive) });
  const app = new Hono<{ Variables: { staff: StreamSession } }>();
  app.get('/staff', (c) => {
    c.set('staff', { id: 'u1', sessionId: 's1', role: 'manager' });
    return hub.stream(c, 'orders');
  });
  app.get('/guest', (c) => hub.stream(c, 'orders'));
  const staff = (await app.request('/staff')).body!.getReader();
  const guest = (await app.request('/guest')).body!.getReader();
  await staff.read();
  await guest.read();
  await new Promise((r) => setTimeout(r, 100));
  expect(checked.length).toBeGreaterThan(0);
  expect(checked.every((s) => s.sessionId === 's1')).toBe(true);
  expect(hub.openStreams()).toBe(2);
  alive = false;
  expect((await staff.read()).done).toBe(true);
  expect(hub.openStreams()).toBe(1);
  await guest.cancel();
});
