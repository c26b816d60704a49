// ESLint: TypeScript (typescript-eslint's type-checked rules), Astro components (eslint-plugin-astro, with its jsx-a11y
// rules), React islands (jsx-a11y, react-hooks). `npm run lint` runs it (after `astro sync`, which writes the
// astro:content types) with zero warnings allowed. See docs/decisions/type-aware-lint.md.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.astro/**',
      '.netlify/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  // Type-aware rules for every TypeScript file, through TypeScript's project service (as Starlight does).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  // No type information for JavaScript files, nor for .astro components and their <script> blocks (see
  // docs/decisions/type-aware-lint.md): the untyped recommended rules apply there.
  {
    files: ['**/*.{js,mjs,cjs}', '**/*.astro', '**/*.astro/*.{js,ts}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
      // A scrollable region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    // The Decap CMS glue: Decap ships no types, so window.CMS, its widgets' props and the createClass component's
    // `this` are untyped; typing Decap's API here would be a project of its own.
    files: ['src/lib/cms/boot.ts'],
    rules: {
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Tests assert on untyped JSON (Response.json(), JSON.parse, Blobs get({ type: 'json' })) and on vitest's
    // asymmetric matchers, which are typed `any`: the other type-checked rules apply to them, the no-unsafe-* ones not.
    // Their async test doubles stand in for async APIs (fetch, fs, clipboard) and need no await; node:path's functions
    // and vitest's expect are used unbound by design (Starlight turns unbound-method off for the same reason). Tests of
    // an inline <script> run the source text the page gets (new Function), as the browser does.
    files: ['tests/**/*.{ts,tsx}', 'local-netlify/tests/**/*.ts'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-implied-eval': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
);
