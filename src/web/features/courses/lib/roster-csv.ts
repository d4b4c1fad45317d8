import type { RosterStudent } from '@contract/courses.ts';

// The roster file format (docs/rules/courses.md, "The roster"): the header, then one line per
// student, each cell quoted as RFC 4180 asks when it holds a comma, a quote or a line break.

const HEADER = 'email,name,gender,major';

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One student added by hand, as the one-line roster the import takes. */
export function rosterOfOne(student: RosterStudent): string {
  const { email, name, gender, major } = student;
  return `${HEADER}\r\n${[email, name, gender, major].map(cell).join(',')}\r\n`;
}
