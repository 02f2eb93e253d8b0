import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { expect } from 'vitest';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const IMPORT_RULES = ['no-restricted-imports', 'import-x/no-restricted-paths'] as const;

/**
 * What the project's import rules (eslint.config.js) say about `import … from specifier` written
 * in `file` (relative to the repository): the messages, none when the import is allowed. The file
 * need not exist (the rules resolve the specifier from its folder), so a test can place one as
 * deep as it likes.
 */
export async function importErrors(file: string, specifier: string): Promise<string[]> {
  const filename = path.join(ROOT, file);
  const config = (await eslint.calculateConfigForFile(filename)) as Linter.Config;
  const rules = Object.fromEntries(IMPORT_RULES.flatMap((name) => (config.rules?.[name] ? [[name, config.rules[name]]] : [])));
  expect(rules['import-x/no-restricted-paths'], `no import boundaries apply to ${file}`).toBeDefined();
  const messages = new Linter().verify(
    `import { x } from '${specifier}';\nexport const y = x;\n`,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        settings: config.settings,
        rules,
      },
    ],
    { filename },
  );
  return messages.map((m) => m.message);
}
