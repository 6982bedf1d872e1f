import { options, type VNode } from 'preact';
import { isStageHydrated } from './hydrate-later';

/**
 * A check that the page the server rendered is exactly the browser's first render, for the
 * end-to-end journeys (e2e/fixtures.ts turns it on; visitors never download it). React reports a
 * mismatch itself; Preact, which stands in for it (decision 022), keeps the server's DOM instead:
 * it corrects differing text without a word, never compares attributes while hydrating, and only
 * its debug build mentions a missing element. So this compares, during hydration, every
 * element's props with the attributes the server wrote, and afterwards the elements and their
 * text with a copy of the server's DOM; each difference is a console error naming "hydration".
 */

type Props = Record<string, unknown>;

// Props that are no attributes, or that the DOM keeps elsewhere.
// (An <option>'s `selected` comes from its <select>'s value, compared there.)
const SKIPPED = new Set(['children', 'key', 'ref', 'dangerouslySetInnerHTML', 'style', 'selected']);
const RENAMED: Record<string, string> = { className: 'class', htmlFor: 'for', defaultValue: 'value', defaultChecked: 'checked', acceptCharset: 'accept-charset', httpEquiv: 'http-equiv' };
// Enumerated attributes: false is written out as "false".
const ENUMERATED = new Set(['draggable', 'spellcheck', 'contenteditable', 'translate', 'autocorrect']);

const describe = (el: Element) => `<${el.localName}${el.id ? `#${el.id}` : ''}${el.getAttribute('class') ? `.${el.getAttribute('class')!.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}>`;

function attributeName(el: Element, prop: string) {
  const name = RENAMED[prop] ?? prop;
  return el.namespaceURI === 'http://www.w3.org/1999/xhtml' ? name.toLowerCase() : name;
}

/** Differences between an element's props (as the browser rendered it) and its attributes (as the server did). */
function compareAttributes(el: Element, props: Props, report: (m: string) => void) {
  const expected = new Set<string>();
  for (const [prop, value] of Object.entries(props)) {
    if (SKIPPED.has(prop) || typeof value === 'function' || (typeof value === 'object' && value !== null)) continue;
    if (el.localName === 'textarea' && (prop === 'value' || prop === 'defaultValue')) continue;
    if (el.localName === 'select' && (prop === 'value' || prop === 'defaultValue')) {
      const chosen = el.querySelector('option[selected]')?.getAttribute('value') ?? null;
      if (value != null && chosen !== String(value)) report(`${describe(el)} value: server ${JSON.stringify(chosen)}, browser ${JSON.stringify(String(value))}`);
      continue;
    }
    const name = attributeName(el, prop);
    const actual = el.getAttribute(name);
    if (value === undefined || value === null) continue;
    expected.add(name.toLowerCase());
    let ok: boolean;
    if (typeof value === 'boolean' && !/^(aria|data)-/.test(name) && !ENUMERATED.has(name.toLowerCase())) {
      ok = value ? actual !== null && actual !== 'false' : actual === null || actual === 'false';
    } else ok = actual === String(value);
    if (!ok) report(`${describe(el)} ${name}: server ${JSON.stringify(actual)}, browser ${JSON.stringify(String(value))}`);
  }
  for (const { name } of [...el.attributes]) {
    if (!expected.has(name.toLowerCase()) && name !== 'style' && !(name === 'selected' && el.localName === 'option')) report(`${describe(el)} ${name}: server ${JSON.stringify(el.getAttribute(name))}, browser none`);
  }
}

/** Differences in elements and text between the server's DOM (a copy taken before hydrating) and the hydrated one. */
function compareTrees(server: Element, browser: Element, report: (m: string) => void) {
  const text = (el: Element) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('');
  if (server.localName !== browser.localName) return report(`${describe(server)} became ${describe(browser)}`);
  if (text(server) !== text(browser)) report(`${describe(server)} text: server ${JSON.stringify(text(server))}, browser ${JSON.stringify(text(browser))}`);
  const [a, b] = [[...server.children], [...browser.children]];
  if (a.length !== b.length) report(`${describe(server)}: ${a.length} elements from the server, ${b.length} in the browser`);
  for (let i = 0; i < Math.min(a.length, b.length); i++) compareTrees(a[i]!, b[i]!, report);
}

/** Where `node` sits under `root`, as child indexes. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let el: Element = node; el !== root && el.parentElement; el = el.parentElement) path.unshift([...el.parentElement.children].indexOf(el));
  return path;
}

/**
 * Call just before hydrating `root`, and the returned function just after (hydration is
 * synchronous), with `laterPartsHydrated()`. Each part kept for a later task (hydrate-later.tsx)
 * is checked as its stage is hydrated, before anything else can change it; the check is done
 * when the last one is.
 */
export function checkHydration(root: Element): (later: Promise<void> | null) => void {
  const server = root.cloneNode(true) as Element;
  const found: string[] = [];
  const report = (m: string) => found.length < 20 && found.push(m);
  // Parts kept for later: the browser's element, the server's copy of it, and its stage.
  const laterParts: { browser: Element; server: Element; stage: number; checked: boolean }[] = [];
  const checkPart = (part: (typeof laterParts)[number]) => {
    part.checked = true;
    compareTrees(part.server, part.browser, report);
  };
  let firstPassDone = false;
  const previous = options.diffed;
  options.diffed = (vnode: VNode) => {
    // `__e` is the vnode's DOM node (Preact's mangled, stable name for `_dom`).
    const dom = (vnode as unknown as { __e?: Node | null }).__e;
    if ((vnode.type as { hydratesLater?: boolean } | null)?.hydratesLater && dom instanceof Element) {
      const stage = (vnode.props as unknown as { stage: number }).stage;
      if (!firstPassDone) {
        const copy = pathOf(root, dom).reduce<Element | undefined>((el, i) => el?.children[i], server);
        if (copy) laterParts.push({ browser: dom, server: copy, stage, checked: false });
      } else if (isStageHydrated(stage)) {
        // Its stage's render has just hydrated it (its own elements were compared on the way).
        const part = laterParts.find((p) => !p.checked && p.browser === dom);
        if (part) checkPart(part);
      }
    }
    // After the first pass, only what is hydrated then (not what the page redraws meanwhile).
    const hydrating = !firstPassDone || laterParts.some((p) => !p.checked && p.browser.contains(dom ?? null));
    if (hydrating && typeof vnode.type === 'string' && dom instanceof Element) compareAttributes(dom, vnode.props as Props, report);
    previous?.(vnode);
  };
  const finish = () => {
    options.diffed = previous;
    for (const m of found) console.error(`Hydration mismatch: ${m}`);
    // For e2e/hydration-check.spec.ts: the check has run.
    document.documentElement.setAttribute('data-hydration-checked', '');
  };
  return (later) => {
    firstPassDone = true;
    compareTrees(server, root, report);
    if (!later || !laterParts.length) return finish();
    void later.then(() => {
      // A part whose element was replaced rather than hydrated: compared now (it will differ).
      for (const part of laterParts) if (!part.checked) checkPart(part);
      finish();
    });
  };
}
