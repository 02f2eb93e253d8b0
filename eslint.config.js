import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** STYLE §2 import boundaries: core is pure, web never reaches the server, emulators act like Amazon. */
const boundary = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'src/server/db/migrations/**', 'public/**', 'tests/e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE §7).' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Fastify declaration merging needs interfaces.
    files: ['src/server/plugins/**', 'src/server/**/routes.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['src/core/**'],
    // Tests and their fixtures loaders may read files; the domain code may not.
    ignores: ['src/core/**/*.test.ts', 'src/core/**/test-support/**'],
    rules: boundary(['#server/*', '#web/*', '#emulators/*', '**/server/**', '**/web/**', '**/emulators/**', 'node:*', 'fastify', 'react', 'drizzle-orm*'], 'core is pure: it imports only zod and other core files.'),
  },
  {
    files: ['src/web/**'],
    rules: boundary(['#server/*', '#emulators/*', '**/server/**', '**/emulators/**', 'node:*'], 'web never imports server or emulator code.'),
  },
  {
    files: ['src/emulators/**'],
    rules: boundary(['#server/*', '#web/*', '**/server/**', '**/web/**'], 'emulators import only core, so they behave like Amazon, not like our server.'),
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Config files of tools require default exports; vitest global setups too.
    files: ['*.config.ts', '*.config.js', 'tests/**/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off', '@typescript-eslint/consistent-type-definitions': 'off' },
  },
);
