import { describe, expect, it } from 'vitest';
import { parseRoster } from './parse-roster.ts';

// Line numbers as a spreadsheet shows its rows: the header is 1 (docs/rules/courses.md).

const lineOf = (text: string) => {
  const { lines, errors } = parseRoster(text);
  return {
    good: lines.map((l) => [l.line, l.email, l.name]),
    bad: errors.map((e) => [e.line, e.code]),
  };
};

describe('parseRoster', () => {
  it('counts a quoted cell with a line break as one row, and blank rows as rows', () => {
    // A name is one line, as the profile's is: the break is refused, on the row it is in.
    const text =
      'email,name,gender,major\n"a@uni.test","Noor\nSalem",female,CS\n\nb@uni.test,"O""Neil, Jr",male,EE\nbad,x,male,CS';
    expect(lineOf(text)).toEqual({
      good: [[4, 'b@uni.test', 'O"Neil, Jr']],
      bad: [
        [2, 'validation.badCharacters'],
        [5, 'validation.email'],
      ],
    });
  });

  it("takes old Mac line ends and Excel's byte order mark", () => {
    expect(lineOf('\uFEFFemail,name,gender,major\rA@Uni.test,A,Male,computer science\r')).toEqual({
      good: [[2, 'a@uni.test', 'A']],
      bad: [],
    });
  });

  it('refuses a file that does not start with the header', () => {
    expect(() => parseRoster('')).toThrow(/header/);
    expect(() => parseRoster('a@uni.test,A,male,CS\n')).toThrow(/header/);
  });
});
