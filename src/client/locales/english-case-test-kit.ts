import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { allResources } from './all';

/**
 * English case, one rule (docs/decisions/077): what names a thing or an action is in Title Case
 * (buttons, links, navigation, tabs, headings, dialog and section titles, page titles, column
 * headings, CSV headings); what is a sentence is in sentence case (messages, hints, errors,
 * descriptions, field labels, choices, tooltips). Where a text stands is read from the code: the
 * element or the property a `t('…')` call fills.
 */

/** Elements whose text names an action or a place: buttons, links, headings, column headings, tabs, titles. */
const NAME_ELEMENT =
  /^(button|a|h[1-6]|th|[A-Z]\w*Button|Button|Link|NavLink|[A-Z]\w*(Title|Heading|Tab|Trigger))$/;
/** Wrappers inside such an element that do not change what its text is. */
const INLINE = /^(span|strong|b|em|bdi)$/;
/** Properties of our components that take a name (a dialog's title, its buttons' labels). */
const NAME_PROPS = new Set([
  'heading',
  'confirmLabel',
  'saveLabel',
  'cancelLabel',
  'csvLabel',
  'submitLabel',
  'submit',
]);
/** `title` on these is the browser's tooltip, a sentence; on our other components it is a heading. */
const TOOLTIP_OWNER = /^(Button|button|a|Link|NavLink|input|span|div|svg|img|abbr|time)$/;

const tagOf = (n: ts.Node) =>
  ts.isJsxElement(n)
    ? n.openingElement.tagName.getText()
    : ts.isJsxSelfClosingElement(n)
      ? n.tagName.getText()
      : undefined;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.|-test-kit\.|\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

/** Where a `t()` call stands, when that place takes a name; undefined for a sentence or a value. */
function namePlace(call: ts.Node): string | undefined {
  let node: ts.Node = call;
  while (node.parent) {
    const up = node.parent;
    if (ts.isJsxAttribute(up)) {
      const prop = up.name.getText();
      const owner = (up.parent.parent as ts.JsxOpeningLikeElement).tagName.getText();
      if (NAME_PROPS.has(prop)) return `<${owner} ${prop}>`;
      // a button's or link's own label (`<CsvLink label>`), not a tooltip
      if (prop === 'label' && /(Button|Link)$/.test(owner)) return `<${owner} ${prop}>`;
      if (prop === 'title' && !TOOLTIP_OWNER.test(owner)) return `<${owner} title>`;
      return undefined;
    }
    // a table column's heading
    if (ts.isPropertyAssignment(up) && up.name.getText() === 'header') return 'column heading';
    const tag = tagOf(up);
    if (tag) {
      if (NAME_ELEMENT.test(tag)) return `<${tag}>`;
      if (!INLINE.test(tag)) return undefined;
    }
    node = up;
  }
  return undefined;
}

export interface NameUse {
  /** `ns:key` */
  key: string;
  text: string;
  place: string;
  file: string;
}

const valueAt = (texts: unknown, key: string): string | undefined => {
  const found = key
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as never)[k] : undefined), texts);
  return typeof found === 'string' ? found : undefined;
};

/**
 * Every English text the code puts where a name goes, found by reading the source: `t('key')`
 * and `t('ns:key')` calls, their namespace from the file's `useTranslation` (common without one).
 * A key no namespace of the file has is reported as unresolved (the typed keys make that rare).
 */
export function namesInCode(root = 'src'): { uses: NameUse[]; unresolved: string[]; unread: string[] } {
  const en = allResources.en as Record<string, unknown>;
  const uses: NameUse[] = [];
  const unresolved: string[] = [];
  const unread: string[] = [];
  /**
   * The keys a `t()` argument can be: a literal, or both branches of a condition; undefined for a
   * key built from a value (`nav.${key}`, `t(next.label)`), which the test names by hand.
   */
  const keysOf = (arg: ts.Expression): string[] | undefined => {
    if (ts.isStringLiteralLike(arg)) return [arg.text];
    if (ts.isParenthesizedExpression(arg)) return keysOf(arg.expression);
    if (ts.isConditionalExpression(arg)) {
      const a = keysOf(arg.whenTrue);
      const b = keysOf(arg.whenFalse);
      return a && b ? [...a, ...b] : undefined;
    }
    return undefined;
  };
  for (const file of sourceFiles(root)) {
    const code = fs.readFileSync(file, 'utf8');
    if (!code.includes('t(')) continue;
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    // the file's namespaces: `useTranslation('a')`, `useTranslation(['a', 'b'])`; a constant names any
    const namespaces = [...code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[\w-]+')/g)].flatMap((m) =>
      [...m[1]!.matchAll(/'([\w-]+)'/g)].map((n) => n[1]!),
    );
    if (/useTranslation\(\s*[A-Za-z_]/.test(code)) namespaces.push(...Object.keys(en));
    if (namespaces.length === 0) namespaces.push('common');
    const visit = (n: ts.Node) => {
      if (
        ts.isCallExpression(n) &&
        ts.isIdentifier(n.expression) &&
        n.expression.text === 't' &&
        n.arguments[0]
      ) {
        const place = namePlace(n);
        const literals = place ? keysOf(n.arguments[0]) : [];
        if (place && literals === undefined)
          unread.push(`${file}: t(${n.arguments[0].getText()}) in ${place}`);
        for (const literal of literals ?? []) {
          const explicit = /^([\w-]+):(.+)$/.exec(literal);
          // `t('key', { ns: 'common' })`
          const options = n.arguments[1];
          const nsOption =
            options && ts.isObjectLiteralExpression(options)
              ? options.properties
                  .filter(ts.isPropertyAssignment)
                  .find((p) => p.name.getText() === 'ns' && ts.isStringLiteral(p.initializer))
              : undefined;
          const candidates = explicit
            ? [[explicit[1]!, explicit[2]!]]
            : nsOption
              ? [[(nsOption.initializer as ts.StringLiteral).text, literal]]
              : namespaces.map((ns) => [ns, literal]);
          const hit = candidates
            .map(([ns, key]) => ({
              ns: ns!,
              key: key!,
              text: valueAt(en[ns!], key!) ?? valueAt(en[ns!], `${key}_other`),
            }))
            .find((c) => c.text !== undefined);
          if (hit) uses.push({ key: `${hit.ns}:${hit.key}`, text: hit.text!, place: place!, file });
          else unresolved.push(`${file}: ${literal}`);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return { uses, unresolved, unread };
}

/** Short words a Title Case heading keeps small inside it (never first or last). */
const MINOR = new Set(
  'a an the and or but nor for of in on at to by as per via vs with from into'.split(' '),
);
/** Units written small in any heading. */
const UNITS = new Set(['min', 'km', 'h', 'kg', 'ml', 'mm']);

/** A text that is a sentence (it ends in, or holds, a full stop, a question or an exclamation). */
export const isSentence = (text: string) => /[.?!…](\s|$)/.test(text.trim());

/** The words of `text` that break Title Case (empty when it keeps it, or when it is a sentence). */
export function titleCaseOffences(text: string): string[] {
  if (isSentence(text)) return [];
  const words = text
    .replace(/\{\{[^}]+\}\}/g, '0')
    .split(/\s+/)
    .filter(Boolean);
  return words.filter((word, i) => {
    const core = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (!core || !/^\p{L}/u.test(core) || UNITS.has(core)) return false;
    const lower = core.toLowerCase();
    // a minor word after an opening bracket or a colon starts a phrase of its own
    const starts =
      i === 0 || i === words.length - 1 || /^[([]/.test(word) || /[:—–]$/.test(words[i - 1] ?? '');
    if (MINOR.has(lower) && !starts) return core !== lower;
    return core[0] !== core[0]!.toUpperCase();
  });
}

/** `text` in Title Case (for fixing a catalogue: each word's first letter, short words kept small). */
export function toTitleCase(text: string): string {
  if (isSentence(text)) return text;
  const parts = text.split(/(\s+)/);
  const words = parts.filter((p) => p.trim());
  let index = -1;
  return parts
    .map((part) => {
      if (!part.trim()) return part;
      index++;
      if (/\{\{/.test(part)) return part;
      const m = /^([^\p{L}]*)(\p{L})(.*)$/u.exec(part);
      if (!m) return part;
      const core = part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (UNITS.has(core)) return part;
      const lower = core.toLowerCase();
      const starts =
        index === 0 ||
        index === words.length - 1 ||
        /^[([]/.test(part) ||
        /[:—–]$/.test(words[index - 1] ?? '');
      if (MINOR.has(lower) && !starts) return part;
      // each part of a compound (Two-Factor, Sign-Ups), but not after a one-letter part or a prefix (E-mail, Re-enable)
      const rest = m[3]!.replace(/(?<=(?:^|-)([\p{L}]+))-(\p{L})/gu, (all, before: string, letter: string) =>
        before.length < 2 || /^(re|co|pre|non)$/i.test(before) ? all : `-${letter.toUpperCase()}`,
      );
      return m[1] + m[2]!.toUpperCase() + rest;
    })
    .join('');
}

/** Names the server writes: CSV headings (`{ en, ar }` columns) and e-mail buttons (`button: { label }`). */
export function serverNames(root = 'src'): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  for (const file of sourceFiles(root).filter((f) => /[\\/]server[\\/]/.test(f))) {
    const code = fs.readFileSync(file, 'utf8');
    const csv = code.includes('/lib/csv');
    if (!csv && !code.includes('button:')) continue;
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const text = (o: ts.ObjectLiteralExpression, name: string) => {
      const p = o.properties.filter(ts.isPropertyAssignment).find((q) => q.name.getText() === name);
      return p && ts.isStringLiteralLike(p.initializer) ? p.initializer.text : undefined;
    };
    const visit = (n: ts.Node) => {
      if (ts.isObjectLiteralExpression(n)) {
        const en = text(n, 'en');
        if (csv && en !== undefined && text(n, 'ar') !== undefined)
          found.push({ where: `${file} (CSV)`, text: en });
        const up = n.parent;
        const label = text(n, 'label');
        if (
          label !== undefined &&
          ts.isPropertyAssignment(up) &&
          up.name.getText() === 'button' &&
          !/[\u0600-\u06FF]/.test(label)
        )
          found.push({ where: `${file} (e-mail button)`, text: label });
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return found;
}
