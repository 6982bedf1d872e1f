import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, setApiFetch } from '@/client/lib/api';
import { apiClient, call } from '@/client/lib/api-client';
import { createTestServer, type TestServer } from '../testing/server-test-kit';
import { API_SCHEMA_FILE, apiTypesFrom, fetchOpenApiDocument } from './api-types';

describe('the client API types (src/client/lib/api-schema.d.ts)', () => {
  it('are those of the OpenAPI document the server serves today', async () => {
    const fresh = await apiTypesFrom(await fetchOpenApiDocument());
    const committed = fs.existsSync(API_SCHEMA_FILE) ? fs.readFileSync(API_SCHEMA_FILE, 'utf8') : '';
    expect(
      committed === fresh,
      'src/client/lib/api-schema.d.ts is out of date with the routes: run `node --import tsx scripts/api-types.ts` (npm run api:types) and commit it',
    ).toBe(true);
  });
});

describe('the typed client, in-process (as the server render calls the API)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    setApiFetch((p, init) => Promise.resolve(server.app.request(p, init)));
  });
  afterAll(async () => {
    setApiFetch((input, init) => fetch(input, init));
    await server.close();
  });

  it('gets the data the route answers', async () => {
    const menu = await call(apiClient.GET('/api/catalog/menu'));
    expect(menu.categories.length).toBeGreaterThan(0);
  });

  it("throws the route's refusal as an ApiError", async () => {
    const e = await call(apiClient.GET('/api/admin/settings')).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect([(e as ApiError).status, (e as ApiError).code]).toEqual([401, 'unauthorized']);
  });
});
