/**
 * The rule that keeps storage behind the front doors (issue 25): a folder's `index.ts` exports
 * services and read-only views, never what reaches its collections. Each folder's files are read
 * with TypeScript's parser, and an export of its front door is storage when it is
 * - a collection accessor: a function that returns `….collection(…)`;
 * - a stored document's type: one built on `Doc` (`Doc & {…}`, `extends Doc`) or on another
 *   such type, or one named `…Doc`;
 * - a collection's name: a constant the folder passes to `.collection()` or `.ensureIndex()`, or
 *   one built from such a constant (a map keyed by collection names).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export type StorageKind = 'collection accessor' | 'stored document type' | 'collection name';

export interface StorageExport {
  /** `accounts/index.ts: users`, from `gateway/src`. */
  at: string;
  kind: StorageKind;
}

type Declaration =
  | ts.FunctionDeclaration
  | ts.VariableDeclaration
  | ts.TypeAliasDeclaration
  | ts.InterfaceDeclaration;

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function folderFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return folderFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The top-level declarations of a file, by name. */
function declarations(source: ts.SourceFile): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name)) found.set(d.name.text, d);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement)) &&
      statement.name
    )
      found.set(statement.name.text, statement);
  }
  return found;
}

function isExported(d: Declaration): boolean {
  const statement = ts.isVariableDeclaration(d) ? d.parent.parent : d;
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function visit(node: ts.Node, see: (node: ts.Node) => void): void {
  see(node);
  ts.forEachChild(node, (child) => visit(child, see));
}

/** `x.collection(…)` or `x.collection<T>(…)`. */
const isCollectionCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'collection';

/** Whether a function's body gives back a collection: as its expression, or from a `return`. */
function returnsCollection(fn: ts.SignatureDeclaration & { body?: ts.Node | undefined }): boolean {
  const { body } = fn;
  if (!body) return false;
  if (!ts.isBlock(body)) return isCollectionCall(body);
  let found = false;
  const look = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression && isCollectionCall(node.expression)) found = true;
    // A function inside has returns of its own.
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, look);
  };
  ts.forEachChild(body, look);
  return found;
}

/** The constants the folder names its collections by: arguments of `.collection()`, `.ensureIndex()`. */
function collectionNames(sources: readonly ts.SourceFile[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources)
    visit(source, (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
      if (!['collection', 'ensureIndex'].includes(node.expression.name.text)) return;
      const [first] = node.arguments;
      if (first && ts.isIdentifier(first)) names.add(first.text);
    });
  return names;
}

/** Whether a type node is built on `Doc` or on one of the folder's stored document types. */
function builtOnDoc(node: ts.TypeNode, isDocType: (name: string) => boolean): boolean {
  if (ts.isIntersectionTypeNode(node)) return node.types.some((t) => builtOnDoc(t, isDocType));
  if (ts.isParenthesizedTypeNode(node)) return builtOnDoc(node.type, isDocType);
  return ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && isDocType(node.typeName.text);
}

/** Every storage export of the front doors under `src` (a `gateway/src`). */
export function storageExports(src: string): StorageExport[] {
  const found: StorageExport[] = [];
  for (const folder of readdirSync(src, { withFileTypes: true })) {
    const dir = join(src, folder.name);
    const door = join(dir, 'index.ts');
    if (!folder.isDirectory() || !existsSync(door)) continue;
    const sources = new Map(folderFiles(dir).map((file) => [file, parse(file)]));
    const declared = new Map([...sources].map(([file, source]) => [file, declarations(source)]));
    const everywhere = (name: string) =>
      [...declared.values()].map((d) => d.get(name)).filter((d) => d !== undefined);
    const collections = collectionNames([...sources.values()]);
    const docTypes = new Map<string, boolean>();
    const isDocType = (name: string): boolean => {
      if (name === 'Doc' || name.endsWith('Doc')) return true;
      const known = docTypes.get(name);
      if (known !== undefined) return known;
      // A type built on itself is not a document for that.
      docTypes.set(name, false);
      const isDoc = everywhere(name).some(
        (d) =>
          (ts.isTypeAliasDeclaration(d) && builtOnDoc(d.type, isDocType)) ||
          (ts.isInterfaceDeclaration(d) &&
            (d.heritageClauses ?? []).some((clause) =>
              clause.types.some((t) => ts.isIdentifier(t.expression) && isDocType(t.expression.text)),
            )),
      );
      docTypes.set(name, isDoc);
      return isDoc;
    };
    const kindOf = (name: string, d: Declaration): StorageKind | null => {
      if (ts.isTypeAliasDeclaration(d) || ts.isInterfaceDeclaration(d))
        return isDocType(name) ? 'stored document type' : null;
      if (ts.isFunctionDeclaration(d)) return returnsCollection(d) ? 'collection accessor' : null;
      const value = d.initializer;
      if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
        return returnsCollection(value) ? 'collection accessor' : null;
      let named = collections.has(name);
      if (value) visit(value, (node) => (named ||= ts.isIdentifier(node) && collections.has(node.text)));
      return named ? 'collection name' : null;
    };
    for (const statement of sources.get(door)?.statements ?? []) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
      if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const file = join(dir, statement.moduleSpecifier.text.replace(/\.js$/, '.ts'));
      const clause = statement.exportClause;
      // `export * from`: whatever the file exports goes through.
      const exported =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((e) => [e.name.text, (e.propertyName ?? e.name).text] as const)
          : [...(declared.get(file) ?? [])]
              .filter(([, d]) => isExported(d))
              .map(([name]) => [name, name] as const);
      for (const [name, local] of exported) {
        const d = declared.get(file)?.get(local);
        const kind = d ? kindOf(local, d) : null;
        if (kind) found.push({ at: `${relative(src, door)}: ${name}`, kind });
      }
    }
  }
  return found;
}
