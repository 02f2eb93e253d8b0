// Module resolution hook: the package.json `imports` map sends #core/*, #ai/*, #server/* and #emulators/*
// to the compiled dist/ files under the `listingpilot-compiled` condition, and to the TypeScript
// sources otherwise (Vite, vitest, tsc, tsx). The server gets the condition from
// `node --conditions=listingpilot-compiled`; the CLI is started by npx/npm as a plain `node`
// process, so it adds the condition here.
export async function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'listingpilot-compiled'] });
}
