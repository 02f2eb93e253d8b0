import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect } from 'vitest';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/**
 * What the project's import rules (eslint.config.js) say about `import … from specifier` written
 * in `file` (relative to the repository): the messages, none when the import is allowed.
 */
export async function importErrors(file: string, specifier: string): Promise<string[]> {
  const filename = path.join(ROOT, file);
  const config = (await eslint.calculateConfigForFile(filename)) as Linter.Config;
  const rule = config.rules?.['no-restricted-imports'];
  expect(rule, `no import rules apply to ${file}`).toBeDefined();
  const messages = new Linter().verify(
    `import { x } from '${specifier}';\nexport const y = x;\n`,
    [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-imports': rule! } }],
    { filename },
  );
  return messages.map((m) => m.message);
}
