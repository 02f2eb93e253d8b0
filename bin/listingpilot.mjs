#!/usr/bin/env node
// The CLI runs the JavaScript that `npm run build` compiles into dist/: no TypeScript loader and no
// resolution hook at run time, its files import each other by relative paths (scripts/build-node.mjs).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write("\nListingPilot's CLI is not built yet: run `npm run build` (or `npm run build:node`) first.\n\n");
  process.exit(1);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
