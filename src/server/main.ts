import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  const roleArg = process.argv.indexOf('--role');
  const env = roleArg > 0 ? { ...process.env, ROLE: process.argv[roleArg + 1] } : process.env;
  const config = loadConfig(env);
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
  });
  if (config.role === 'worker') {
    app.log.info('worker started');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`ListingPilot is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  // Config and start-up problems are the operator's to fix: print them plainly, no stack.
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`\nListingPilot could not start:\n${message}\n\n`);
  process.exit(1);
});
