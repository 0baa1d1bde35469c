import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Syntax-level rules only: no type-aware linting (typescript 6 here; `tsc -b` checks types).

// The few Node globals plain .js files use; TypeScript files get no-undef from tsc instead.
const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'setTimeout', 'clearTimeout', 'structuredClone'].map(
    (name) => [name, 'readonly'],
  ),
);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-admin/',
      'dist-bench/',
      'dist-profile/',
      'storybook-static/',
      'src/api/generated/',
      'src/admin/api/generated/',
      'openapi/dist/',
      '.storybook/public/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.vitest-attachments/',
      '**/__screenshots__/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // `_name` marks a deliberately unused argument or destructured rest.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'tests/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'server/**', 'scripts/**'],
    languageOptions: { globals: nodeGlobals },
  },
  // Architecture (ARCHITECTURE.md section 2): a feature is used by others only through its
  // index.ts; the design system and pure helpers never reach up into features or the app shell.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['name'], partialMatch: false },
        { type: 'app', pattern: 'src/app', partialMatch: false },
        { type: 'components', pattern: 'src/components', partialMatch: false },
        { type: 'lib', pattern: 'src/lib', partialMatch: false },
        { type: 'api', pattern: 'src/api', partialMatch: false },
        { type: 'i18n', pattern: 'src/i18n', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // Imports inside one element (a feature's own files) are never checked by this rule.
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: { element: { type: 'feature', fileInternalPath: '!index.{ts,tsx}' } },
              },
              message:
                'Import another feature only through its index.ts (src/features/<name>/index.ts).',
            },
            {
              from: { element: { types: ['components', 'lib'] } },
              disallow: { to: { element: { types: ['feature', 'app'] } } },
              message:
                'src/components and src/lib are shared: they must not import from src/features or src/app.',
            },
          ],
        },
      ],
    },
  },
);
