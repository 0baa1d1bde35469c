import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Finds every translation key the code names, and every t() call whose key cannot be known
// without running the code.
export const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['src', 'stories'];
// The operator console (src/admin, stories/admin) has its own catalogue: console-locales.test.ts.
const SKIPPED = [/\/api\/generated\//, /\/admin\//, /\.test\.tsx?$/, /\.d\.ts$/];

/** A comment that admits a dynamic key and says where its values come from. */
export const DYNAMIC_MARK = 'i18n-dynamic:';

/** `ns:key.path` exactly: a known namespace, a colon, dot-separated key segments. */
const KEY_LITERAL = /^([a-zA-Z][\w-]*):([\w-]+(?:\.[\w-]+)*)$/;

export interface Finding {
  where: string; // file:line
  text: string;
}

export interface ScanResult {
  /** Full keys (`ns:path`) named anywhere as a string literal, with one place each is named. */
  references: Map<string, string>;
  /** t() / <Trans i18nKey> whose key is not a literal and carries no i18n-dynamic comment. */
  dynamic: Finding[];
  /** t('key') without a namespace: it would depend on useTranslation()'s default. */
  unqualified: Finding[];
}

export function sourceFiles(): string[] {
  return SCANNED.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => join(ROOT, dir, file))
      .filter((file) => /\.tsx?$/.test(file) && !SKIPPED.some((skip) => skip.test(file))),
  );
}

/** `const NAME = 'literal'` anywhere in a file: t(NAME) is as static as t('literal'). */
type Constants = Map<string, string>;

function stringConstants(source: ts.SourceFile): Constants {
  const found: Constants = new Map();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const decl of node.declarations) {
        let init = decl.initializer;
        while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)))
          init = init.expression;
        if (
          ts.isIdentifier(decl.name) &&
          init &&
          (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init))
        ) {
          found.set(decl.name.text, init.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The string values a key expression can take, or undefined when one of them is not static. */
function staticStrings(node: ts.Expression, constants: Constants): string[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isIdentifier(node))
    return constants.has(node.text) ? [constants.get(node.text)!] : undefined;
  if (ts.isParenthesizedExpression(node)) return staticStrings(node.expression, constants);
  if (ts.isConditionalExpression(node)) {
    const [a, b] = [
      staticStrings(node.whenTrue, constants),
      staticStrings(node.whenFalse, constants),
    ];
    return a && b ? [...a, ...b] : undefined;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const parts = node.elements.map((el) =>
      ts.isExpression(el) ? staticStrings(el, constants) : undefined,
    );
    return parts.every(Boolean) ? (parts.flat() as string[]) : undefined;
  }
  return undefined;
}

/** `{ ns: 'auth' }` in a t() options argument. */
function literalNamespace(
  options: ts.Expression | undefined,
  constants: Constants,
): string | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  for (const prop of options.properties) {
    if (ts.isPropertyAssignment(prop) && prop.name.getText() === 'ns') {
      const values = staticStrings(prop.initializer, constants);
      if (values?.length === 1) return values[0];
    }
  }
  return undefined;
}

const isTranslateCall = (node: ts.CallExpression) =>
  (ts.isIdentifier(node.expression) && node.expression.text === 't') ||
  (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 't');

export function scan(namespaces: Set<string>): ScanResult {
  const result: ScanResult = { references: new Map(), dynamic: [], unqualified: [] };
  for (const file of sourceFiles())
    scanSource(file, readFileSync(file, 'utf8'), namespaces, result);
  return result;
}

/** Adds what one file names to `result`. */
export function scanSource(
  file: string,
  text: string,
  namespaces: Set<string>,
  result: ScanResult,
) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = text.split('\n');
  const constants = stringConstants(source);
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const where = (node: ts.Node) => `${relative(ROOT, file)}:${at(node) + 1}`;
  // The mark may sit on the call's line or on the line just above it.
  const admitted = (node: ts.Node) =>
    [lines[at(node)], lines[at(node) - 1]].some((line) => line?.includes(DYNAMIC_MARK));

  const addReference = (key: string, node: ts.Node) => {
    const match = KEY_LITERAL.exec(key);
    if (match && namespaces.has(match[1]!) && !result.references.has(key))
      result.references.set(key, where(node));
  };
  const checkKeyExpression = (node: ts.Expression, ns: string | undefined, site: ts.Node) => {
    const keys = staticStrings(node, constants);
    if (!keys) {
      if (!admitted(site))
        result.dynamic.push({ where: where(site), text: site.getText(source).slice(0, 120) });
      return;
    }
    for (const key of keys) {
      if (key.includes(':')) continue; // qualified: counted as a literal reference below
      if (ns) addReference(`${ns}:${key}`, site);
      else result.unqualified.push({ where: where(site), text: key });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      addReference(node.text, node);
    if (ts.isCallExpression(node) && isTranslateCall(node)) {
      const [key, options] = node.arguments;
      if (key) checkKeyExpression(key, literalNamespace(options, constants), node);
    }
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      if (value) checkKeyExpression(value as ts.Expression, undefined, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
