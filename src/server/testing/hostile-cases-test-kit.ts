import {
  hostileValues,
  plausible,
  shapeOf,
  textPayloads,
  type JsonSchema,
  type KnownIds,
} from './hostile-values-test-kit';

type Doc = {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type RawOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};

export interface Operation {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema };
}

export interface HostileCase {
  label: string;
  url: string;
  method: string;
  body?: string | FormData;
  contentType?: string;
  /** refuse: must be refused and write nothing. text: markup as text, may be stored verbatim. */
  batch: 'refuse' | 'text';
  payload?: string;
  /** The body field under test (dotted path): a 422 must name it, or something else was wrong. */
  leaf?: string;
}

/** `$ref`s replaced by what they name (the document's schemas are not recursive). */
function deref(schema: JsonSchema, doc: Doc): JsonSchema {
  if (Array.isArray(schema)) return schema.map((s) => deref(s, doc)) as unknown as JsonSchema;
  if (!schema || typeof schema !== 'object') return schema;
  if (schema.$ref) return deref(doc.components!.schemas![schema.$ref.split('/').pop()!]!, doc);
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, typeof v === 'object' && v ? deref(v as JsonSchema, doc) : v]),
  ) as JsonSchema;
}

/** Every operation of the OpenAPI document with its parameters and request body schema. */
export function operationsOf(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'];
      const form = content['multipart/form-data'];
      return {
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({
            name: p.name,
            in: p.in as 'path' | 'query',
            required: !!p.required,
            schema: deref(p.schema, doc),
          })),
        body: json
          ? { kind: 'json' as const, schema: deref(json.schema, doc) }
          : form
            ? { kind: 'multipart' as const, schema: deref(form.schema, doc) }
            : undefined,
      };
    }),
  );
}

type Leaf = { path: (string | number)[]; schema: JsonSchema; value: unknown };
function leaves(schema: JsonSchema, value: unknown, at: (string | number)[] = []): Leaf[] {
  const { s, type } = shapeOf(schema);
  const here = at.length ? [{ path: at, schema, value }] : [];
  if (type === 'object' && value && typeof value === 'object') {
    return [
      ...here,
      ...Object.entries(s.properties ?? {}).flatMap(([k, v]) =>
        leaves(v, (value as Record<string, unknown>)[k], [...at, k]),
      ),
    ];
  }
  if (type === 'array' && Array.isArray(value) && value.length && s.items)
    return [...here, ...leaves(s.items, value[0], [...at, 0])];
  return here;
}

function setAt(base: unknown, at: (string | number)[], v: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const k of at.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[at.at(-1)!] = v;
  return copy;
}

export interface CaseContext {
  ids: KnownIds;
  /** The value a path parameter has when something else is under test. */
  baseParam: (op: Operation, name: string) => string;
  /** Ids that must not open anything for this caller: random, malformed, another customer's. */
  foreignIds: string[];
}

const QUERY_VALUES = [
  'x'.repeat(100_000),
  'a\u0000b',
  'a\u001bb',
  '-1',
  '1e309',
  'NaN',
  'abc',
  '',
  '<script>alert(1)</script>',
];
const enc = encodeURIComponent;

/** Hostile requests for one operation: its path and query parameters, then its body. */
export function casesFor(op: Operation, ctx: CaseContext): HostileCase[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  // A parameter with a fixed set of values (a gateway, an export file) takes the first of them.
  const baseParam = (name: string) =>
    (pathParams.find((p) => p.name === name)?.schema.enum?.[0] as string | undefined) ??
    ctx.baseParam(op, name);
  const query = op.params.filter((p) => p.in === 'query');
  const fill = (over: Record<string, string> = {}) =>
    op.path.replace(/{(\w+)}/g, (_, name: string) => over[name] ?? enc(baseParam(name)));
  const baseQuery = query
    .filter((p) => p.required)
    .map((p) => `${p.name}=${enc(String(plausible(p.schema, p.name, ctx.ids)))}`);
  const url = (path: string, extra: string[] = []) =>
    [path, [...baseQuery, ...extra].join('&')].filter(Boolean).join('?');
  const baseBody = op.body?.kind === 'json' ? plausible(op.body.schema, '', ctx.ids) : undefined;
  const json = (
    label: string,
    body: unknown,
    batch: HostileCase['batch'] = 'refuse',
    payload?: string,
  ): HostileCase => ({
    label,
    url: url(fill()),
    method: op.method,
    body: JSON.stringify(body),
    contentType: 'application/json',
    batch,
    payload,
  });
  const cases: HostileCase[] = [];

  for (const p of pathParams) {
    for (const id of ctx.foreignIds)
      cases.push({
        ...json(`path ${p.name}=${id.slice(0, 40)}`, baseBody),
        url: url(fill({ [p.name]: id })),
      });
  }
  for (const p of query) {
    for (const v of QUERY_VALUES)
      cases.push({
        ...json(`query ${p.name}=${JSON.stringify(v.slice(0, 30))}`, baseBody),
        url: url(fill(), [`${p.name}=${enc(v)}`]),
      });
    cases.push({ ...json(`query ${p.name} twice`, baseBody), url: url(fill(), [`${p.name}=1&${p.name}=2`]) });
    cases.push({
      ...json(`query ${p.name} broken escape`, baseBody),
      url: url(fill(), [`${p.name}=%E0%A4%A`]),
    });
  }
  if (op.method === 'GET') return cases.map((c) => ({ ...c, body: undefined, contentType: undefined }));

  // Whole bodies: too big, not JSON, not an object.
  cases.push(
    json('2 MB body', {
      ...(typeof baseBody === 'object' ? baseBody : {}),
      padding: 'x'.repeat(2 * 1024 * 1024),
    }),
  );
  if (op.body?.kind === 'multipart') return [...cases, ...uploadCases(op, url(fill()))];
  if (!op.body) return cases;
  for (const raw of ['{"name": "x",', '{"a":1}}', 'null', '[]', '"text"', '42', ''])
    cases.push({ ...json(`body ${JSON.stringify(raw)}`, null), body: raw });
  cases.push({ ...json('JSON as text/plain', baseBody), contentType: 'text/plain' });

  for (const leaf of leaves(op.body.schema, baseBody)) {
    const name = leaf.path.join('.');
    for (const v of hostileValues(leaf.schema, leaf.value, String(leaf.path.at(-1))))
      cases.push({ ...json(`${name}: ${v.label}`, setAt(baseBody, leaf.path, v.value)), leaf: name });
    for (const v of textPayloads(leaf.schema, String(leaf.path.at(-1))))
      cases.push(json(`${name}: ${v.label}`, setAt(baseBody, leaf.path, v.value), 'text', v.value as string));
  }
  return cases;
}

const PNG_MAGIC = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Uploads that are not images, whatever they are called. */
function uploadCases(op: Operation, url: string): HostileCase[] {
  const kind = op.body?.schema.properties?.kind ? 'product' : undefined;
  const form = (file: Blob | string | undefined, name = 'x.png', kindValue = kind) => {
    const f = new FormData();
    if (file !== undefined)
      f.append(
        'file',
        typeof file === 'string' ? file : new File([file], name, { type: file.type || 'image/png' }),
      );
    if (kindValue !== undefined) f.append('kind', kindValue);
    return f;
  };
  const upload = (label: string, body: FormData): HostileCase => ({
    label,
    url,
    method: op.method,
    body,
    batch: 'refuse',
  });
  const cases = [
    upload('text file named .png', form(new Blob(['hello, not an image'], { type: 'image/png' }))),
    upload('empty file', form(new Blob([], { type: 'image/png' }))),
    upload(
      'PNG magic then junk, named .jpg',
      form(new Blob([PNG_MAGIC, 'junk'.repeat(100)], { type: 'image/jpeg' }), 'x.jpg'),
    ),
    upload(
      'SVG with a script named .png',
      form(
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
          type: 'image/svg+xml',
        }),
      ),
    ),
    upload('file as a text field', form('not a file')),
    upload('no file', form(undefined)),
    upload('6 MB of junk', form(new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' }))),
    {
      ...upload('JSON instead of a form', new FormData()),
      body: '{"file":"x"}',
      contentType: 'application/json',
    },
  ];
  if (kind) {
    for (const k of ['\u0000', 'x'.repeat(100_000), 'banner', '../../etc'])
      cases.push(
        upload(
          `kind ${JSON.stringify(k.slice(0, 20))}`,
          form(new Blob(['x'], { type: 'image/png' }), 'x.png', k),
        ),
      );
  }
  return cases;
}
