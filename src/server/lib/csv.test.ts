import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 'plain'])).toBe(
      '"a,b","say ""hi""","two\nlines",plain\r\n',
    );
  });

  it('neutralises every formula-leading character, tab and carriage return included', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      `"'\tx"`,
      `"'\rx"`,
    ]);
  });

  it('quotes semicolons and tabs, the separators other locales split on', () => {
    expect(csvLine(['Ali;Omar', 'a\tb', 'x'])).toBe('"Ali;Omar","a\tb",x\r\n');
  });

  it('neutralises a formula starting any piece after a separator inside the cell', () => {
    expect(csvCell("Ali;=cmd|' /C calc'!A0")).toBe(`"Ali;'=cmd|' /C calc'!A0"`);
    expect(csvCell('Ali; +1')).toBe(`"Ali; '+1"`);
    expect(csvCell('a,@SUM(A1)')).toBe(`"a,'@SUM(A1)"`);
    expect(csvCell('a\t-1')).toBe(`"a\t'-1"`);
    expect(csvCell('line\n=1+1')).toBe(`"line\n'=1+1"`);
    expect(csvCell('=a;=b')).toBe(`"'=a;'=b"`);
    // A formula character inside a piece is left alone.
    expect(csvCell('Ali;Omar-Saleh')).toBe('"Ali;Omar-Saleh"');
    expect(csvCell('C++ team')).toBe('C++ team');
  });

  it('keeps Arabic and empty cells as they are', () => {
    expect(csvLine(['سارة', null, ''])).toBe('سارة,,\r\n');
  });
});
