import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries: core is pure, web never reaches the server, emulators act like Amazon, the AI
 * engine and the CLI run without a server, and the layers of src/server and src/web run one way.
 *
 * Boundaries between folders are zones of import-x/no-restricted-paths, which resolves every
 * import (relative, `#core/…` subpath or dynamic) to a file before it judges it, so how deep the
 * importing file sits or how the specifier is spelled changes nothing. no-restricted-imports keeps
 * only what is not a file of the repository: packages and Node built-ins.
 */
const ROOT = import.meta.dirname;
const SRC = path.join(ROOT, 'src');
const SERVER = path.join(SRC, 'server');
const WEB = path.join(SRC, 'web');

/** Folder names under `dir` (files and their tests are left out). */
function foldersOf(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const packageBans = (packages, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: packages, message }] }],
});

const CORE_PURE_MESSAGE = 'core is pure: it imports only zod and other core files.';
const CORE_PACKAGES = ['node:*', 'fastify', 'react', 'drizzle-orm*'];

/**
 * The health engine's internals (tokens, matchers, lexicons…) change with its performance work;
 * everything outside src/core/health goes through index.ts, or bands.ts for the display-only bands
 * that the browser's main bundle needs without the engine. The bench measures the engine's stages
 * one by one, so it may reach them.
 */
const HEALTH_MESSAGE = 'Import the health engine from #core/health/index (or #core/health/bands for the score bands).';

const WEB_NO_SERVER_MESSAGE = 'web never imports server or emulator code.';
const SERVER_NO_EMULATORS = 'Only src/server/main.ts and src/server/embedded-emulators.ts may import emulator code.';

/** Zones between the top-level parts of src (and the tests, for the health engine). */
const SOURCE_ZONES = [
  {
    target: 'src/core',
    from: ['src/server', 'src/web', 'src/emulators', 'src/ai', 'src/cli'],
    message: CORE_PURE_MESSAGE,
  },
  {
    target: ['src/!(core)/**', 'src/core/!(health)/**', 'src/core/*.ts', 'tests/**'],
    from: [`${SRC}/core/health/**`],
    except: [`${SRC}/core/health/{index,bands}.ts`],
    message: HEALTH_MESSAGE,
  },
  {
    target: 'src/ai',
    from: ['src/server', 'src/web', 'src/emulators', 'src/cli'],
    message: 'the AI engine runs in the server and in the CLI: it imports core only, never server, web or emulator code.',
  },
  {
    target: 'src/cli',
    from: ['src/server', 'src/web', 'src/emulators'],
    message: 'the CLI runs without a server: it imports core and the AI engine (#ai/*), never server code.',
  },
  { target: 'src/web', from: ['src/server', 'src/emulators'], message: WEB_NO_SERVER_MESSAGE },
  {
    target: 'src/emulators',
    from: ['src/server', 'src/web'],
    message: 'emulators import only core, so they behave like Amazon, not like our server.',
  },
  {
    // The app does not know emulators exist: only the composition root (main.ts, with the module it
    // shares with the tests) mounts them, so a production server never loads emulator code.
    target: ['src/server/*/**', 'src/server/!(main|embedded-emulators).ts'],
    from: ['src/emulators'],
    message: SERVER_NO_EMULATORS,
  },
];

/**
 * The layers of src/web, bottom to top: lib/ (no UI), components/ (feature-free UI), one folder per
 * feature, and app/ (router and shell), which composes the features. Imports run down the layers;
 * a feature uses another through its index.ts only, so its internals can change and no two
 * features import each other's files in a loop. The router loads a feature's pages/ itself, so
 * each screen stays a chunk of its own.
 */
const WEB_BASE = ['lib', 'components', 'app'];
const WEB_APP_MESSAGE = 'Nothing imports app/ (router and shell) but its own files: main.tsx is the entry.';
const WEB_FEATURE_DOORS = [`${WEB}/*/index.ts`];

function webLayerZones() {
  const features = foldersOf(WEB).filter((name) => !WEB_BASE.includes(name));
  /** Every folder of src/web but the named ones, as a glob of the files inside them. */
  const foldersBut = (...names) => [`${WEB}/!(${names.join('|')})/**/*`];
  return [
    { target: 'src/web/!(app)/**', from: ['src/web/app'], message: WEB_APP_MESSAGE },
    {
      target: 'src/web/lib',
      from: foldersBut('lib', 'app'),
      message: 'lib/ is the bottom layer of the web app: it imports only lib/.',
    },
    {
      target: 'src/web/components',
      from: foldersBut('lib', 'components', 'app'),
      message:
        'components/ holds feature-free UI and imports only components/ and lib/: UI that needs a feature goes into that feature or into app/.',
    },
    ...features.map((feature) => ({
      target: `src/web/${feature}`,
      from: foldersBut('lib', 'components', 'app', feature),
      except: WEB_FEATURE_DOORS,
      message: 'Import another web feature through its index.ts, never its internals.',
    })),
    {
      target: 'src/web/app',
      from: foldersBut('lib', 'components', 'app'),
      except: [...WEB_FEATURE_DOORS, `${WEB}/*/pages/**`],
      message: 'app/ uses a feature through its index.ts, or loads one of its pages/ (a lazy chunk of the router).',
    },
  ];
}

/**
 * The layers of src/server from the bottom up (docs/architecture.md#feature-layers). A feature is a
 * folder, or a file at the top of src/server; it imports only features of lower layers, never one of
 * its own layer or above, so no two features can import each other. The composition root (routes.ts,
 * app.ts, main.ts, embedded-emulators.ts, plugins/) sits on top and may import anything.
 */
const FEATURE_LAYERS = [
  ['config', 'errors', 'db', 'work-slices'],
  ['security', 'integrations', 'jobs', 'mail', 'cache'],
  ['accounts', 'listings'],
  ['plans', 'google-auth', 'amazon', 'imports'],
  ['sync', 'publish', 'keywords', 'billing'],
  ['optimize', 'faqs', 'aplus', 'client-errors', 'performance', 'alerts'],
  ['batch'],
];
const COMPOSITION_ROOT = ['routes', 'app', 'main', 'embedded-emulators', 'plugins', 'workers'];
const TOP_LEVEL_FILES = new Set(['config', 'errors', 'work-slices', 'routes', 'app', 'main', 'embedded-emulators', 'workers']);

/** A new folder or file in src/server belongs somewhere: lint stops until it is placed in a layer. */
function assertEveryServerPartPlaced() {
  const placed = new Set([...FEATURE_LAYERS.flat(), ...COMPOSITION_ROOT]);
  const unplaced = readdirSync(SERVER, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')))
    .map((entry) => entry.name.replace(/\.ts$/, ''))
    .filter((name) => !placed.has(name));
  if (unplaced.length > 0) {
    throw new Error(
      `src/server/${unplaced.join(', src/server/')}: add to FEATURE_LAYERS or COMPOSITION_ROOT in eslint.config.js (docs/architecture.md#feature-layers).`,
    );
  }
}

/** The files of a server part, as a zone path: its folder, or its file at the top. */
const serverPart = (name) => (TOP_LEVEL_FILES.has(name) ? `src/server/${name}.ts` : `src/server/${name}`);

/**
 * One zone per feature and part it may not import (its own layer and above), and one that keeps
 * other features' internals out: a feature's public surface is its index.ts (or a sub-folder's:
 * db/schema, integrations/spapi), so its internals can change freely.
 */
function featureLayerZones() {
  assertEveryServerPartPlaced();
  const zones = [];
  FEATURE_LAYERS.forEach((layer, index) => {
    const above = [...FEATURE_LAYERS.slice(index).flat(), ...COMPOSITION_ROOT];
    for (const feature of layer) {
      const target = serverPart(feature);
      for (const other of above.filter((name) => name !== feature)) {
        zones.push({
          target,
          from: [serverPart(other)],
          message:
            `${feature} may not import ${other}: features import only lower layers (docs/architecture.md#feature-layers). ` +
            'Move the shared piece down, or have the composition root pass it in.',
        });
      }
      zones.push({
        target,
        from: [`${SERVER}/!(${feature})/**/*`],
        except: [`${SERVER}/**/index.ts`],
        message: `${feature} imports another server feature only through its index.ts, never its internals: export what it needs from there.`,
      });
    }
  });
  return zones;
}

const BOUNDARIES = {
  files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // The `default` condition of package.json's imports: the sources, not dist/.
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['import', 'default'] }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { basePath: ROOT, zones: [...SOURCE_ZONES, ...webLayerZones(), ...featureLayerZones()] },
    ],
  },
};

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
  BOUNDARIES,
  {
    files: ['src/core/**'],
    // Tests and their fixtures loaders may read files; the domain code may not.
    ignores: ['src/core/**/*.test.ts', 'src/core/**/test-support/**'],
    rules: packageBans(CORE_PACKAGES, CORE_PURE_MESSAGE),
  },
  {
    // The AI engine (providers, offline engine, guardrails) is shared by the server and the CLI.
    files: ['src/ai/**'],
    rules: packageBans(['fastify', 'drizzle-orm*'], 'the AI engine runs in the server and in the CLI: no server packages.'),
  },
  {
    files: ['src/web/**'],
    rules: packageBans(['node:*'], WEB_NO_SERVER_MESSAGE),
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
