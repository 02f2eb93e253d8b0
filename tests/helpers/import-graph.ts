import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import edge between two files of the tree. */
export type ImportEdge = { from: string; to: string; typeOnly: boolean };

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where each subpath import of package.json points (its `default` condition: the sources). */
const SUBPATHS: Record<string, string> = {
  '#core/': 'src/core',
  '#ai/': 'src/ai',
  '#server/': 'src/server',
  '#web/': 'src/web',
  '#emulators/': 'src/emulators',
};

/** The root of the part of src the tests walk: `src/server`, `src/web`, `src/ai`. */
export const srcRoot = (part: string) => path.join(ROOT, 'src', part);

/**
 * The import graph of the sources, read with TypeScript's parser: the tests in tests/lint walk it
 * for loops, which no per-import lint rule can see.
 */

/** Every production .ts and .tsx file under a directory (tests and test support are not part of the graph). */
export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'migrations' && name !== 'test-support') files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)) {
      files.push(full);
    }
  }
  return files;
}

/**
 * The specifiers a file imports, with whether the import is erased at compile time. An import whose
 * every named binding is `type` still counts as a runtime import: under verbatimModuleSyntax it
 * stays as `import {} from …` and loads the module.
 */
export function importsOf(file: string, text = readFileSync(file, 'utf8')) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly ?? false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push({ specifier: literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The file a relative or subpath (`#core/…`) specifier names, spelled with or without its
 * extension; packages give undefined.
 */
export function resolveImport(from: string, specifier: string, known: Set<string>): string | undefined {
  const prefix = Object.keys(SUBPATHS).find((p) => specifier.startsWith(p));
  const base = prefix
    ? path.join(ROOT, SUBPATHS[prefix]!, specifier.slice(prefix.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => known.has(file));
}

/** Import edges between the given files (edges to files outside the set are dropped). */
export function importEdges(files: string[]): ImportEdge[] {
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const { specifier, typeOnly } of importsOf(from)) {
      const to = resolveImport(from, specifier, known);
      if (to) edges.push({ from, to, typeOnly });
    }
  }
  return edges;
}

/** The part of `root` a file belongs to: its top-level folder, or the file itself at the top. */
export function partOf(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep);
  return relative.length > 1 ? relative[0]! : relative[0]!.replace(/\.tsx?$/, '');
}

/** Strongly connected components with more than one node (or a self-loop): the import loops. */
export function cycles(edges: { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; children: Iterator<string> }[] = [];
    const open = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, children: next.get(node)!.values() });
    };
    open(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const child = top.children.next();
      if (!child.done) {
        if (!index.has(child.value)) open(child.value);
        else if (onStack.has(child.value)) low.set(top.node, Math.min(low.get(top.node)!, index.get(child.value)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let node: string;
        do {
          node = stack.pop()!;
          onStack.delete(node);
          component.push(node);
        } while (node !== top.node);
        if (component.length > 1 || next.get(top.node)!.has(top.node)) found.push(component.sort());
      }
    }
  }
  return found;
}

/** The edges between the parts of `root`: one per pair of different parts with any import between them. */
export function partEdges(root: string, edges: ImportEdge[]): { from: string; to: string; via: string[] }[] {
  const byPair = new Map<string, { from: string; to: string; via: string[] }>();
  for (const { from, to } of edges) {
    if (!from.startsWith(root + path.sep) || !to.startsWith(root + path.sep)) continue;
    const [a, b] = [partOf(root, from), partOf(root, to)];
    if (a === b) continue;
    const key = `${a}→${b}`;
    const pair = byPair.get(key) ?? { from: a, to: b, via: [] };
    pair.via.push(`${path.relative(root, from)} → ${path.relative(root, to)}`);
    byPair.set(key, pair);
  }
  return [...byPair.values()];
}
