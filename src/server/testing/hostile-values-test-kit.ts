import { randomUUID } from 'node:crypto';

/** The part of JSON Schema (as the OpenAPI document writes it) the hostile pass reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Value {
  label: string;
  value: unknown;
}

/** The branch a value is made from (`string | ''` → the string), and whether null is allowed. */
export function shapeOf(schema: JsonSchema): { s: JsonSchema; type: string; nullable: boolean } {
  const branches = schema.anyOf ?? schema.oneOf ?? [schema];
  const types = branches.flatMap((b) => [b.type ?? (b.properties ? 'object' : 'string')].flat());
  const s =
    branches.find((b) => b.type !== 'null' && !(b.enum?.length === 1 && b.enum[0] === '')) ?? branches[0]!;
  const type = [s.type ?? (s.properties ? 'object' : 'string')].flat().find((t) => t !== 'null') ?? 'string';
  return { s, type, nullable: types.includes('null') };
}

/** Real ids the plausible values use, by property name (a category that exists, an order of B…). */
export type KnownIds = Record<string, string>;

const patternValue = (pattern: string): string | undefined => {
  const samples = [
    '+971 50 123 4567',
    'AD 12345',
    '123456',
    '/media/uploads/00000000-0000-4000-8000-000000000000.webp',
    '/media/x.webp',
    '09:00',
    '#16a34a',
  ];
  const source = pattern.replace(/\/[a-z]*$/, '');
  try {
    const re = new RegExp(source, 'u');
    return samples.find((v) => re.test(v));
  } catch {
    return undefined;
  }
};

/** A value the schema accepts, as plausible as a form would send (so a hostile one stands out). */
export function plausible(schema: JsonSchema, name: string, ids: KnownIds): unknown {
  const { s, type, nullable } = shapeOf(schema);
  if (s.enum?.length) return s.enum[0];
  if (type === 'object') {
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, k, ids)]));
  }
  if (type === 'array') {
    const n = Math.max(s.minItems ?? 0, s.items?.properties ? 1 : 0);
    return Array.from({ length: n }, () => plausible(s.items ?? {}, name, ids));
  }
  if (type === 'boolean') return false;
  if (type === 'number' || type === 'integer') {
    const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(low, 1), s.maximum ?? Infinity);
  }
  if (ids[name]) return ids[name];
  if (s.format === 'uuid' || /Id$/.test(name)) return nullable ? null : randomUUID();
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'date' || /^(from|to)$/.test(name)) return '2026-01-15';
  if (/email/i.test(name)) return `plausible.${randomUUID().slice(0, 8)}@example.com`;
  if (/password/i.test(name)) return 'Plausible-pass-2026';
  if (s.pattern) return patternValue(s.pattern) ?? 'Test';
  return 'Plausible text'.slice(0, s.maxLength ?? 100).padEnd(s.minLength ?? 1, 'x');
}

export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u001b', '\u007f'];
const HUGE_TEXT = 'x'.repeat(100_000);

/** Values the schema must refuse: wrong types, control characters, huge, out of range. */
export function hostileValues(schema: JsonSchema, example: unknown, name = ''): Value[] {
  const { s, type, nullable } = shapeOf(schema);
  // A password is hashed, never shown: any character is the customer's choice (length still counts).
  const secret = /password/i.test(name);
  const out: Value[] = [];
  if (!nullable) out.push({ label: 'null', value: null });
  if (type === 'string') {
    out.push(
      { label: 'number', value: 12345 },
      { label: 'boolean', value: true },
      { label: 'array', value: ['x'] },
      { label: 'object', value: { x: 'y' } },
    );
    out.push({ label: 'huge string', value: HUGE_TEXT });
    if (/email/i.test(name))
      out.push({ label: 'huge e-mail address', value: `${'a'.repeat(100_000)}@example.com` });
    const base = typeof example === 'string' && example ? example : 'Text';
    const chars = secret
      ? []
      : s.enum || s.format === 'uuid'
        ? CONTROL_CHARACTERS.slice(0, 1)
        : CONTROL_CHARACTERS;
    for (const c of chars)
      out.push({
        label: `control U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        value: `${base}${c}tail`,
      });
  } else if (type === 'number' || type === 'integer') {
    out.push(
      { label: 'string', value: '12' },
      { label: 'NaN text', value: 'NaN' },
      { label: 'boolean', value: true },
      { label: 'array', value: [1] },
      { label: 'object', value: {} },
    );
    // A negative number is hostile unless the schema takes one (a latitude, a longitude).
    if (!(s.minimum !== undefined && s.minimum < 0)) out.push({ label: 'negative', value: -1 });
    out.push({ label: 'huge', value: 1e308 }, { label: 'past safe integers', value: 2 ** 53 + 2 });
    if (type === 'integer') out.push({ label: 'fraction', value: 1.5 });
  } else if (type === 'boolean') {
    out.push(
      { label: 'string', value: 'true' },
      { label: 'number', value: 1 },
      { label: 'array', value: [] },
    );
  } else if (type === 'array') {
    const item = Array.isArray(example) && example.length ? example[0] : 'x';
    out.push(
      { label: 'string', value: 'x' },
      { label: 'object', value: {} },
      { label: 'array of null', value: [null] },
    );
    out.push({ label: 'over-long array', value: Array.from({ length: 10_001 }, () => item) });
  } else {
    out.push({ label: 'string', value: 'x' }, { label: 'array', value: [] }, { label: 'number', value: 42 });
  }
  return out;
}

let payloadSerial = 0;
/**
 * Text a field may accept by design (markup is text too): each unique, so where it was stored can
 * be found; it must come back verbatim and never be rendered.
 */
export function textPayloads(schema: JsonSchema, name = ''): Value[] {
  const { s, type } = shapeOf(schema);
  if (
    type !== 'string' ||
    /password/i.test(name) ||
    s.enum ||
    s.format ||
    s.pattern?.startsWith('^\\/') ||
    s.pattern?.startsWith('^$')
  )
    return [];
  const n = () => ++payloadSerial;
  return [
    { label: 'script tag', value: `<script>alert(${n()})</script>` },
    { label: 'attribute break-out', value: `"><img src=x onerror=alert(${n()})>` },
    // Embedding, override and isolate controls (U+202A–E, U+2066–9) are removed where text enters
    // (decision 067, orders.bidi.test.ts); a right-to-left mark is kept as typed.
    { label: 'line separator and right-to-left mark', value: `a\u2028b\u200f${n()}` },
  ].filter((v) => (s.maxLength ?? Infinity) >= (v.value as string).length);
}
