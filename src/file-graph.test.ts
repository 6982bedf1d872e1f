import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Decision 073: no two source files need each other, and product code never imports a test kit.
 * The feature-level check (feature-graph.test.ts) sees features; this one sees files, inside a
 * feature too. dependency-cruiser reads the imports with TypeScript and resolves them as the build
 * does (the `@/` alias from tsconfig.json, index files, .ts/.tsx).
 *
 * An edge is `import … from`, `export … from`, a bare `import '…'` and `import('…')`. An
 * `import type` is not one: it is erased before the code runs, so a cycle through one cannot
 * leave a module half-loaded (the cycles only types make are allowed).
 */

const ROOT = join(import.meta.dirname, '..');
/** A module that exists only for tests (decision 073): tests and other test kits import it. */
const TEST_KIT = String.raw`-test-kit\.tsx?$`;
const TEST = String.raw`\.test\.tsx?$`;

const RULES: IForbiddenRuleType[] = [
  {
    name: 'no-test-kit-in-product',
    severity: 'error',
    from: { pathNot: [TEST, TEST_KIT] },
    to: { path: TEST_KIT },
  },
];

/** The import graph of `dirs` under `root` (its tsconfig.json giving the aliases), checked. */
async function readGraph(root: string, dirs: string[]): Promise<ICruiseResult> {
  const tsConfigFile = join(root, 'tsconfig.json');
  const { output } = await cruise(
    dirs,
    {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: RULES },
      tsConfig: { fileName: tsConfigFile },
      tsPreCompilationDeps: true,
      moduleSystems: ['es6'],
      doNotFollow: { path: 'node_modules' },
      exclude: { path: 'node_modules' },
    },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser gave a report, not a result');
  return output;
}

/**
 * Each cycle once: every group of files that reach each other through runtime imports, as the
 * shortest way round from its first file (in the alphabet) back to it. (dependency-cruiser's own
 * `no-circular` rule, told to skip type-only imports, misses a value import of a module that the
 * same file also imports for types: it judges the pair by its first import.)
 */
function cyclesOf(result: ICruiseResult): string[][] {
  const next = new Map<string, Set<string>>();
  for (const m of result.modules) {
    const runtime = m.dependencies.filter(
      (d) => !d.couldNotResolve && !d.dependencyTypes.some((t) => t === 'type-only' || t === 'type-import'),
    );
    next.set(m.source, new Set(runtime.map((d) => d.resolved)));
  }
  /** The shortest import path from `from` to `to` (both included), or null. */
  const pathBetween = (from: string, to: string): string[] | null => {
    const cameFrom = new Map<string, string>();
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      for (const n of next.get(queue[i]!) ?? []) {
        if (cameFrom.has(n)) continue;
        cameFrom.set(n, queue[i]!);
        if (n === to) {
          const path = [to];
          while (path[0] !== from || path.length === 1) path.unshift(cameFrom.get(path[0]!)!);
          return path;
        }
        queue.push(n);
      }
    }
    return null;
  };
  const cycles: string[][] = [];
  const placed = new Set<string>();
  for (const file of [...next.keys()].sort()) {
    if (placed.has(file)) continue;
    const round = pathBetween(file, file);
    if (!round) continue;
    // Its group: every file that both reaches it and is reached from it.
    for (const other of next.keys())
      if (pathBetween(file, other) && pathBetween(other, file)) placed.add(other);
    cycles.push(round.slice(0, -1));
  }
  return cycles;
}

/**
 * The files of `entry`'s first screen that import `pkg`, each with the way the entry reaches it:
 * what the browser downloads before it draws, every runtime import except `import()` (a split
 * point, loaded later). Zod stays out of it (src/client/lib/zod-config.ts): it is 25 KiB of the
 * storefront's 145 KiB, needed only by forms, which load it with their own chunks.
 */
function firstScreenImportsOf(result: ICruiseResult, root: string, entry: string, pkg: string): string[] {
  const cameFrom = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  for (let i = 0; i < queue.length; i++) {
    const deps = result.modules.find((m) => m.source === queue[i])?.dependencies ?? [];
    for (const d of deps) {
      if (d.couldNotResolve || cameFrom.has(d.resolved)) continue;
      if (d.dependencyTypes.some((t) => t === 'type-only' || t === 'type-import' || t === 'dynamic-import'))
        continue;
      cameFrom.set(d.resolved, queue[i]!);
      queue.push(d.resolved);
    }
  }
  const importsPkg = new RegExp(String.raw`(?:from|import)\s*['"]${pkg}(?:/[^'"]*)?['"]`);
  return queue
    .filter((file) => /\.tsx?$/.test(file) && importsPkg.test(readFileSync(join(root, file), 'utf8')))
    .map((file) => {
      const way = [file];
      for (let f = cameFrom.get(file); f; f = cameFrom.get(f)) way.unshift(f);
      return way.join(' → ');
    });
}

const shown = (cycles: string[][]) => cycles.map((files) => [...files, files[0]].join(' → '));

function testKitImports(result: ICruiseResult): string[] {
  return result.summary.violations
    .filter((v) => v.rule.name === 'no-test-kit-in-product')
    .map((v) => `${v.from} → ${v.to}`);
}

describe('the files’ import graph', () => {
  let graph: ICruiseResult;
  beforeAll(async () => {
    graph = await readGraph(ROOT, ['src']);
  }, 180_000);

  it('reads the real imports: aliases, relative paths, index files and split points', () => {
    const edges = (file: string) =>
      graph.modules.find((m) => m.source === file)?.dependencies.map((d) => d.resolved) ?? [];
    // A graph read wrongly (no edges, or none resolved) would pass the next test: it must see these.
    expect(edges('src/client/shell/main.tsx')).toContain('src/client/shell/app/routes.tsx');
    expect(edges('src/features/cart/cart-lines.ts')).toContain('src/features/catalog/index.ts');
    expect(
      graph.modules.some((m) => m.dependencies.some((d) => d.dependencyTypes.includes('dynamic-import'))),
    ).toBe(true);
    const unresolved = graph.modules.flatMap((m) =>
      m.dependencies
        .filter((d) => d.couldNotResolve && /^(@\/|\.)/.test(d.module))
        .map((d) => `${m.source}: ${d.module}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('has no cycle between files', () => {
    expect(shown(cyclesOf(graph))).toEqual([]);
  });

  it('has no product file that imports a test kit', () => {
    expect(testKitImports(graph)).toEqual([]);
  });

  it('keeps Zod out of the storefront’s first screen (only the forms’ chunks load it)', () => {
    expect(firstScreenImportsOf(graph, ROOT, 'src/client/shell/main.tsx', 'zod')).toEqual([]);
  });
});

describe('the check itself, on planted files', () => {
  let root: string;
  const plant = (files: Record<string, string>) => {
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), code);
    }
  };
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'aseer-file-graph-'));
    plant({
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } } }),
      // A cycle through the alias, a re-export and an index file.
      'src/menu.ts': "import { cart } from '@/cart';\nexport const menu = () => cart;\n",
      'src/cart/index.ts': "export { cart } from './lines';\n",
      'src/cart/lines.ts': "import { menu } from '../menu';\nexport const cart = () => menu;\n",
      // A cycle through a split point.
      'src/shell.tsx': "export const load = () => import('./page');\n",
      'src/page.tsx': "import { load } from './shell';\nexport const page = load;\n",
      // A value import of a module the same file also imports for types.
      'src/hub.ts': "import { router } from './deps';\nexport const hub = router;\n",
      'src/deps.ts':
        "import type { hub } from './hub';\nimport './hub';\nexport type Hub = typeof hub;\nexport const router = 1;\n",
      // Only types: erased before the code runs, no cycle.
      'src/a.ts': "import type { B } from './b';\nexport type A = B[];\nexport const a = 1;\n",
      'src/b.ts': "import { a } from './a';\nexport type B = typeof a;\n",
      // Product code using a test kit.
      'src/orders/order-test-kit.ts': 'export const anOrder = {};\n',
      'src/orders/orders.ts': "import { anOrder } from './order-test-kit';\nexport const o = anOrder;\n",
      'src/orders/orders.test.ts': "import { anOrder } from './order-test-kit';\nexport const t = anOrder;\n",
      // A first screen: Zod through a barrel is in it; through a split point or for types, not.
      'src/main.tsx':
        "import { size } from './sizes';\nimport type { Z } from './types';\nexport const m = [size, () => import('./form')];\nexport type M = Z;\n",
      'src/sizes/index.ts': "export { size } from './schema';\n",
      'src/sizes/schema.ts': "import { z } from 'zod';\nexport const size = z.string();\n",
      'src/types.ts': "import type { z } from 'zod';\nexport type Z = z.ZodString;\n",
      'src/form.tsx': "import { z } from 'zod/mini';\nexport const form = z.string();\n",
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds each cycle once, naming its files, and a product import of a test kit', async () => {
    const planted = await readGraph(root, ['src']);
    expect(shown(cyclesOf(planted))).toEqual([
      'src/cart/index.ts → src/cart/lines.ts → src/menu.ts → src/cart/index.ts',
      'src/deps.ts → src/hub.ts → src/deps.ts',
      'src/page.tsx → src/shell.tsx → src/page.tsx',
    ]);
    expect(testKitImports(planted)).toEqual(['src/orders/orders.ts → src/orders/order-test-kit.ts']);
    expect(firstScreenImportsOf(planted, root, 'src/main.tsx', 'zod')).toEqual([
      'src/main.tsx → src/sizes/index.ts → src/sizes/schema.ts',
    ]);
  }, 60_000);
});
