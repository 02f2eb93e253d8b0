import { parseArgs } from 'node:util';
import { CliError, EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK } from './cli-error.ts';
import { processIo, type CliIo } from './io.ts';
import { runAplus, runFaq } from './aplus-faq-commands.ts';
import { runRewrite } from './rewrite-command.ts';
import { runScore } from './score-command.ts';

export const USAGE = `Usage:
  listingpilot score FILE [--marketplace US] [--keywords KW.csv] [--json]
  listingpilot rewrite FILE [--language en] [--marketplace US] [--keywords KW.csv] [--out FILE] [--json]
  listingpilot aplus FILE [--marketplace US] [--out FILE]
  listingpilot faq FILE --reviews REVIEWS.jsonl [--marketplace US] [--out FILE]

FILE is a Seller Central All Listings Report (.txt), or a CSV / TSV / JSON Lines file with the
columns sku, title, asin, marketplace, brand, bullet1..bullet10 (or bullets), description, image_url.
--marketplace applies to rows without a marketplace column (US, UK, DE, FR, IT or ES; default US).
--keywords is a CSV / TSV of targeted keywords: a keyword column with optional volume, asin and sku
columns, or an Amazon Ads search term report. score adds each listing's search coverage; rewrite
works the keywords into the copy and the backend search terms.
aplus writes each listing's A+ modules, faq each listing's FAQs from its reviews (JSON Lines with
asin or product_id, text, optional summary and rating), as JSON Lines, through the app's guardrails.
rewrite, aplus and faq use the offline engine, or the AI provider set by LLM_PROVIDER / LLM_API_KEY / LLM_MODEL / LLM_BASE_URL.

Exit codes: 0 success, 2 bad input (the problems are listed on stderr), 1 other failures.
`;

const OPTIONS = {
  marketplace: { type: 'string', default: 'US' },
  language: { type: 'string' },
  out: { type: 'string' },
  keywords: { type: 'string' },
  reviews: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** Runs one command and answers its exit code; never calls process.exit, so tests can call it. */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      throw new CliError(EXIT_BAD_INPUT, [(error as Error).message, '', USAGE]);
    }
    const { values, positionals } = parsed;
    const [command, file, ...extra] = positionals;
    if (values.help || command === 'help' || !command) {
      io.stdout(USAGE);
      return command || values.help ? EXIT_OK : EXIT_BAD_INPUT;
    }
    if (command !== 'score' && command !== 'rewrite' && command !== 'aplus' && command !== 'faq')
      throw new CliError(EXIT_BAD_INPUT, [`Unknown command "${command}"`, '', USAGE]);
    if (!file) throw new CliError(EXIT_BAD_INPUT, [`${command}: the listings FILE is missing`, '', USAGE]);
    if (extra.length > 0) throw new CliError(EXIT_BAD_INPUT, [`${command}: one FILE at a time (also got ${extra.join(' ')})`]);
    if (command === 'aplus' || command === 'faq') {
      const options = { file, marketplace: values.marketplace, out: values.out, reviews: values.reviews };
      return command === 'aplus' ? await runAplus(options, io) : await runFaq(options, io);
    }
    if (command === 'score') {
      if (values.language || values.out) throw new CliError(EXIT_BAD_INPUT, ['score: --language and --out belong to rewrite']);
      await runScore({ file, marketplace: values.marketplace, json: values.json, keywords: values.keywords }, io);
      return EXIT_OK;
    }
    return await runRewrite(
      {
        file,
        marketplace: values.marketplace,
        language: values.language,
        out: values.out,
        json: values.json,
        keywords: values.keywords,
      },
      io,
    );
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr(`${error.lines.join('\n').trimEnd()}\n`);
      return error.exitCode;
    }
    io.stderr(`listingpilot: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT_FAILURE;
  }
}
