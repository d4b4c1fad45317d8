import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { MESSAGES } from '@contract/messages.ts';
import { NOTIFICATION_MESSAGES } from '@contract/notification-messages.ts';
import { enConsole } from '../src/web/lib/i18n/en-console.ts';
import { en } from '../src/web/lib/i18n/en.ts';

// Lint: every key of the English tables (the web's en.ts, and the contract's notification and
// message codes) is used somewhere in src. Arabic has the same
// keys: ar.ts's type and src/web/lib/i18n/i18n.test.ts check that.
//
// A key is used when src spells it as a string, outside the tables that define it and outside
// tests: t('nav.logout'), a MessageKey in a list, notFound('users.notFound'), MESSAGES['x'].

/**
 * Keys src builds instead of spelling, as `head${value}tail`. A key of such a family is used when
 * its value part is itself spelled in src (a status, a major's key, a button's name) or is a
 * number (the tutorial's steps). The script fails when src builds keys of a family not listed
 * here, or when a listed family is no longer built, so the list stays true.
 */
const BUILT: ReadonlyArray<{ head: string; tail: string; where: string }> = [
  { head: 'major.', tail: '', where: 'majorLabel() in i18n.ts; en.ts makes one per MAJORS key' },
  { head: 'teamStatus.', tail: '', where: "team-status-card.tsx: the dashboard's team status" },
  { head: 'status.', tail: '', where: "applicants-section.tsx: an application's new status" },
  { head: 'notifications.', tail: '', where: "notifications-panel.tsx: the 'more' buttons" },
  { head: 'tutorial.', tail: '.title', where: "tutorial-dialog.tsx: a step's title" },
  { head: 'tutorial.', tail: '.body', where: "tutorial-dialog.tsx: a step's text" },
  { head: 'auth.password.', tail: '', where: 'password-checklist.tsx: a password rule' },
];

const root = join(import.meta.dirname, '..');
const src = join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Is this string the name of a property being defined (`'nav.logout': 'Logout'`)? */
const isDefinedName = (node: ts.Node) =>
  ts.isPropertyAssignment(node.parent) && node.parent.name === node;

const spelled = new Set<string>();
/** Where each string is spelled, for the console's words. */
const spelledIn = new Map<string, Set<string>>();
const templates: Array<{ head: string; tail: string; file: string }> = [];
for (const file of sourceFiles(src)) {
  const text = readFileSync(file, 'utf8');
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) && !isDefinedName(node)) {
      spelled.add(node.text);
      spelledIn.set(node.text, (spelledIn.get(node.text) ?? new Set()).add(relative(root, file)));
    }
    // Only a template with one value can build a key; longer ones are sentences.
    if (ts.isTemplateExpression(node) && node.templateSpans.length === 1) {
      templates.push({
        head: node.head.text,
        tail: node.templateSpans[0]!.literal.text,
        file: relative(root, file),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
}

const keys = Object.keys({ ...en, ...enConsole, ...MESSAGES, ...NOTIFICATION_MESSAGES });
const groups = new Set(keys.map((key) => `${key.split('.')[0]}.`));
const problems: string[] = [];

const builtBy = (key: string) =>
  BUILT.find(({ head, tail }) => {
    if (!key.startsWith(head) || !key.endsWith(tail)) return false;
    const value = key.slice(head.length, key.length - tail.length);
    return value !== '' && (spelled.has(value) || /^\d+$/.test(value));
  });

for (const key of keys) {
  if (!spelled.has(key) && !builtBy(key)) problems.push(`unused translation key '${key}'`);
}

// The console's English loads with the console's screens only: elsewhere its keys would show raw.
// The reminder dialog is shown in the console's Formation tab only.
const CONSOLE_FILES =
  /^src\/web\/(features\/(admin|courses)\/|features\/formation\/components\/reminder-dialog\.tsx$|app\/routes\/(admin|course-console)\.tsx$)/;
for (const key of Object.keys(enConsole)) {
  for (const file of spelledIn.get(key) ?? []) {
    if (!CONSOLE_FILES.test(file)) problems.push(`${file} shows '${key}', a word of en-console.ts`);
  }
}

const isListed = (t: { head: string; tail: string }) =>
  BUILT.some(({ head, tail }) => head === t.head && tail === t.tail);
for (const t of templates) {
  if (groups.has(t.head) && !isListed(t)) {
    problems.push(`${t.file} builds keys \`${t.head}\${…}${t.tail}\`: list them in BUILT`);
  }
}
for (const b of BUILT) {
  if (!templates.some((t) => t.head === b.head && t.tail === b.tail)) {
    problems.push(`nothing in src builds \`${b.head}\${…}${b.tail}\` (${b.where}): drop it`);
  }
}

if (problems.length > 0) {
  console.error(`${problems.join('\n')}\n\n${problems.length} translation problem(s)`);
  process.exit(1);
}
console.log(`All ${keys.length} translation keys are used.`);
