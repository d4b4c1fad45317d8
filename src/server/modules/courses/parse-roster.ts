import { EmailSchema, NameSchema, type Gender } from '@contract/fields.ts';
import { MAJORS, type MajorKey } from '@contract/majors.ts';
import { message, type Message } from '@contract/messages.ts';
import { ROSTER_LINES_MAX } from '@contract/limits.ts';
import { issueMessage } from '@contract/validation.ts';
import { badRequest } from '../../lib/errors.ts';

// A roster as a coordinator's spreadsheet saves it: `email,name,gender,major`, a header line,
// UTF-8 with or without Excel's byte order mark, RFC 4180 quoting (docs/rules/courses.md).

export interface RosterLine {
  /** The line as a spreadsheet numbers its rows: the header is 1. */
  line: number;
  email: string;
  name: string;
  gender: Gender;
  major: MajorKey;
}

export type LineError = Message & { line: number };

const HEADER = ['email', 'name', 'gender', 'major'];

/** A major by its key or its name, as a spreadsheet may hold either. */
const MAJOR_BY_WORD = new Map<string, MajorKey>(
  MAJORS.flatMap((m) => [
    [m.key.toLowerCase(), m.key],
    [m.name.toLowerCase(), m.key],
  ]),
);

/** The records of a CSV text; a quoted cell may hold commas, quotes ("") and line breaks. */
function records(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The roster's good lines and, for every other line, its number and what is wrong with it. */
export function parseRoster(text: string): { lines: RosterLine[]; errors: LineError[] } {
  const rows = records(text.replace(/^\uFEFF/, ''));
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase());
  if (header?.join(',') !== HEADER.join(',')) throw badRequest('roster.header');
  if (rows.length > ROSTER_LINES_MAX + 1) {
    throw badRequest(message('roster.tooLong', { max: ROSTER_LINES_MAX }));
  }
  const lines: RosterLine[] = [];
  const errors: LineError[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, index) => {
    const line = index + 1;
    if (index === 0 || cells.every((cell) => cell.trim() === '')) return;
    const refuse = (said: Message) => errors.push({ ...said, line });
    if (cells.length !== HEADER.length) return refuse(message('roster.columns'));
    const [rawEmail, rawName, rawGender, rawMajor] = cells as [string, string, string, string];
    const email = EmailSchema.safeParse(rawEmail);
    if (!email.success) return refuse(issueMessage(email.error.issues[0]?.message));
    const name = NameSchema.safeParse(rawName);
    if (!name.success) return refuse(issueMessage(name.error.issues[0]?.message));
    const gender = rawGender.trim().toLowerCase();
    if (gender !== 'male' && gender !== 'female') return refuse(message('validation.gender'));
    const major = MAJOR_BY_WORD.get(rawMajor.trim().toLowerCase());
    if (!major) return refuse(message('validation.unknownMajor'));
    const first = seen.get(email.data);
    if (first !== undefined) return refuse(message('roster.repeated', { line: first }));
    seen.set(email.data, line);
    lines.push({ line, email: email.data, name: name.data, gender, major });
  });
  return { lines, errors };
}
