// ESLint flat config: type-checked typescript-eslint everywhere, React hooks rules for the SPA,
// and the one-way imports of STYLE.md (shared → features → app) as lint errors.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under src/features is a feature: a new one is covered without editing this file. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** How deep below its feature's folder a file may sit (features/<f>/components/x.tsx is 1). */
const FEATURE_DEPTHS = [0, 1, 2, 3];

const restrictImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/**
 * Import boundaries (STYLE.md habit 3), checked on the import text as written:
 * - a feature imports no other feature and not the app, neither through `@/` nor by a relative
 *   path that climbs out of its folder (`../` once more than the file is deep);
 * - shared code (lib, components, i18n) imports no feature and not the app;
 * - the contract imports nothing from the SPA or the server.
 * The app composes features and may import anything; src/testing and the tests of shared code
 * render the whole app, so they may too.
 */
const importBoundaries = [
  ...features.flatMap((feature) =>
    FEATURE_DEPTHS.map((depth) => ({
      files: [`src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: restrictImports(
        {
          group: ['@/features/*', `!@/features/${feature}`],
          message: `Features never import each other: move what '${feature}' shares with another feature down to src/components or src/lib, or compose both in src/app.`,
        },
        { group: ['@/app', '@/app/**'], message: 'Features never import the app.' },
        {
          regex: `^(\\.\\./){${depth + 1},}`,
          message: `This path climbs out of the '${feature}' feature: import shared code through '@/…'; features never import each other.`,
        },
      ),
    })),
  ),
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrictImports(
      {
        group: ['@/features', '@/features/**', '@/app', '@/app/**'],
        message: 'Shared code never imports features or the app: pass what it needs as props.',
      },
      {
        regex: '^(\\.\\./)+(features|app)(/|$)',
        message: 'Shared code never imports features or the app: pass what it needs as props.',
      },
    ),
  },
  {
    files: ['contract/**/*.ts'],
    rules: restrictImports(
      {
        group: ['@/*', '@lifeline/server', '@lifeline/server/**'],
        message: 'The contract imports nothing from the SPA or the server.',
      },
      {
        regex: '^(\\.\\./)+(src|server)(/|$)',
        message: 'The contract imports nothing from the SPA or the server.',
      },
    ),
  },
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'data/',
    '.data-*/',
    'server/src/db/migrations/',
    'coverage/',
    'playwright-report/',
    'test-results/',
    '.test-summary/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked with the nearest tsconfig.json (root, server/ or contract/).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      // Event handlers such as onSubmit={form.onSubmit(async …)} are fine to return a promise.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Route loaders throw redirect() Responses, as React Router documents.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }], allowRethrowing: true },
      ],
    },
  },

  // Plain JavaScript (this file, scripts/*.mjs, .ci helpers) belongs to no tsconfig.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'server/**/*.{ts,js,mjs}',
      'contract/**/*.ts',
      'scripts/**/*.{js,mjs}',
      'e2e/**/*.{ts,mjs}',
      '*.{js,mjs,cjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },

  ...importBoundaries,
]);
