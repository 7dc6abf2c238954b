/**
 * Every word the interface and the mail show in English has its Spanish and Portuguese, and
 * nothing more: a key missing in a language (or left behind after its English went) fails here.
 *
 * The English is read from the code itself, without running it: each `i18n("part/name", {...})`
 * call (client) and `mailMessages("part/name", {...})` call (server mail) names its messages,
 * each a string, `params("... {name} ...")` or `count({ one: "...", other: "..." })`.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { EXPORT_CONTENTS } from "../../contract/account-export";
import { LANGUAGES } from "../../contract/languages";

const root = path.join(import.meta.dirname, "../..");
const TRANSLATED = LANGUAGES.filter((language) => language !== "en");

type Message = { kind: "text"; text: string } | { kind: "plural"; forms: Record<string, string> };
type Part = { file: string; messages: Map<string, Message> };

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isFile() && /\.tsx?$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : []));
}

const literal = (node: ts.Node): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;

function readMessage(node: ts.Expression, where: string): Message {
  const text = literal(node);
  if (text !== undefined) return { kind: "text", text };
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 1) {
    const [argument] = node.arguments as unknown as [ts.Expression];
    if (node.expression.text === "params") return readMessage(argument, where);
    if (node.expression.text === "count" && ts.isObjectLiteralExpression(argument)) {
      const forms: Record<string, string> = {};
      for (const property of argument.properties) {
        const value = ts.isPropertyAssignment(property) ? literal(property.initializer) : undefined;
        if (!ts.isPropertyAssignment(property) || value === undefined) throw new Error(`${where}: count() takes plain strings`);
        forms[property.name.getText()] = value;
      }
      return { kind: "plural", forms };
    }
  }
  throw new Error(`${where}: a message is a string, params("...") or count({...}), written out where it is named`);
}

/** Every part that names messages, by its name, read from the source of `dirs`. */
function englishParts(dirs: string[], callee: string): Map<string, Part> {
  const parts = new Map<string, Part>();
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const text = fs.readFileSync(file, "utf8");
    if (!text.includes(`${callee}(`)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === callee) {
        const [nameNode, body] = node.arguments;
        const name = nameNode && literal(nameNode);
        const relative = path.relative(root, file);
        if (name && body && ts.isObjectLiteralExpression(body)) {
          if (parts.has(name)) throw new Error(`"${name}" is named twice: ${parts.get(name)!.file} and ${relative}`);
          const messages = new Map<string, Message>();
          for (const property of body.properties) {
            if (!ts.isPropertyAssignment(property)) throw new Error(`${relative}: write each message of "${name}" as key: value`);
            const key = property.name.getText().replace(/^["']|["']$/g, "");
            messages.set(key, readMessage(property.initializer, `${relative} "${name}".${key}`));
          }
          parts.set(name, { file: relative, messages });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return parts;
}

type Json = Record<string, Record<string, string | Record<string, string>>>;

function translations(files: string[]): Json {
  return Object.assign({}, ...files.map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as Json));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** What is wrong with a language's translation of the parts: one line per fault. */
function faults(parts: Map<string, Part>, translated: Json): string[] {
  const found: string[] = [];
  for (const [name, part] of parts) {
    const words = translated[name] ?? {};
    for (const [key, english] of part.messages) {
      const where = `"${name}".${key} (${part.file})`;
      const word = words[key];
      if (word === undefined || word === "") {
        found.push(`${where} is missing`);
      } else if (english.kind === "text") {
        if (typeof word !== "string") found.push(`${where} should be a string`);
        else if (placeholders(word).join() !== placeholders(english.text).join())
          found.push(`${where} should keep the placeholders ${placeholders(english.text).join(", ") || "(none)"}`);
      } else if (typeof word === "string" || !word.one || !word.other) {
        found.push(`${where} should give at least the "one" and "other" forms`);
      } else {
        const allowed = new Set(Object.values(english.forms).flatMap(placeholders));
        for (const form of Object.values(word)) {
          for (const placeholder of placeholders(form)) {
            if (!allowed.has(placeholder)) found.push(`${where} has the unknown placeholder {${placeholder}}`);
          }
        }
      }
    }
    for (const key of Object.keys(words)) {
      if (!part.messages.has(key)) found.push(`"${name}".${key} is translated but no longer in English`);
    }
  }
  for (const name of Object.keys(translated)) {
    if (!parts.has(name)) found.push(`"${name}" is translated but no part names it`);
  }
  return found;
}

/**
 * Words whose English the client never carries, such as the server's own messages (their
 * English is the server's words, shown as they come): listed in client/src/locales/en, a file
 * the client does not load, so the translations can be checked against them.
 */
function listedEnglish(parts: Map<string, Part>): Map<string, Part> {
  const dir = path.join(root, "client/src/locales/en");
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    for (const [name, words] of Object.entries(translations([path.join(dir, file)]))) {
      const part = parts.get(name) ?? { file: `client/src/locales/en/${file}`, messages: new Map<string, Message>() };
      for (const [key, word] of Object.entries(words)) {
        part.messages.set(key, typeof word === "string" ? { kind: "text", text: word } : { kind: "plural", forms: word });
      }
      parts.set(name, part);
    }
  }
  return parts;
}

const client = listedEnglish(englishParts(["client/src"], "i18n"));
// What the data export holds, file by file: its English is the contract's (the archive's README
// says the same), shown by the settings page.
client.set("account/export-contents", {
  file: "contract/account-export.ts",
  messages: new Map(EXPORT_CONTENTS.map(({ file, holds }) => [file, { kind: "text", text: holds } as Message])),
});
const mail = englishParts(["server"], "mailMessages");

describe.each(TRANSLATED)("the %s translation", (language) => {
  it("has every word of the interface, with its placeholders", () => {
    const dir = path.join(root, "client/src/locales", language);
    const files = fs.readdirSync(dir).map((file) => path.join(dir, file));
    expect(faults(client, translations(files))).toEqual([]);
  });

  it("keeps each part's words in the file named for the part's first segment", () => {
    const dir = path.join(root, "client/src/locales", language);
    const misplaced = fs.readdirSync(dir).flatMap((file) =>
      Object.keys(translations([path.join(dir, file)]))
        .filter((name) => `${name.split("/")[0]}.json` !== file)
        .map((name) => `"${name}" is in ${file}`),
    );
    expect(misplaced).toEqual([]);
  });

  it("has every word of the mail, with its placeholders", () => {
    expect(faults(mail, translations([path.join(root, "server/mail/locales", `${language}.json`)]))).toEqual([]);
  });
});

describe("the translation check", () => {
  const parts = new Map<string, Part>([
    [
      "demo/part",
      {
        file: "demo.tsx",
        messages: new Map<string, Message>([
          ["hello", { kind: "text", text: "Hello {name}" }],
          ["posts", { kind: "plural", forms: { one: "{count} post", other: "{count} posts" } }],
        ]),
      },
    ],
  ]);

  it("finds a missing key, a lost placeholder, a missing plural form and a stale key", () => {
    expect(faults(parts, { "demo/part": { hello: "Hola", posts: { other: "{count} publicaciones" }, gone: "x" } })).toEqual([
      `"demo/part".hello (demo.tsx) should keep the placeholders name`,
      `"demo/part".posts (demo.tsx) should give at least the "one" and "other" forms`,
      `"demo/part".gone is translated but no longer in English`,
    ]);
    expect(faults(parts, {})).toEqual([`"demo/part".hello (demo.tsx) is missing`, `"demo/part".posts (demo.tsx) is missing`]);
  });

  it("passes a whole translation", () => {
    expect(
      faults(parts, { "demo/part": { hello: "Hola {name}", posts: { one: "{count} publicación", other: "{count} publicaciones" } } }),
    ).toEqual([]);
  });

  it("reads the interface's parts from the code", () => {
    expect(client.size).toBeGreaterThan(0);
  });
});
