import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// CSV files as RFC 4180 writes them (docs/decisions/0071-csv-exports.md): CRLF line ends, a
// field quoted when it holds a comma, a quote or a line break (and a semicolon or a tab, the
// separators other locales read), quotes doubled; UTF-8 with a byte order mark, so spreadsheets
// read Arabic names; and no cell a spreadsheet would run.

/** First characters that make a spreadsheet read a cell as a formula (or hide one behind). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula character starting a piece after a separator inside the value: a spreadsheet that
 * splits on another separator (';' in many locales) and ignores quotes in mid-cell would start a
 * new cell there. It gets an apostrophe too.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n]\s*)([=+\-@])/g;

/** A cell a spreadsheet shows as text: each formula-looking piece gets a leading apostrophe. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: ReadonlyArray<Parameters<typeof csvCell>[0]>) =>
  `${cells.map(csvCell).join(',')}\r\n`;

const BOM = '\uFEFF';

/**
 * Answers a CSV download: the header row, then the rows of each page as `pages` yields them, so
 * a large export is never one result in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  options: {
    filename: string;
    header: string[];
    pages: AsyncIterable<Array<Array<string | null>>>;
  },
): FastifyReply {
  async function* lines() {
    yield BOM + csvLine(options.header);
    for await (const rows of options.pages) {
      if (rows.length > 0) yield rows.map(csvLine).join('');
    }
  }
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${options.filename}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(lines()));
}
