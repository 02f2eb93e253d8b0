#!/usr/bin/env node
// The CLI is TypeScript run through tsx (a dependency), so there is no build step to forget.
// tsImport scopes the TypeScript loader to the CLI's own import tree.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/cli/main.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
