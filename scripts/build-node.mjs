#!/usr/bin/env node
// Compiles the server, the CLI and what they import (src/{server,ai,core,emulators,cli}) to JavaScript
// in dist/, mirroring src/ so that paths read relative to import.meta.url (../../../vendor,
// ../../../dist/web) stay right. Files the code reads at run time (SQL migrations, the Google popup
// script, the sample corpus…) are copied beside the compiled modules. Plain JavaScript on purpose:
// it runs before anything is compiled and without tsx.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIRS = ['server', 'ai', 'core', 'emulators', 'cli'];
// This script too: what it writes into dist/ (the rewritten imports) is part of the build.
const CONFIGS = ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'scripts/build-node.mjs'];
const STAMP = path.join(ROOT, 'dist', '.node-build.json');
const isTypeScript = (file) => /\.tsx?$/.test(file);
const isAsset = (file) => !isTypeScript(file) && !file.endsWith('.md');

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** What the build depends on: every file under the compiled folders, and the configs. */
function fingerprint() {
  const files = [...DIRS.flatMap((dir) => [...walk(path.join(ROOT, 'src', dir))]), ...CONFIGS.map((f) => path.join(ROOT, f))];
  const newest = Math.max(...files.map((file) => statSync(file).mtimeMs));
  return {
    newest,
    files: files
      .map((file) => path.relative(ROOT, file))
      .sort()
      .join('\n'),
  };
}

/** True when dist/ holds a build of the current sources (nothing edited, added or removed since). */
export function nodeBuildIsCurrent() {
  if (!existsSync(STAMP)) return false;
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  const now = fingerprint();
  return stamp.newest >= now.newest && stamp.files === now.files;
}

/** A subpath import of the sources (`#core/x`) and the compiled file it names in dist/. */
const SUBPATH_IMPORT = /(\bfrom\s*|\bimport\s*\(\s*)(['"])#(core|ai|server|emulators)\/([^'"]+)\2/g;

/**
 * Rewrites `#core/x` (and `#ai/`, `#server/`, `#emulators/`) in a compiled file to the relative path of
 * `dist/core/x.js`: package.json maps those specifiers to the TypeScript sources, and choosing the
 * compiled files at run time would take a module resolution hook, which runs every import of the
 * server through a second thread (a quarter of a second at start-up on an idle machine, more on a busy one).
 */
function resolveSubpathImports(file) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(SUBPATH_IMPORT, (_match, before, quote, part, rest) => {
    let target = path
      .relative(path.dirname(file), path.join(ROOT, 'dist', part, `${rest}.js`))
      .split(path.sep)
      .join('/');
    if (!target.startsWith('.')) target = `./${target}`;
    return `${before}${quote}${target}${quote}`;
  });
  if (rewritten !== text) writeFileSync(file, rewritten);
}

export function buildNode() {
  const before = fingerprint();
  for (const dir of DIRS) rmSync(path.join(ROOT, 'dist', dir), { recursive: true, force: true });
  rmSync(STAMP, { force: true });
  const tsc = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (tsc.status !== 0) throw new Error(`tsc -p tsconfig.build.json failed (exit ${tsc.status ?? tsc.signal})`);
  for (const dir of DIRS) {
    for (const file of walk(path.join(ROOT, 'dist', dir))) if (file.endsWith('.js')) resolveSubpathImports(file);
    for (const file of walk(path.join(ROOT, 'src', dir))) {
      if (!isAsset(file)) continue;
      const target = path.join(ROOT, 'dist', path.relative(path.join(ROOT, 'src'), file));
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(file, target);
    }
  }
  writeFileSync(STAMP, JSON.stringify(before));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && nodeBuildIsCurrent()) process.stdout.write('dist/ is current: nothing to compile.\n');
  else buildNode();
}
