import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Physical left/right classes break the Arabic (right-to-left) layout: use logical ones.
const PHYSICAL_CLASS = String.raw`\b(ml|mr|pl|pr)-[0-9a-z]|\b(left|right)-[0-9]|\btext-(left|right)\b|\brounded-[lr]-`;

const LOGICAL_CLASSES = [
  {
    selector: `Literal[value=/${PHYSICAL_CLASS}/]`,
    message: 'Use logical classes (ms-/me-/ps-/pe-/start-/end-/text-start) so Arabic mirrors.',
  },
  {
    selector: `TemplateElement[value.raw=/${PHYSICAL_CLASS}/]`,
    message: 'Use logical classes (ms-/me-/ps-/pe-/start-/end-/text-start) so Arabic mirrors.',
  },
];
// sonner is not part of the first screen: storefront code toasts through @/client/lib/toast,
// which fetches it on first use (the back office, its own lazy part, imports it directly).
const SONNER_LATER = {
  group: ['sonner'],
  message:
    "Import { toast } from '@/client/lib/toast': it loads sonner on first use, outside the first screen's JavaScript.",
  allowTypeImports: true,
};

// Feature boundaries (decision 038). A feature's public entries: `index.ts` (isomorphic: schema
// types, pure helpers), `server/index.ts` (services for other features' servers and the server
// shell), `client/index.ts` (hooks and components the app shell composes).
const FEATURE_ENTRIES = ['index.ts', 'server/index.ts', 'client/index.ts', 'client/admin/index.ts'];
// The app shell composes features through their public entries: the composition roots of the
// server (its entry, the app and its routes) and of the client, each in its own folder.
const SHELL = ['src/client/shell/**', 'src/server/shell/**'];
const BOUNDARIES = {
  files: ['src/**/*.ts', 'src/**/*.tsx'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { [`${import.meta.dirname}/scripts/eslint-alias-resolver.cjs`]: {} },
    'boundaries/include': ['src/**/*'],
    // 'mode: file' classifies single files (the shell); the plugin calls it legacy but keeps it.
    'boundaries/legacy-warnings': false,
    'boundaries/elements': [
      { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
      { type: 'shell', pattern: SHELL, mode: 'file' },
      { type: 'shared', pattern: 'src/**', mode: 'file' },
    ],
    'boundaries/files': [
      { category: 'test', pattern: ['**/*.test.ts', '**/*.test.tsx'] },
      // Decision 073: a module that exists only for tests is named `*-test-kit.ts(x)`.
      { category: 'test-kit', pattern: ['**/*-test-kit.ts', '**/*-test-kit.tsx'] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { type: 'feature' } } },
            message: 'Shared code never imports a feature: move what both need into shared code.',
          },
          {
            from: { element: { types: ['feature', 'shell'] } },
            disallow: {
              to: {
                element: {
                  type: 'feature',
                  captured: { name: '!{{from.captured.name}}' },
                  fileInternalPath: `!{${FEATURE_ENTRIES.join(',')}}`,
                },
              },
            },
            message:
              'Import another feature only through its public entry (index.ts, server/index.ts, client/index.ts).',
          },
          {
            from: { element: { types: ['feature', 'shared'] } },
            disallow: { to: { element: { type: 'shell' } } },
            message: 'Only the app shell composes the app: features and shared code never import it.',
          },
          {
            from: { file: { categories: ['test', 'test-kit'] } },
            allow: { to: { element: { type: 'shell' } } },
          },
          {
            // Tests and test kits may use any feature through its public entries.
            from: { file: { categories: ['test', 'test-kit'] } },
            allow: {
              to: { element: { type: 'feature', fileInternalPath: `{${FEATURE_ENTRIES.join(',')}}` } },
            },
          },
          {
            // A feature's test kit (fake menus, signed-in staff, placed orders) is for tests only,
            // and any test may use it.
            disallow: { to: { file: { categories: 'test-kit' } } },
            message: 'Test kits are for tests only.',
          },
          {
            from: { file: { categories: ['test', 'test-kit'] } },
            allow: { to: { file: { categories: 'test-kit' } } },
          },
          {
            // A lazy split point (`import('…')`) may load one client module of another feature.
            from: { element: { types: ['feature', 'shell'] } },
            allow: {
              dependency: { nodeKind: 'dynamic-import' },
              to: { element: { type: 'feature', fileInternalPath: 'client/**' } },
            },
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'scratch', 'test-results', 'playwright-report', '.data-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The hooks rules on every file that may hold a hook (a `use…` in a .ts file counts too).
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...LOGICAL_CLASSES] },
  },
  {
    // Import boundaries: common imports nothing of ours; the client never imports server code.
    files: ['src/common/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/server/*', '@/client/*', '@/features/*'] }] },
  },
  {
    files: ['src/client/**', 'src/features/*/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/*', '**/server/*'],
              message: 'Client code must not import server code.',
              allowTypeImports: true,
            },
            {
              group: ['zod', '**/*.schema'],
              message: 'Keep zod out of the storefront bundle: import types only, or lazy-load forms.',
              allowTypeImports: true,
            },
            {
              group: [
                '@/client/shell/admin/*',
                '**/shell/admin/*',
                '**/client/admin/*',
                '@/client/components/admin/*',
              ],
              message: 'The storefront never downloads back-office code.',
            },
            SONNER_LATER,
          ],
        },
      ],
    },
  },
  {
    // Lazy-loaded forms may use the shared zod schemas.
    files: [
      'src/features/{contact,accounts,checkout,orders,bays}/client/**',
      'src/features/reviews/client/review-dialog.tsx',
      'src/client/shell/app/routes/{login,signup,profile,checkout,order}.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/server/*', '**/server/*'], allowTypeImports: true },
            {
              group: [
                '@/client/shell/admin/*',
                '**/shell/admin/*',
                '**/client/admin/*',
                '@/client/components/admin/*',
              ],
              message: 'The storefront never downloads back-office code.',
            },
            SONNER_LATER,
          ],
        },
      ],
    },
  },
  {
    // The back office is its own lazy part of the app: it may use zod and its own building blocks.
    files: ['src/client/shell/admin/**', 'src/features/*/client/admin/**', 'src/client/components/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/server/*', '**/server/*'], allowTypeImports: true }] },
      ],
    },
  },
  {
    // Fast Refresh: a client .tsx file that exports anything beside components (constants, hooks,
    // helpers, contexts) is reloaded whole instead of Fast Refreshed, losing its state on every
    // edit. Such exports live in a sibling .ts file. Route modules' `prefetch` is handled by
    // src/client/shell/main.tsx.
    files: ['src/client/**/*.tsx', 'src/features/**/client/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*-test-kit.tsx'],
    plugins: { 'react-refresh': reactRefresh },
    rules: { 'react-refresh/only-export-components': ['error', { allowExportNames: ['prefetch'] }] },
  },
  BOUNDARIES,
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
