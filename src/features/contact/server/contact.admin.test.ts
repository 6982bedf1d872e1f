import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@/features/notifications';
import { callAs, codeOf, signInAs, TEST_ORIGIN } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { InboxMessage, InboxPage } from '../contact.admin.schema';

let server: TestServer;
type Who = Awaited<ReturnType<typeof signInAs>>;
let manager: Who, manager2: Who, staff: Who;
beforeAll(async () => {
  server = await createTestServer({ TRUST_PROXY: '1' });
  [manager, manager2, staff] = await Promise.all([
    signInAs(server, 'manager'),
    signInAs(server, 'manager'),
    signInAs(server, 'staff'),
  ]);
});
afterAll(() => server.close());

let ip = 0;
async function post(name: string, message = 'Do you deliver to Al Ain?') {
  const res = await server.request('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'X-Forwarded-For': `10.8.0.${++ip}` },
    body: JSON.stringify({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, message }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const inbox = async (query = '', who = manager) => {
  const res = await callAs(server, `/api/admin/messages${query}`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as InboxPage;
};
const setRead = (id: string, read: boolean, who = manager) =>
  callAs(server, `/api/admin/messages/${id}`, { method: 'PATCH', body: { read }, cookie: who.cookie });

describe('the contact inbox', () => {
  let older: string, newer: string;
  beforeAll(async () => {
    older = await post('Aisha Older');
    newer = await post('Badr Newer', 'Please add sugar-free options');
  });

  it('lists unread first, then newest, with the unread count', async () => {
    await setRead(newer, true);
    const page = await inbox();
    const ids = page.rows.map((r) => r.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer)); // unread first, though older
    expect(page.unread).toBe(page.rows.filter((r) => r.readAt === null).length);
    const count = await callAs(server, '/api/admin/messages/unread-count', { cookie: manager.cookie });
    expect(((await count.json()) as { unread: number }).unread).toBe(page.unread);
    expect((await inbox('?filter=unread')).rows.map((r) => r.id)).not.toContain(newer);
    await setRead(newer, false);
  });

  it('searches name, e-mail and text', async () => {
    expect((await inbox('?q=SUGAR-FREE')).rows.map((r) => r.id)).toEqual([newer]);
    expect((await inbox('?q=aisha@')).rows.map((r) => r.id)).toEqual([older]);
    expect((await inbox('?q=%25_')).rows).toEqual([]); // % and _ are literal
  });

  it('opening marks read (first time kept), mark unread undoes it, and the reader’s notification reads as read', async () => {
    const first = (await (await setRead(older, true)).json()) as InboxMessage;
    expect(first.readAt).not.toBeNull();
    const again = (await (await setRead(older, true, manager2)).json()) as InboxMessage;
    expect(again.readAt).toBe(first.readAt);
    const bell = async (who: Who) =>
      (
        (await (
          await callAs(server, '/api/admin/notifications?pageSize=100', { cookie: who.cookie })
        ).json()) as NotificationPage
      ).rows.find((n) => n.kind === 'new_message' && n.refId === older)!;
    expect((await bell(manager)).read).toBe(true);
    // Only those who opened it: the owner, who did not, still has it unread.
    expect((await bell(await signInAs(server, 'owner'))).read).toBe(false);
    const unread = (await (await setRead(older, false)).json()) as InboxMessage;
    expect(unread.readAt).toBeNull();
    expect((await inbox('?filter=unread')).rows.map((r) => r.id)).toContain(older);
  });

  it('deletes a message; a second delete is 404', async () => {
    const id = await post('Cyrus Delete');
    expect(
      (await callAs(server, `/api/admin/messages/${id}`, { method: 'DELETE', cookie: manager.cookie }))
        .status,
    ).toBe(204);
    const again = await callAs(server, `/api/admin/messages/${id}`, {
      method: 'DELETE',
      cookie: manager.cookie,
    });
    expect(again.status).toBe(404);
    expect(await codeOf(again)).toBe('message_not_found');
    expect((await callAs(server, `/api/admin/messages/${id}`, { cookie: manager.cookie })).status).toBe(404);
  });

  it('is closed to staff (messages.view is manager and up)', async () => {
    expect((await callAs(server, '/api/admin/messages', { cookie: staff.cookie })).status).toBe(403);
    expect((await setRead(older, true, staff)).status).toBe(403);
    expect(
      (await callAs(server, `/api/admin/messages/${older}`, { method: 'DELETE', cookie: staff.cookie }))
        .status,
    ).toBe(403);
  });

  it.each([
    ['GET', '/api/admin/messages?q=%00', undefined],
    ['GET', `/api/admin/messages?q=${'x'.repeat(101)}`, undefined],
    ['GET', '/api/admin/messages?pageSize=0', undefined],
    ['GET', '/api/admin/messages/123', undefined],
    ['PATCH', `/api/admin/messages/${randomUUID()}`, { read: 'yes' }],
    ['PATCH', `/api/admin/messages/${randomUUID()}`, { read: true, name: 'x' }],
  ])('%s %s answers 422', async (method, path, body) => {
    expect((await callAs(server, path, { method, body, cookie: manager.cookie })).status).toBe(422);
  });

  it('an unknown id answers 404 to read-state changes', async () => {
    expect((await setRead(randomUUID(), true)).status).toBe(404);
  });
});
