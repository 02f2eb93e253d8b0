import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles, srcRoot } from '../helpers/import-graph.ts';
import { ROOT } from './import-rules.ts';

/**
 * Amazon's names for a listing's text attributes live in one adapter,
 * src/server/integrations/spapi/listing-text.ts (docs/amazon.md#listing-attributes): sync, the watch,
 * publish and its read-back read and write through it, so a second reader with its own language rule
 * cannot appear. Names in comments are fine; a string or a property named so is not.
 */
const ATTRIBUTES = ['item_name', 'bullet_point', 'product_description', 'generic_keyword'];

const ALLOWED: Record<string, string> = {
  'src/server/integrations/spapi/listing-text.ts': 'the adapter',
  // Seller Central's flat files and the Merchant Listings report are another format, with their own
  // column headers (item_name, bullet_points, …); the import maps those headers, not attributes.
  'src/core/imports/columns.ts': 'flat-file and report column headers',
};

/** Each string literal, template text and identifier of a file that is one of the attribute names. */
export function attributeNamesIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isIdentifier(node) || ts.isTemplateLiteralToken(node)) {
      const value = ts.isIdentifier(node) ? node.text : (node as ts.LiteralLikeNode).text;
      for (const name of ATTRIBUTES) if (new RegExp(`\\b${name}\\b`).test(value)) found.push(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('Amazon listing attribute names', () => {
  it('appear only in the listing-text adapter', () => {
    const files = ['server', 'core', 'ai', 'web'].flatMap((part) => sourceFiles(srcRoot(part)));
    const offenders = files
      .map((file) => path.relative(ROOT, file))
      .filter((rel) => !(rel in ALLOWED))
      .flatMap((rel) => attributeNamesIn(rel, readFileSync(path.join(ROOT, rel), 'utf8')).map((name) => `${rel}: ${name}`));
    expect(offenders).toEqual([]);
  });

  it('are found in a string, a template, a property and an index, never in a comment (test of the test)', () => {
    const code = [
      "const a = 'item_name';",
      'const b = `/attributes/bullet_point`;',
      'const c = { product_description: 1 };',
      "const d = attrs['generic_keyword'];",
      '// item_name in a comment is documentation',
    ].join('\n');
    expect(attributeNamesIn('x.ts', code)).toEqual(['item_name', 'bullet_point', 'product_description', 'generic_keyword']);
  });
});
