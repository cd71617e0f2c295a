import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/**
 * The messages convex/ refuses with, read from its source: the second argument of every
 * `appError(code, message)` and the `message` of every `new ConvexError({ … })`, as a string or
 * template literal (its `${…}` parts as `{{}}`), directly or through a constant (`NAME`,
 * `OBJECT.key`) or a one-line wrapper (`const conflict = (message: string) => appError(…, message)`). Messages a function computes (`tooManyAttemptsMessage(…)`) or that arrive in a
 * variable are `computed`: the model's functions are checked through their outputs
 * (tests/web/i18n/messages.test.ts).
 */
export type ServerMessage = { where: string; text: string; literal: boolean };

const ROOT = join(import.meta.dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_generated" ? [] : files(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

type Constants = Map<string, ts.Expression>;

function textOf(node: ts.Expression, constants: Constants): { text: string; literal: boolean } | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { text: node.text, literal: true };
  if (ts.isTemplateExpression(node)) return { text: node.head.text + node.templateSpans.map((span) => `{{}}${span.literal.text}`).join(""), literal: false };
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return textOf(node.expression, constants);
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? textOf(value, constants) : null;
  }
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    let object = constants.get(node.expression.text);
    while (object && (ts.isAsExpression(object) || ts.isSatisfiesExpression(object))) object = object.expression;
    const property = object && ts.isObjectLiteralExpression(object) ? object.properties.find((p) => p.name?.getText() === node.name.text) : undefined;
    return property && ts.isPropertyAssignment(property) ? textOf(property.initializer, constants) : null;
  }
  return null;
}

export function serverMessages(): { messages: ServerMessage[]; computed: string[] } {
  const sources = files(join(ROOT, "convex")).map((path) => ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true));
  // Module-level constants of every file (names are unique enough across convex/ for this).
  const constants: Constants = new Map();
  for (const source of sources)
    for (const statement of source.statements)
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
  // Wrappers: a constant arrow function whose body is `appError(code, <its first parameter>)`.
  const wrappers = new Set(
    [...constants].flatMap(([name, value]) => {
      if (!ts.isArrowFunction(value) || !ts.isCallExpression(value.body)) return [];
      const [first] = value.parameters;
      const passed = value.body.arguments[1];
      const wraps = value.body.expression.getText() === "appError" && first && passed && passed.getText() === first.name.getText();
      return wraps ? [name] : [];
    }),
  );
  const messages: ServerMessage[] = [];
  const computed: string[] = [];
  for (const source of sources) {
    const file = relative(ROOT, source.fileName);
    source.forEachChild(function visit(node): void {
      let message: ts.Expression | undefined;
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        if (node.expression.text === "appError") message = node.arguments[1];
        else if (wrappers.has(node.expression.text)) message = node.arguments[0];
      }
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "ConvexError") {
        const data = node.arguments?.[0];
        if (data && ts.isObjectLiteralExpression(data))
          for (const property of data.properties)
            if (ts.isPropertyAssignment(property) && property.name.getText() === "message") message = property.initializer;
      }
      if (message) {
        const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const text = textOf(message, constants);
        if (text) messages.push({ where, ...text });
        else computed.push(`${where} ${message.getText()}`);
      }
      node.forEachChild(visit);
    });
  }
  return { messages, computed };
}

/**
 * The sentences (string and template literals ending with a full stop) inside some functions of a
 * convex/ file: messages a function returns for the UI to show, not thrown (the trash's restores).
 */
export function sentencesIn(file: string, functions: readonly string[]): ServerMessage[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true);
  const sentences: ServerMessage[] = [];
  source.forEachChild(function visit(node, inside = false): void {
    const within = inside || (ts.isFunctionDeclaration(node) && functions.includes(node.name?.text ?? ""));
    if (within && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))) {
      const text = textOf(node, new Map());
      if (text && /\.$/.test(text.text)) sentences.push({ where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, ...text });
    }
    node.forEachChild((child) => visit(child, within));
  });
  return sentences;
}
