import path from 'node:path';
import ts from 'typescript';

/**
 * One write to a table found in the sources: the file, the table's SQL name, how it is written and
 * the properties it sets (`.set({…})`, `.values({…})`); `?` among them when they cannot be read
 * from an object literal, as in raw SQL.
 */
export type TableWrite = { file: string; table: string; how: string; columns: string[] };

const ROOT = path.resolve(import.meta.dirname, '../..');
const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
/** The SQL verbs that write the table named right after them. */
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s*$/i;
const SQL_WRITE_NAMED = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * Every write to a Drizzle table in the given files, found with TypeScript's type checker rather
 * than by matching names: the argument of `.insert()`, `.update()` or `.delete()` and each table
 * interpolated after `UPDATE`, `INSERT INTO` or `DELETE FROM` in a `sql` template is followed through
 * imports, re-exports, local constants and `alias()` to the `pgTable('name', …)` that declares it.
 * A write whose table cannot be followed is reported with the table `?`, so a new way of naming a
 * table fails the owners test instead of passing it. `virtual` adds files that exist only in memory
 * (the test of the test). Answers the writes and the SQL names of every table the program declares.
 */
export function tableWrites(files: string[], virtual: Record<string, string> = {}): { writes: TableWrite[]; tables: string[] } {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => virtual[name] ?? readFile(name);
  host.fileExists = (name) => name in virtual || fileExists(name);
  host.getSourceFile = (name, language, onError, create) =>
    name in virtual ? ts.createSourceFile(name, virtual[name]!, language) : getSourceFile(name, language, onError, create);
  const roots = [...files, ...Object.keys(virtual)];
  const program = ts.createProgram(roots, options, host);
  const checker = program.getTypeChecker();
  const names = tableNames(program);
  const found: TableWrite[] = [];

  for (const file of roots) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`TypeScript did not read ${file}`);
    const rel = path.relative(ROOT, file);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        WRITE_METHODS.has(node.expression.name.text) &&
        node.arguments.length === 1
      ) {
        const table = tableOf(node.arguments[0]!, checker);
        if (table !== undefined) {
          found.push({ file: rel, table, how: `.${node.expression.name.text}()`, columns: columnsSet(node, checker) });
        }
      }
      if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag, checker)) {
        found.push(...sqlWrites(node.template, checker, names).map((w) => ({ file: rel, ...w, columns: ['?'] })));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { writes: found, tables: [...names].sort() };
}

/** The SQL names of every table the program declares: raw SQL that names one is a write too. */
function tableNames(program: ts.Program): Set<string> {
  const names = new Set<string>();
  for (const source of program.getSourceFiles()) {
    if (source.isDeclarationFile) continue;
    const visit = (node: ts.Node) => {
      const name = pgTableName(node);
      if (name) names.add(name);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return names;
}

function pgTableName(node: ts.Node): string | undefined {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'pgTable') {
    const first = node.arguments[0];
    if (first && ts.isStringLiteralLike(first)) return first.text;
  }
  return undefined;
}

function isSqlTag(tag: ts.Expression, checker: ts.TypeChecker): boolean {
  const symbol = resolved(checker.getSymbolAtLocation(tag), checker);
  return symbol?.name === 'sql' && (symbol.declarations ?? []).some((d) => d.getSourceFile().fileName.includes('drizzle-orm'));
}

/** The writes a `sql` template makes: a table interpolated after a write verb, or a table named in the text. */
function sqlWrites(template: ts.TemplateLiteral, checker: ts.TypeChecker, names: Set<string>) {
  const writes: { table: string; how: string }[] = [];
  const texts = ts.isNoSubstitutionTemplateLiteral(template)
    ? [template.text]
    : [template.head.text, ...template.templateSpans.map((s) => s.literal.text)];
  for (const text of texts) {
    for (const match of text.matchAll(SQL_WRITE_NAMED)) {
      if (names.has(match[2]!)) writes.push({ table: match[2]!, how: `sql ${match[1]!.toUpperCase()}` });
    }
  }
  if (ts.isTemplateExpression(template)) {
    template.templateSpans.forEach((span, i) => {
      const before = i === 0 ? template.head.text : template.templateSpans[i - 1]!.literal.text;
      const verb = SQL_WRITE.exec(before);
      if (!verb) return;
      writes.push({ table: tableOf(span.expression, checker) ?? '?', how: `sql ${verb[1]!.toUpperCase()} \${}` });
    });
  }
  return writes;
}

/**
 * The SQL name of the table an expression stands for, `?` when it is a table that cannot be followed
 * to its declaration, undefined when it is no table at all (`map.delete(key)`).
 */
function tableOf(expression: ts.Expression, checker: ts.TypeChecker, seen = new Set<ts.Node>()): string | undefined {
  if (seen.has(expression)) return '?';
  seen.add(expression);
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isNonNullExpression(expression)) {
    return tableOf(expression.expression, checker, seen);
  }
  const declared = pgTableName(expression);
  if (declared) return declared;
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) && expression.expression.text === 'alias') {
    const aliased = expression.arguments[0];
    return aliased ? (tableOf(aliased, checker, seen) ?? '?') : '?';
  }
  if (ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression)) {
    const symbol = resolved(checker.getSymbolAtLocation(expression), checker);
    for (const declaration of symbol?.declarations ?? []) {
      if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
        const table = tableOf(declaration.initializer, checker, seen);
        if (table !== undefined) return table;
      }
    }
  }
  return isTableType(checker.getTypeAtLocation(expression), checker) ? '?' : undefined;
}

function resolved(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): ts.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Drizzle's tables carry their config under `_` with a `name`, and a `getSQL` like every SQL wrapper. */
function isTableType(type: ts.Type, checker: ts.TypeChecker): boolean {
  const config = type.getProperty('_');
  if (!config || !config.valueDeclaration) return false;
  const configType = checker.getTypeOfSymbolAtLocation(config, config.valueDeclaration);
  return configType.getProperty('name') !== undefined && configType.getProperty('columns') !== undefined;
}

/** The properties set by the `.set()` or `.values()` that follows an `.update(table)` or `.insert(table)`. */
function columnsSet(write: ts.CallExpression, checker: ts.TypeChecker): string[] {
  const method = (write.expression as ts.PropertyAccessExpression).name.text;
  if (method === 'delete') return [];
  const next = write.parent;
  if (!ts.isPropertyAccessExpression(next) || !ts.isCallExpression(next.parent)) return ['?'];
  const argument = next.parent.arguments[0];
  return argument ? [...new Set(propertiesOf(argument, checker))].sort() : ['?'];
}

function propertiesOf(node: ts.Expression, checker: ts.TypeChecker): string[] {
  if (ts.isParenthesizedExpression(node)) return propertiesOf(node.expression, checker);
  if (ts.isConditionalExpression(node))
    return [...propertiesOf(node.whenTrue, checker), ...propertiesOf(node.whenFalse, checker)];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((e) => propertiesOf(e, checker));
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((p) => {
      if (ts.isSpreadAssignment(p)) return propertiesOf(p.expression, checker);
      return p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : ['?'];
    });
  }
  // A variable or call: its declared type names the properties it may carry.
  const type = checker.getTypeAtLocation(node);
  const element = checker.getIndexTypeOfType(type, ts.IndexKind.Number) ?? type;
  const names = element.getProperties().map((p) => p.name);
  return names.length > 0 ? names : ['?'];
}
