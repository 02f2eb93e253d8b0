/**
 * Writes docs/health-rules.md, the catalogue of the health rules, from the rule modules themselves:
 * id, field and severity from the registered rules (RULES), the source key and the fix texts read
 * out of each rule's own file, the policy limits and scoring constants from policy.ts and score.ts.
 * Generated, so the catalogue cannot drift from what the engine checks.
 *
 *   node --import tsx scripts/health-rules-doc.ts          writes the file (npm run docs:health)
 *   node --import tsx scripts/health-rules-doc.ts --check  fails if the committed file is stale (npm run docs:check)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { getPolicy, POLICY_VERSION, RULES, TITLE_FIELD_CAP, type Policy, type Rule } from '#core/health/index';
import { SOURCES } from '#core/health/sources';
import { ERROR_BANDS, FIELD_WEIGHTS, PENALTY, SUPPRESSION_RULES } from '#core/health/score';
import { US_MARKETPLACE_ID } from '#core/marketplaces';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HEALTH_DIR = join(ROOT, 'src/core/health');
const RULES_DIR = join(HEALTH_DIR, 'rules');
export const DOC_PATH = join(ROOT, 'docs/health-rules.md');

type SourceKey = keyof typeof SOURCES;

/** What one rule file says about its rules, read from its syntax tree. */
type FileFacts = { fixes: string[]; sourceKeys: SourceKey[]; severities: string[] };

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

function healthFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(dir, f));
}

/**
 * Helpers that take a fix text as an argument (checkTitleLength(ctx, fix), quoted(..., fix)):
 * function name → index of its `fix` parameter, so a literal passed there counts as a fix text.
 */
function fixParameters(files: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionDeclaration(node) && node.name) {
        const i = node.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === 'fix');
        if (i >= 0) out.set(node.name.text, i);
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return out;
}

/** A local constant's initializer by name, so `${max}` reads as the limit it holds. */
type Resolve = (name: string) => ts.Expression | undefined;

/**
 * The text of a fix expression. Literal parts are kept; an interpolated value becomes ‹name› (a
 * policy limit, listed in the policy table, or the word found) or … (a computed number); a
 * condition the rule decides at run time yields both texts.
 */
function renderTexts(expr: ts.Expression, resolve: Resolve): string[] {
  if (ts.isParenthesizedExpression(expr)) return renderTexts(expr.expression, resolve);
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isConditionalExpression(expr)) return [...renderTexts(expr.whenTrue, resolve), ...renderTexts(expr.whenFalse, resolve)];
  if (ts.isTemplateExpression(expr)) {
    let texts = [expr.head.text];
    for (const span of expr.templateSpans) {
      const parts = placeholder(span.expression, resolve, 0);
      texts = texts.flatMap((t) => parts.map((p) => t + p + span.literal.text));
    }
    return texts;
  }
  return [];
}

function placeholder(expr: ts.Expression, resolve: Resolve, depth: number): string[] {
  if (ts.isParenthesizedExpression(expr) || ts.isNonNullExpression(expr)) return placeholder(expr.expression, resolve, depth);
  if (ts.isConditionalExpression(expr)) {
    const both = [...renderTexts(expr.whenTrue, resolve), ...renderTexts(expr.whenFalse, resolve)];
    if (both.length > 0) return [...new Set(both)];
  }
  if (ts.isIdentifier(expr)) {
    const value = depth < 3 ? resolve(expr.text) : undefined;
    return value ? placeholder(value, resolve, depth + 1) : [`‹${expr.text}›`];
  }
  // `policy.x ?? 125`: the limit x.
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return placeholder(expr.left, resolve, depth);
  if (ts.isPropertyAccessExpression(expr)) return [`‹${expr.name.text}›`];
  if (ts.isElementAccessExpression(expr)) return placeholder(expr.argumentExpression, resolve, depth);
  // `listing.brand?.trim()`: the brand.
  if (ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression))
    return placeholder(expr.expression.expression, resolve, depth);
  return ['…'];
}

function fileFacts(file: string, fixParams: ReadonlyMap<string, number>): FileFacts {
  const facts: FileFacts = { fixes: [], sourceKeys: [], severities: [] };
  const source = parse(file);
  // Constants a fix may be kept in (`const FIX = '…'`, `const fix = \`…\``), by name.
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const addFix = (expr: ts.Expression | undefined) => {
    const resolved = expr && ts.isIdentifier(expr) ? constants.get(expr.text) : expr;
    if (resolved)
      for (const t of renderTexts(resolved, (name) => constants.get(name))) if (!facts.fixes.includes(t)) facts.fixes.push(t);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      if (node.name.text === 'fix') addFix(node.initializer);
      if (node.name.text === 'severity' && ts.isStringLiteral(node.initializer)) facts.severities.push(node.initializer.text);
      if (
        node.name.text === 'source' &&
        ts.isPropertyAccessExpression(node.initializer) &&
        node.initializer.expression.getText() === 'SOURCES'
      ) {
        facts.sourceKeys.push(node.initializer.name.text as SourceKey);
      }
    }
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'fix') addFix(node.name);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const index = fixParams.get(node.expression.text);
      if (index !== undefined) addFix(node.arguments[index]);
    }
    // `severity: 'warning' as const` in a finding: a severity the rule can also report.
    if (
      ts.isAsExpression(node) &&
      ts.isStringLiteral(node.expression) &&
      ts.isPropertyAssignment(node.parent) &&
      node.parent.name.getText() === 'severity'
    ) {
      facts.severities.push(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

type CatalogueEntry = {
  id: string;
  fields: { field: string; severity: string }[];
  alsoSeverities: string[];
  sourceKey: string;
  sourceUrl: string;
  fixes: string[];
  file: string;
};

function isRule(value: unknown): value is Rule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Rule).id === 'string' &&
    typeof (value as Rule).check === 'function'
  );
}

/** Rule id → the file that exports it, by importing every rule module. */
async function ruleFiles(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  // index.ts re-exports every rule as RULES; the rule's own file is the one that matters.
  for (const file of healthFiles(RULES_DIR).filter((f) => basename(f) !== 'index.ts')) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      for (const rule of Array.isArray(value) ? value : [value]) if (isRule(rule) && !out.has(rule.id)) out.set(rule.id, file);
    }
  }
  return out;
}

async function catalogue(): Promise<CatalogueEntry[]> {
  const files = await ruleFiles();
  const fixParams = fixParameters([...healthFiles(HEALTH_DIR), ...healthFiles(RULES_DIR)]);
  const entries = new Map<string, CatalogueEntry>();
  for (const rule of RULES) {
    let entry = entries.get(rule.id);
    if (!entry) {
      const file = files.get(rule.id);
      if (!file) throw new Error(`Rule ${rule.id} is registered in RULES but no file under src/core/health/rules exports it.`);
      const facts = fileFacts(file, fixParams);
      const keys = (Object.keys(SOURCES) as SourceKey[]).filter((k) => SOURCES[k] === rule.source);
      const sourceKey = facts.sourceKeys.find((k) => keys.includes(k)) ?? keys[0] ?? '?';
      entry = {
        id: rule.id,
        fields: [],
        alsoSeverities: facts.severities,
        sourceKey,
        sourceUrl: rule.source,
        fixes: facts.fixes,
        file: basename(file),
      };
      entries.set(rule.id, entry);
    }
    entry.fields.push({ field: rule.field, severity: rule.severity });
  }
  for (const e of entries.values()) {
    const own = new Set(e.fields.map((f) => f.severity));
    e.alsoSeverities = [...new Set(e.alsoSeverities)].filter((s) => !own.has(s)).sort();
    if (e.fixes.length === 0)
      throw new Error(`Rule ${e.id} (${e.file}): no fix text found; give its findings a \`fix\` property.`);
  }
  return [...entries.values()];
}

const FIELD_TITLES: Record<string, string> = {
  title: 'Title',
  highlights: 'Item highlights',
  bullets: 'Bullet points',
  description: 'Description',
  images: 'Images',
  searchTerms: 'Backend search terms',
  aplus: 'A+ content',
};

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function severityText(e: CatalogueEntry): string {
  const bySeverity = new Map<string, string[]>();
  for (const f of e.fields) bySeverity.set(f.severity, [...(bySeverity.get(f.severity) ?? []), f.field]);
  const main =
    bySeverity.size === 1
      ? [...bySeverity.keys()][0]!
      : [...bySeverity].map(([s, fields]) => `${s} (${fields.join(', ')})`).join('; ');
  return e.alsoSeverities.length > 0 ? `${main}; can also report ${e.alsoSeverities.join(', ')}` : main;
}

const POLICY_ROWS: [keyof Policy, string][] = [
  ['titleMaxChars', 'Title length limit (characters)'],
  ['titleNearChars', 'Start of the "near the limit" band'],
  ['titleMaxWordRepeats', 'Times one word may appear in the title'],
  ['brandCountsForRepeats', 'Brand counts toward the repeat limit'],
  ['highlightsMaxChars', 'Item highlights length (null: no such field)'],
  ['bulletsMin', 'Bullets: minimum'],
  ['bulletsRecommended', 'Bullets: recommended'],
  ['bulletsMax', 'Bullets: shown and synced'],
  ['bulletMinChars', 'Bullet: minimum characters'],
  ['bulletMaxChars', 'Bullet: maximum characters'],
  ['bulletsTotalMaxChars', 'Bullets: total characters'],
  ['descriptionMaxChars', 'Description: maximum characters'],
  ['descriptionThinChars', 'Description: "thin" below'],
  ['searchTermsMaxBytes', 'Search terms: last accepted length (UTF-8 bytes)'],
  ['searchTermsSafeBytes', 'Search terms: safe length (bytes)'],
  ['imagesMin', 'Images: fewer is a warning'],
  ['imagesGood', 'Images: this many or more is good'],
  ['imagesMax', 'Images: maximum'],
  ['imageMinPx', 'Image: minimum longest side (px)'],
  ['imageZoomPx', 'Image: zoom from (px)'],
  ['imageRecommendedPx', 'Image: recommended (px)'],
  ['imageMaxPx', 'Image: maximum (px)'],
];

export async function renderDoc(): Promise<string> {
  const entries = await catalogue();
  const at = new Date(`${POLICY_VERSION}T00:00:00Z`);
  const nonMedia = getPolicy(US_MARKETPLACE_ID, false, at);
  const media = getPolicy(US_MARKETPLACE_ID, true, at);
  const lines: string[] = [
    '# Health rule catalogue',
    '',
    '<!-- Generated by scripts/health-rules-doc.ts from src/core/health: do not edit by hand. Run `npm run docs:health` after changing a rule; `npm run docs:check` (in CI) fails while this file is stale. -->',
    '',
    `Every rule the listing health engine runs (\`RULES\` in \`src/core/health/rules/index.ts\`), ${entries.length} rules in catalogue order.`,
    'Why each rule exists, and what Amazon says about it, is in [listing-rules.md](listing-rules.md); how the',
    'findings become a score is in [listing-rules.md#health-score](listing-rules.md#health-score).',
    '',
    'Fix texts are the seller-facing advice the rule attaches to each finding. `‹name›` is filled in when',
    'the rule runs: a limit from the [policy table](#policy-limits) below, or the word or character found.',
    'Severity is the rule\'s own; "can also report" names the severity some findings get instead',
    '(e.g. a banned character inside the brand name is only a warning).',
    '',
  ];
  const byField = new Map<string, CatalogueEntry[]>();
  for (const e of entries) {
    const key = e.fields.length > 1 && new Set(e.fields.map((f) => f.field)).size > 1 ? 'cross' : e.fields[0]!.field;
    byField.set(key, [...(byField.get(key) ?? []), e]);
  }
  for (const [field, group] of byField) {
    lines.push(`## ${field === 'cross' ? 'Across fields' : (FIELD_TITLES[field] ?? field)}`, '');
    if (field === 'cross')
      lines.push('These run over every text field where the wording can sit; the penalty lands in that field.', '');
    lines.push('| Rule | Field | Severity | Source | Fix |', '| --- | --- | --- | --- | --- |');
    for (const e of group) {
      const fields = [...new Set(e.fields.map((f) => f.field))].join(', ');
      const suppression = SUPPRESSION_RULES.has(e.id) ? ' (suppression class)' : '';
      const source = `[${e.sourceKey}](${e.sourceUrl})`;
      lines.push(`| \`${e.id}\`${suppression} | ${fields} | ${severityText(e)} | ${source} | ${cell(e.fixes.join(' / '))} |`);
    }
    lines.push('');
  }
  lines.push(
    '## Policy limits',
    '',
    `Policy version ${POLICY_VERSION} (\`src/core/health/policy.ts\`). "Media" also applies to non-media product types in the stores exempt from the short title (Saudi Arabia, Egypt, Türkiye, UAE). The schema cap of \`item_name\` is ${TITLE_FIELD_CAP} characters whatever the policy.`,
    '',
    '| Limit | Name | Non-media | Media |',
    '| --- | --- | --- | --- |',
  );
  for (const [key, label] of POLICY_ROWS)
    lines.push(`| ${label} | \`${key}\` | ${String(nonMedia[key])} | ${String(media[key])} |`);
  lines.push(
    '',
    '## Scoring constants',
    '',
    `Field weights (\`FIELD_WEIGHTS\`): ${Object.entries(FIELD_WEIGHTS)
      .map(([f, w]) => `${f} ${w}`)
      .join(', ')}.`,
    `Penalties (\`PENALTY\`): ${Object.entries(PENALTY)
      .map(([s, p]) => `${s} ${p}`)
      .join(', ')}.`,
    `Error bands (\`ERROR_BANDS\`, the weighted score from \`from\` to 100 scaled onto \`from\` to \`cap\`): any error ${ERROR_BANDS.anyError.from}–100 → ${ERROR_BANDS.anyError.from}–${ERROR_BANDS.anyError.cap}; three broken error rules or a suppression-class error ${ERROR_BANDS.severe.from}–100 → ${ERROR_BANDS.severe.from}–${ERROR_BANDS.severe.cap}.`,
    `Suppression-class errors (keep the listing Poor, at most ${ERROR_BANDS.severe.cap}, on their own): ${[...SUPPRESSION_RULES].map((r) => `\`${r}\``).join(', ')}.`,
    '',
  );
  return lines.join('\n');
}

/** `--file <path>` checks or writes another file (tests); the default is docs/health-rules.md. */
async function main(argv: readonly string[]): Promise<void> {
  const at = argv.indexOf('--file');
  const path = at >= 0 && argv[at + 1] ? argv[at + 1]! : DOC_PATH;
  const shown = relative(process.cwd(), path) || path;
  const doc = await renderDoc();
  if (argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== doc) {
      process.stderr.write(
        `${shown} is out of date with the rules in src/core/health.\nRun \`npm run docs:health\` and commit the result.\n`,
      );
      process.exit(1);
    }
    process.stdout.write(`${shown} is current.\n`);
    return;
  }
  writeFileSync(path, doc);
  process.stdout.write(`Wrote ${shown}\n`);
}

// Imported by tests for renderDoc; run as a script otherwise.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
