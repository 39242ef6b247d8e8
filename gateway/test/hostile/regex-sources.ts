/**
 * Every regular expression the product's sources build, found by parsing them (TypeScript's own
 * parser and type checker), so a pattern added tomorrow is checked without anyone listing it.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const ROOT = join(import.meta.dirname, '../../..');
/** The packages whose code runs on the server; tests are left out: they only meet their own data. */
export const SCANNED = ['contracts/src', 'gateway/src', 'infra/src', 'workers/src'];

export interface Pattern {
  /** Where it is written, as `path:line` from the workspace root. */
  at: string;
  source: string;
  flags: string;
}

/** A `RegExp(...)` whose pattern is only known at run time (e.g. joined from a list). */
export interface Unresolved {
  at: string;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** A constant's value, when its type says it exactly (a `const` with a literal initializer). */
function literalValue(checker: ts.TypeChecker, expression: ts.Expression): string | undefined {
  const type = checker.getTypeAtLocation(expression);
  if (type.isStringLiteral()) return type.value;
  if (type.isNumberLiteral()) return String(type.value);
  return undefined;
}

/** A pattern or flags argument's text, when it is written as a literal or built from constants. */
function constantText(checker: ts.TypeChecker, node: ts.Expression | undefined): string | undefined {
  if (node === undefined) return '';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return literalValue(checker, node);
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const value = literalValue(checker, span.expression);
    if (value === undefined) return undefined;
    text += value + span.literal.text;
  }
  return text;
}

/** `new RegExp(...)` and `RegExp(...)`. */
function isRegExpConstruction(node: ts.Node): node is ts.NewExpression | ts.CallExpression {
  return (
    (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'RegExp'
  );
}

export function findPatterns(): { patterns: Pattern[]; unresolved: Unresolved[] } {
  const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    allowJs: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const patterns: Pattern[] = [];
  const unresolved: Unresolved[] = [];
  for (const file of files) {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) throw new Error(`${file} was not parsed`);
    const at = (node: ts.Node) =>
      `${relative(ROOT, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf('/');
        patterns.push({ at: at(node), source: node.text.slice(1, end), flags: node.text.slice(end + 1) });
      } else if (isRegExpConstruction(node)) {
        const [patternArg, flagsArg] = node.arguments ?? [];
        // A literal pattern passed to RegExp is found as a literal of its own.
        if (patternArg && !ts.isRegularExpressionLiteral(patternArg)) {
          const source = constantText(checker, patternArg);
          const flags = constantText(checker, flagsArg);
          if (source === undefined || flags === undefined)
            unresolved.push({ at: at(node), text: node.getText() });
          else patterns.push({ at: at(node), source, flags });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return { patterns, unresolved };
}
