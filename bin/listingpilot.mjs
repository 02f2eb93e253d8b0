#!/usr/bin/env node
// The CLI runs the JavaScript that `npm run build` compiles into dist/ (no TypeScript loader at run time).
import { existsSync } from 'node:fs';
import { register } from 'node:module';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write("\nListingPilot's CLI is not built yet: run `npm run build` (or `npm run build:node`) first.\n\n");
  process.exit(1);
}
register('./compiled-resolve.mjs', import.meta.url);
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
