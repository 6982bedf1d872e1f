import { createContext, useContext, useEffect, useState } from 'react';

/** What a page asks for in `<head>`: its title and, for storefront pages, a description. */
export interface Head {
  title: string;
  description?: string;
}

/**
 * On the server, the head of the page being rendered (src/client/entry-server.tsx writes it into
 * `<head>`). The deepest component rendered last wins, as in the browser below.
 */
export class HeadCollector {
  head: Head | undefined;
}

const Collector = createContext<HeadCollector | null>(null);
export const HeadCollectorProvider = Collector.Provider;

// In the browser: every mounted claim, by render order (a parent renders before its children, a
// page after the layout's skeleton): the latest claim is the page's head.
let renders = 0;
const claims = new Map<number, Head>();

function apply() {
  if (claims.size === 0) return;
  const head = claims.get(Math.max(...claims.keys()))!;
  if (document.title !== head.title) document.title = head.title;
  if (head.description === undefined) return;
  let meta = document.head.querySelector('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'description');
    document.head.append(meta);
  }
  meta.setAttribute('content', head.description);
}

/**
 * Sets the document's title (and description). Not `<title>` in the tree: React 19 hoists that
 * into `<head>`, Preact (decision 022) renders it where it stands, in the body.
 */
export function useDocumentHead(title: string, description?: string) {
  const collector = useContext(Collector);
  const [order] = useState(() => ++renders);
  if (collector) collector.head = description === undefined ? { title } : { title, description };
  useEffect(() => {
    claims.set(order, description === undefined ? { title } : { title, description });
    apply();
    return () => {
      claims.delete(order);
      apply();
    };
  }, [order, title, description]);
}

/** `<Title>` in place of `<title>`: the document's title, from wherever the screen renders it. */
export function Title({ children }: { children: string }) {
  useDocumentHead(children);
  return null;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The collected head as HTML, for the server's `<head>`. */
export function headHtml(head: Head | undefined): string {
  if (!head) return '';
  const title = `<title>${escapeHtml(head.title)}</title>`;
  return head.description === undefined ? title : `${title}<meta name="description" content="${escapeHtml(head.description)}">`;
}
