import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { startServices } from './start';

/** Where the client's API types live (committed; `npm run api:types` writes them). */
export const API_SCHEMA_FILE = path.resolve(import.meta.dirname, '../../client/lib/api-schema.d.ts');

/**
 * The document /api/openapi.json serves, asked of a real app on an empty in-memory database
 * (routes do not depend on data; test hooks are off, as in production).
 */
export async function fetchOpenApiDocument(): Promise<OpenAPI3> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-api-types-'));
  const services = await startServices(
    loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', TEST_HOOKS: '0' }),
    createLogger('silent'),
    { inMemory: true, seed: false },
  );
  try {
    return (await (await services.app.request('/api/openapi.json')).json()) as OpenAPI3;
  } finally {
    await services.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The TypeScript the client compiles against: `paths` and `components` of the document. */
export async function apiTypesFrom(doc: OpenAPI3): Promise<string> {
  const ast = await openapiTS(doc, {
    silent: true,
    alphabetize: true,
    // An uploaded file (multipart, `format: binary`) is a Blob in the browser, not a string.
    transform: (schema) =>
      schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined,
  });
  return (
    COMMENT_HEADER.replace(' */', ' * Regenerate: node --import tsx scripts/api-types.ts\n */') +
    astToString(ast)
  );
}
