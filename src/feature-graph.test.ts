import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Decision 038: features use each other through their public entries (lint checks that), and
 * no two features need each other. A cycle means neither can change, load or be tested without
 * the other: move what both need into shared code, or let the app shell join them.
 */

const FEATURES = join(import.meta.dirname, 'features');
const isTest = (file: string) => /\.test\.tsx?$|-test-kit\.tsx?$/.test(file);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Which features each feature's production code imports, statically (type imports included). */
function featureGraph() {
  const graph = new Map<string, Map<string, string>>();
  for (const feature of readdirSync(FEATURES, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const uses = new Map<string, string>();
    graph.set(feature.name, uses);
    for (const file of filesOf(join(FEATURES, feature.name))) {
      if (isTest(file)) continue;
      const code = readFileSync(file, 'utf8');
      // `import … from '@/features/x…'` and `export … from`, not `import('@/features/x…')` (a split point).
      for (const m of code.matchAll(/\bfrom\s+'@\/features\/([\w-]+)/g)) {
        if (m[1] !== feature.name && !uses.has(m[1]!)) uses.set(m[1]!, relative(FEATURES, file));
      }
    }
  }
  return graph;
}

/** The first cycle found, as the chain of features with the file that makes each step. */
function findCycle(graph: Map<string, Map<string, string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'visiting');
    path.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle)
      return cycle.map((f, i) => (i + 1 < cycle.length ? `${f} (${graph.get(f)!.get(cycle[i + 1]!)})` : f));
  }
  return null;
}

describe('the features’ import graph', () => {
  it('reads the real imports: the cart uses the catalog’s menu', () => {
    // A graph read wrongly (no edges at all) would pass the next test: it must see this one.
    expect(featureGraph().get('cart')?.has('catalog')).toBe(true);
  });

  it('has no cycle between features', () => {
    expect(findCycle(featureGraph())).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['catalog', new Map([['cart', 'catalog/client/product-card.tsx']])],
      ['cart', new Map([['catalog', 'cart/cart-lines.ts']])],
    ]);
    expect(findCycle(graph)).toEqual([
      'catalog (catalog/client/product-card.tsx)',
      'cart (cart/cart-lines.ts)',
      'catalog',
    ]);
  });
});
