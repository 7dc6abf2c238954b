/**
 * The interface's words come from its messages (client/src/lib/i18n.ts), so every language
 * shows them: no words written straight into a component's markup, where no translation can
 * reach them. Names that are the same in every language (the app's own) may stand as they are.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";

const root = path.join(import.meta.dirname, "../..");
const SAME_IN_EVERY_LANGUAGE = new Set(["Koinonia", "English", "Español", "Português"]);
// Attributes a person reads or hears (a screen reader reads labels and alternative text).
const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "placeholder", "title", "alt", "label", "description"]);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

function untranslated(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, words: string) =>
    found.push(`${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(words.trim())}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteral(node.initializer.expression)
          ? node.initializer.expression.text
          : undefined;
      if (value !== undefined && hasWords(value)) at(node, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it("writes no words of the interface straight into its markup", () => {
  const files = fs
    .readdirSync(path.join(root, "client/src"), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".tsx"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(files.flatMap(untranslated)).toEqual([]);
});
