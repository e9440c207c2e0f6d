// ESLint flat config: type-checked typescript-eslint everywhere, React hooks rules for the SPA.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
]);
