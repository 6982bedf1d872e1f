import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
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
              group: ['@/client/admin/*', '**/client/admin/*', '@/client/components/admin/*'],
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
      'src/features/{contact,accounts,checkout,orders}/client/**',
      'src/features/reviews/client/review-dialog.tsx',
      'src/client/app/routes/{login,signup,profile,checkout,order}.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/server/*', '**/server/*'], allowTypeImports: true },
            {
              group: ['@/client/admin/*', '**/client/admin/*', '@/client/components/admin/*'],
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
    files: ['src/client/admin/**', 'src/features/*/client/admin/**', 'src/client/components/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/server/*', '**/server/*'], allowTypeImports: true }] },
      ],
    },
  },
);
