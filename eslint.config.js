import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries: core is pure, web never reaches the server, emulators act like Amazon, the AI
 * engine and the CLI run without a server.
 */
const boundary = (patterns, message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...patterns.map((group) => ({ group: [hash(group)], message })), HEALTH_FRONT_DOOR, ...extra] },
  ],
});

/** The patterns are gitignore lines, where a leading # starts a comment: subpath imports need it escaped. */
function hash(pattern) {
  return pattern.startsWith('#') ? `\\${pattern}` : pattern;
}

const CORE_PURE = [
  '#server/*',
  '#web/*',
  '#emulators/*',
  '**/server/**',
  '**/web/**',
  '**/emulators/**',
  'node:*',
  'fastify',
  'react',
  'drizzle-orm*',
];
const CORE_PURE_MESSAGE = 'core is pure: it imports only zod and other core files.';

/**
 * The health engine's internals (tokens, matchers, lexicons…) change with its performance work;
 * everything outside src/core/health goes through index.ts, or bands.ts for the display-only bands
 * that the browser's main bundle needs without the engine.
 */
const HEALTH_INTERNALS = [hash('#core/health/*'), `!${hash('#core/health/index')}`, `!${hash('#core/health/bands')}`];

const HEALTH_FRONT_DOOR = {
  group: [...HEALTH_INTERNALS, '**/core/health/*', '!**/core/health/index.ts', '!**/core/health/bands.ts'],
  message: 'Import the health engine from #core/health/index (or #core/health/bands for the score bands).',
};

const WEB_NO_SERVER = ['#server/*', '#emulators/*', '**/server/**', '**/emulators/**', 'node:*'];
const WEB_NO_SERVER_MESSAGE = 'web never imports server or emulator code.';

/**
 * The layers of src/web, bottom to top: lib/ (no UI), components/ (feature-free UI), one folder per
 * feature, and app/ (router and shell), which composes the features. Imports run down the layers;
 * a feature uses another through its index.ts only, so its internals can change and no two
 * features import each other's files in a loop. The router loads a feature's pages/ itself, so
 * each screen stays a chunk of its own.
 *
 * Relative specifiers are matched by the depth of the importing file: from src/web/x/y.ts, `../`
 * is src/web; from src/web/x/sub/y.ts, `../../` is.
 */
const WEB_LAYERS = {
  lib: { allowed: ['lib'], message: 'lib/ is the bottom layer of the web app: it imports only lib/.' },
  components: {
    allowed: ['lib', 'components'],
    message:
      'components/ holds feature-free UI and imports only components/ and lib/: UI that needs a feature goes into that feature or into app/.',
  },
  feature: {
    allowed: ['lib', 'components'],
    exceptInside: 'index\\.ts$',
    message: 'Import another web feature through its index.ts, never its internals.',
  },
  app: {
    allowed: ['lib', 'components', 'app'],
    exceptInside: 'index\\.ts$|pages/',
    message: 'app/ uses a feature through its index.ts, or loads one of its pages/ (a lazy chunk of the router).',
  },
};
const WEB_APP_MESSAGE = 'Nothing imports app/ (router and shell) but its own files: main.tsx is the entry.';

function webLayerRules(layer, depth) {
  const { allowed, exceptInside, message } = WEB_LAYERS[layer];
  const root = `^(?:(?:\\.\\./){${depth}}|#web/)`;
  // app/ has a message of its own.
  const skipped = layer === 'app' ? allowed : [...allowed, 'app'];
  const dir = `(?!${skipped.map((name) => `${name}/`).join('|')})[^./][^/]*/`;
  const inside = exceptInside ? `(?!${exceptInside})` : '';
  const patterns = [{ regex: `${root}${dir}${inside}`, message }];
  if (layer !== 'app') patterns.unshift({ regex: `${root}app/`, message: WEB_APP_MESSAGE });
  return boundary(WEB_NO_SERVER, WEB_NO_SERVER_MESSAGE, patterns);
}

/** One config block per layer and file depth (src/web/x/y.ts is depth 1). */
function webLayerBlocks() {
  const blocks = [];
  for (const depth of [1, 2, 3, 4]) {
    const files = `src/web/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;
    for (const layer of ['lib', 'components', 'app']) {
      blocks.push({ files: [files.replace('*', layer)], rules: webLayerRules(layer, depth) });
    }
    blocks.push({
      files: [files],
      ignores: ['src/web/lib/**', 'src/web/components/**', 'src/web/app/**'],
      rules: webLayerRules('feature', depth),
    });
  }
  return blocks;
}

const SERVER_NO_EMULATORS = 'Only src/server/main.ts and src/server/embedded-emulators.ts may import emulator code.';

/**
 * The layers of src/server from the bottom up (docs/architecture.md#feature-layers). A feature is a
 * folder, or a file at the top of src/server; it imports only features of lower layers, never one of
 * its own layer or above, so no two features can import each other. The composition root (routes.ts,
 * app.ts, main.ts, embedded-emulators.ts, plugins/) sits on top and may import anything.
 */
const FEATURE_LAYERS = [
  ['config', 'errors', 'db'],
  ['security', 'integrations', 'jobs', 'mail', 'cache'],
  ['accounts', 'listings'],
  ['plans', 'billing', 'google-auth', 'amazon', 'imports'],
  ['sync', 'publish'],
  ['optimize', 'faqs', 'aplus', 'client-errors'],
  ['batch'],
];
const COMPOSITION_ROOT = ['routes', 'app', 'main', 'embedded-emulators', 'plugins', 'workers'];
const TOP_LEVEL_FILES = new Set(['config', 'errors', 'routes', 'app', 'main', 'embedded-emulators', 'workers']);
/** Helpers for the tests of src/server: not part of the running server. */
const NOT_FEATURES = ['test-support'];

/** A new folder or file in src/server belongs somewhere: lint stops until it is placed in a layer. */
function assertEveryServerPartPlaced() {
  const placed = new Set([...FEATURE_LAYERS.flat(), ...COMPOSITION_ROOT, ...NOT_FEATURES]);
  const unplaced = readdirSync(new URL('./src/server', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')))
    .map((entry) => entry.name.replace(/\.ts$/, ''))
    .filter((name) => !placed.has(name));
  if (unplaced.length > 0) {
    throw new Error(
      `src/server/${unplaced.join(', src/server/')}: add to FEATURE_LAYERS or COMPOSITION_ROOT in eslint.config.js (docs/architecture.md#feature-layers).`,
    );
  }
}

/**
 * A feature's public surface is its index.ts (or a sub-folder's: db/schema, integrations/spapi):
 * other features import nothing else of it, so its internals can change freely.
 */
function deepImportPattern(feature, depth) {
  const root = depth === 0 ? '\\./' : `(?:\\.\\./){${depth}}`;
  return {
    regex: `^(?:${root}|#server/)(?!${feature}/)[^./][^/]*/(?!(?:.*/)?index\\.ts$)`,
    message: `${feature} imports another server feature only through its index.ts, never its internals: export what it needs from there.`,
  };
}

/**
 * no-restricted-imports sees the specifier as written, so the relative prefix that reaches
 * src/server depends on how deep the importing file sits: one block per depth.
 */
function featureLayerBlocks() {
  assertEveryServerPartPlaced();
  const blocks = [];
  FEATURE_LAYERS.forEach((layer, index) => {
    const above = [...FEATURE_LAYERS.slice(index).flat(), ...COMPOSITION_ROOT];
    for (const feature of layer) {
      const banned = above.filter((other) => other !== feature);
      const depths = TOP_LEVEL_FILES.has(feature) ? [0] : [1, 2, 3];
      for (const depth of depths) {
        const up = depth === 0 ? './' : '../'.repeat(depth);
        const patterns = banned.map((other) => ({
          group: TOP_LEVEL_FILES.has(other)
            ? [`${up}${other}.ts`, hash(`#server/${other}`), hash(`#server/${other}.ts`)]
            : [`${up}${other}/*`, hash(`#server/${other}/*`)],
          message:
            `${feature} may not import ${other}: features import only lower layers (docs/architecture.md#feature-layers). ` +
            'Move the shared piece down, or have the composition root pass it in.',
        }));
        const files = depth === 0 ? [`src/server/${feature}.ts`] : [`src/server/${feature}/${'*/'.repeat(depth - 1)}*.ts`];
        patterns.push(deepImportPattern(feature, depth));
        blocks.push({ files, rules: boundary(['#emulators/*', '**/emulators/**'], SERVER_NO_EMULATORS, patterns) });
      }
    }
  });
  return blocks;
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'src/server/db/migrations/**',
      'public/**',
      'tests/e2e/screenshots/**',
    ],
  },
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
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
    // The bench measures the engine's stages one by one, so it may reach its internals.
    files: ['src/**', 'tests/**'],
    ignores: ['src/core/health/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [HEALTH_FRONT_DOOR] }] },
  },
  {
    files: ['src/core/**'],
    // Tests and their fixtures loaders may read files; the domain code may not.
    ignores: ['src/core/**/*.test.ts', 'src/core/**/test-support/**', 'src/core/health/**'],
    rules: boundary(CORE_PURE, CORE_PURE_MESSAGE, [
      {
        group: [
          '../health/*',
          '!../health/index.ts',
          '!../health/bands.ts',
          '../../health/*',
          '!../../health/index.ts',
          '!../../health/bands.ts',
        ],
        message: HEALTH_FRONT_DOOR.message,
      },
    ]),
  },
  {
    // Health's own files import each other freely, and stay pure like the rest of core.
    files: ['src/core/health/**'],
    ignores: ['src/core/**/*.test.ts', 'src/core/**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: CORE_PURE.map((group) => ({ group: [hash(group)], message: CORE_PURE_MESSAGE })) },
      ],
    },
  },
  {
    // The AI engine (providers, offline engine, guardrails) is shared by the server and the CLI.
    files: ['src/ai/**'],
    rules: boundary(
      ['#server/*', '#web/*', '#emulators/*', '**/server/**', '**/web/**', '**/emulators/**', 'fastify', 'drizzle-orm*'],
      'the AI engine runs in the server and in the CLI: it imports core only, never server, web or emulator code.',
    ),
  },
  {
    // `listingpilot score` / `rewrite` run with no server and no database.
    files: ['src/cli/**'],
    rules: boundary(
      ['#server/*', '#web/*', '#emulators/*', '**/server/**', '**/web/**', '**/emulators/**'],
      'the CLI runs without a server: it imports core and the AI engine (#ai/*), never server code.',
    ),
  },
  {
    files: ['src/web/**'],
    rules: boundary(WEB_NO_SERVER, WEB_NO_SERVER_MESSAGE),
  },
  ...webLayerBlocks(),
  {
    files: ['src/emulators/**'],
    rules: boundary(
      ['#server/*', '#web/*', '**/server/**', '**/web/**'],
      'emulators import only core, so they behave like Amazon, not like our server.',
    ),
  },
  {
    // The app does not know emulators exist: only the composition root (main.ts, with the module it
    // shares with the tests) mounts them, so a production server never loads emulator code.
    files: ['src/server/**'],
    ignores: ['src/server/main.ts', 'src/server/embedded-emulators.ts'],
    rules: {
      ...boundary(['#emulators/*', '**/emulators/**'], SERVER_NO_EMULATORS),
      // no-restricted-imports does not see import(): the old lazy mounts used it.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        { selector: 'ImportExpression[source.value=/(^#emulators\\/|\\/emulators\\/)/]', message: SERVER_NO_EMULATORS },
      ],
    },
  },
  // After the src/server block: these repeat its emulator and health rules and add the layers.
  ...featureLayerBlocks(),
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
