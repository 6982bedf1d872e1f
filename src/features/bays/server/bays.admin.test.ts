import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bays } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { BAY_TOKEN, type Bay } from '../bays.schema';

let server: TestServer;
let admin: string;
let manager: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await signInAs(server, 'admin')).cookie;
  manager = (await signInAs(server, 'manager')).cookie;
});
afterAll(() => server.close());

const add = (name: unknown, cookie = admin) => callAs(server, '/api/admin/bays', { body: { name }, cookie });
const rename = (id: string, name: unknown, cookie = admin) =>
  callAs(server, `/api/admin/bays/${id}`, { method: 'PUT', body: { name }, cookie });
const remove = (id: string, cookie = admin) =>
  callAs(server, `/api/admin/bays/${id}`, { method: 'DELETE', cookie });
const list = async () => (await (await callAs(server, '/api/admin/bays', { cookie: admin })).json()) as Bay[];
const publicBay = (token: string) => server.request(`/api/bays/${token}`);

describe('Settings → Bays: /api/admin/bays', () => {
  it('adds a bay with an unguessable token made once; renaming keeps the token; removing stops its code', async () => {
    const res = await add('  4 ');
    expect(res.status).toBe(201);
    const bay = (await res.json()) as Bay;
    expect(bay.name).toBe('4');
    expect(bay.token).toMatch(BAY_TOKEN);
    // The code carries the shop's public address (PUBLIC_URL), not the back office's.
    expect(bay.url).toBe(`http://localhost:3000/bay/${bay.token}`);
    expect((await (await publicBay(bay.token)).json()) as unknown).toEqual({ name: '4' });

    const renamed = await rename(bay.id, 'B4');
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Bay).token).toBe(bay.token);
    expect((await (await publicBay(bay.token)).json()) as unknown).toEqual({ name: 'B4' });

    expect((await remove(bay.id)).status).toBe(204);
    const gone = await publicBay(bay.token);
    expect(gone.status).toBe(404);
    expect(await codeOf(gone)).toBe('bay_unknown');
    // Kept for the orders that name it, out of the list, its name free again.
    const [row] = await server.database.db.select().from(bays).where(eq(bays.id, bay.id));
    expect(row!.removedAt).not.toBeNull();
    expect((await list()).map((b) => b.id)).not.toContain(bay.id);
    expect((await add('b4')).status).toBe(201);
    // Removed twice, renamed after: not found, nothing changes.
    expect(await codeOf(await remove(bay.id))).toBe('bay_not_found');
    expect(await codeOf(await rename(bay.id, 'Z'))).toBe('bay_not_found');
  });

  it('lists bays in use as a person counts them, each token different', async () => {
    for (const name of ['10', '2', '1']) expect((await add(name)).status).toBe(201);
    const names = (await list()).map((b) => b.name);
    expect(names.indexOf('1')).toBeLessThan(names.indexOf('2'));
    expect(names.indexOf('2')).toBeLessThan(names.indexOf('10'));
    const tokens = (await list()).map((b) => b.token);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('refuses a name in use (any case), an empty or long name, with a field error and nothing written', async () => {
    expect((await add('A1')).status).toBe(201);
    const before = (await list()).length;
    const taken = await add('a1');
    expect(taken.status).toBe(422);
    const body = (await taken.json()) as {
      error: { code: string; message_ar: string; details: { path: string; code: string }[] };
    };
    expect(body.error.code).toBe('bay_name_taken');
    expect(body.error.message_ar).toMatch(/موقف/);
    expect(body.error.details).toEqual([expect.objectContaining({ path: 'name', code: 'bay_name_taken' })]);
    expect((await add('   ')).status).toBe(422);
    expect((await add('x'.repeat(13))).status).toBe(422);
    expect((await add('a\u0000b')).status).toBe(422);
    const other = (await list()).find((b) => b.name === '2')!;
    expect(await codeOf(await rename(other.id, 'A1'))).toBe('bay_name_taken');
    expect((await list()).length).toBe(before);
  });

  it('needs the settings permission: a manager can neither read nor change bays', async () => {
    const [bay] = await list();
    expect((await callAs(server, '/api/admin/bays', { cookie: manager })).status).toBe(403);
    expect((await add('M', manager)).status).toBe(403);
    expect((await rename(bay!.id, 'M', manager)).status).toBe(403);
    expect((await remove(bay!.id, manager)).status).toBe(403);
    expect((await server.request('/api/admin/bays')).status).toBe(401);
    expect((await list()).find((b) => b.id === bay!.id)?.name).toBe(bay!.name);
  });

  it('an unknown or malformed token is the same clear refusal', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '4']) {
      const res = await publicBay(token);
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: { code: string; message_en: string; message_ar: string } };
      expect(body.error.code).toBe('bay_unknown');
      expect(body.error.message_en).toMatch(/bay/);
      expect(body.error.message_ar).toMatch(/موقف|مواقف/);
    }
  });
});
