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
      "'\tx",
      `"'\rx"`,
    ]);
  });

  it('keeps Arabic and empty cells as they are', () => {
    expect(csvLine(['سارة', null, ''])).toBe('سارة,,\r\n');
  });
});
