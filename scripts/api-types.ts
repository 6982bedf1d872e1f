/**
 * `node --import tsx scripts/api-types.ts`: writes src/client/lib/api-schema.d.ts, the types of
 * the OpenAPI document (/api/openapi.json) that the client's API calls are checked against.
 * Run it after changing a route; a test fails while the committed file is out of date.
 */
import fs from 'node:fs';
import { API_SCHEMA_FILE, apiTypesFrom, fetchOpenApiDocument } from '../src/server/shell/api-types';

const text = await apiTypesFrom(await fetchOpenApiDocument());
const before = fs.existsSync(API_SCHEMA_FILE) ? fs.readFileSync(API_SCHEMA_FILE, 'utf8') : '';
fs.writeFileSync(API_SCHEMA_FILE, text);
console.log(`${API_SCHEMA_FILE}: ${before === text ? 'already up to date' : 'written'}`);
