import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Keeps where-rules-live.md true: every function (or schema, constant, component) it names is
// declared at the top level of the file it names, every file and folder exists, and every
// database name appears in the schema or a migration. The grammar of a "function / file" cell is the doc's own
// (see its opening paragraph).

const root = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(import.meta.dirname, 'where-rules-live.md'), 'utf8');
const migrations = join(root, 'migrations');
const schema = [
  readFileSync(join(root, 'src/server/db/schema.ts'), 'utf8'),
  ...readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => readFileSync(join(migrations, file), 'utf8')),
].join('\n');

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const isPath = (token: string) => token.includes('/') || /\.(tsx?|css|html)$/.test(token);

/** Names declared at the top level of a source file, exported or not. */
function declaredIn(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) names.add(d.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The cell without its parenthesised commentary (parentheses inside `code` do not count). */
function withoutComments(cell: string): string {
  let depth = 0;
  return cell
    .split(/(`[^`]*`)/)
    .map((part) => {
      if (part.startsWith('`')) return depth > 0 ? '' : part;
      let kept = '';
      for (const char of part) {
        if (char === '(') depth++;
        else if (char === ')') depth = Math.max(0, depth - 1);
        else if (depth === 0) kept += char;
      }
      return kept;
    })
    .join('');
}

interface Reference {
  section: string;
  name: string;
  file: string;
}

/** Every `name` → file reference and every database name of the doc's tables. */
function readDoc() {
  const references: Reference[] = [];
  const files = new Set<string>();
  const databaseNames: string[] = [];
  const problems: string[] = [];
  let section = '';
  let folder: string | undefined;
  let columns: string[] = [];
  let previousFirstFile: string | undefined;

  const resolvePath = (token: string) => {
    if (token.startsWith('src/') || token.startsWith('docs/')) return token;
    if (folder) return join(folder, token);
    problems.push(`${section}: \`${token}\` is a bare file name in a section without a folder`);
    return token;
  };

  for (const line of doc.split('\n')) {
    if (line.startsWith('## ')) {
      section = line.slice(3);
      folder = [...line.matchAll(/`([^`]+\/)`/g)][0]?.[1];
      columns = [];
      previousFirstFile = undefined;
      continue;
    }
    if (!line.startsWith('|') || /^\|[\s|:-]+\|$/.test(line)) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (columns.length === 0) {
      columns = cells;
      continue;
    }
    cells.forEach((cell, i) => {
      if (columns[i] === 'database') {
        databaseNames.push(...[...withoutComments(cell).matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
      }
    });
    const where = columns.findIndex((c) => c === 'function / file' || c === 'file');
    const cell = cells[where] ?? '';
    let firstFile: string | undefined;
    // Parenthesised text is commentary; groups are separated by ';'.
    for (const group of withoutComments(cell).split(';')) {
      const tokens = [...group.matchAll(/`([^`]+)`|same file/g)].map((m) =>
        m[1] === undefined ? { sameFile: true as const } : { text: m[1] },
      );
      let waiting: string[] = [];
      for (const token of tokens) {
        let file: string | undefined;
        if ('sameFile' in token) {
          file = previousFirstFile;
          if (!file) problems.push(`${section}: 'same file' with no file in the row above`);
        } else if (isPath(token.text)) {
          file = resolvePath(token.text);
        } else if (IDENTIFIER.test(token.text)) {
          waiting.push(token.text);
          continue;
        } else {
          continue;
        }
        if (!file) continue;
        firstFile ??= file;
        files.add(file);
        for (const name of waiting) references.push({ section, name, file });
        waiting = [];
      }
      for (const name of waiting) problems.push(`${section}: \`${name}\` is followed by no file`);
    }
    previousFirstFile = firstFile ?? previousFirstFile;
  }
  return { references, files, databaseNames, problems };
}

const { references, files, databaseNames, problems } = readDoc();

describe('docs/rules/where-rules-live.md', () => {
  it('names a file for every function, in the form its tests can read', () => {
    expect(references.length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('names files and folders that exist', () => {
    const missing = [...files].filter((file) => !existsSync(join(root, file)));
    expect(missing).toEqual([]);
  });

  it('names each function in the file that declares it', () => {
    const wrong = references.filter(({ name, file }) => {
      const path = join(root, file);
      if (!existsSync(path) || statSync(path).isDirectory()) return true;
      return !declaredIn(path).has(name);
    });
    expect(wrong.map(({ section, name, file }) => `${section}: ${name} in ${file}`)).toEqual([]);
  });

  it('names database constraints and columns the schema has', () => {
    const quoted = (name: string) => schema.includes(`'${name}'`) || schema.includes(`"${name}"`);
    expect(databaseNames.filter((name) => !quoted(name))).toEqual([]);
  });
});
