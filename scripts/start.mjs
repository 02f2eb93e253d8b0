#!/usr/bin/env node
// `npm start`: builds only what is out of date, then runs the compiled server. A restart on an
// unchanged tree skips both builds (about 25 s on a two-core machine) and only starts the server.
// Plain JavaScript on purpose: it runs before anything is compiled and without tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildNode, nodeBuildIsCurrent } from './build-node.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What `vite build` reads: the browser's code, the static files and the configs. */
const WEB_INPUTS = ['src/web', 'src/core', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Written last but one by vite (the pre-compressed copies follow it): the build's own time. */
const WEB_OUTPUT = path.join(ROOT, 'dist', 'web', 'index.html');

/** The newest modification time under `target`; folders count too, so a deleted or renamed file shows. */
function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function webBuildIsCurrent() {
  if (!existsSync(WEB_OUTPUT)) return false;
  const inputs = WEB_INPUTS.map((p) => path.join(ROOT, p)).filter((p) => existsSync(p));
  return statSync(WEB_OUTPUT).mtimeMs >= Math.max(...inputs.map(newestMtime));
}

const started = Date.now();
if (webBuildIsCurrent()) process.stdout.write('dist/web is newer than its sources: web build skipped.\n');
else {
  const vite = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}
if (nodeBuildIsCurrent()) process.stdout.write('dist/ server build is current: compile skipped.\n');
else buildNode();
process.stdout.write(`Ready to start in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);

// In this process, so a signal reaches the server once (its graceful close treats a second one as
// "exit now"). The compiled files import each other by relative paths (build-node.mjs): no hook.
await import(pathToFileURL(path.join(ROOT, 'dist', 'server', 'main.js')).href);
