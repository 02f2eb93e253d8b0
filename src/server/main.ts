import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { buildEmbeddedApp } from './embedded-emulators.ts';
import { prettyLogStream } from './plugins/pretty-log.ts';

async function main(): Promise<void> {
  const roleArg = process.argv.indexOf('--role');
  const env = roleArg > 0 ? { ...process.env, ROLE: process.argv[roleArg + 1] } : process.env;
  const config = loadConfig(env);
  // The composition root: the emulators stand in for Amazon, Google and SMTP unless configured.
  // Logs read as text on a terminal; JSON, for a log collector, in production and when piped.
  const pretty = process.stdout.isTTY && config.env !== 'production';
  const app = await buildEmbeddedApp(config, pretty ? { logger: { stream: prettyLogStream(process.stdout) } } : {});
  // Orchestrators usually allow 30 s between SIGTERM and SIGKILL; finish within that.
  closeWithGrace({ delay: 25_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    const started = Date.now();
    app.log.info({ signal }, 'shutting down: draining requests and jobs');
    await app.close();
    app.log.info({ ms: Date.now() - started }, 'shut down');
  });
  if (config.role === 'worker') {
    // No HTTP side at all (buildApp registered no route): ready() starts the job workers.
    await app.ready();
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
