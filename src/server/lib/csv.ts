import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// docs/decisions/0071-csv-exports.md

/** They make a spreadsheet read a cell as a formula (or hide one behind). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A spreadsheet splitting on ';' and ignoring mid-cell quotes would start a formula cell here. */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n]\s*)([=+\-@])/g;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: ReadonlyArray<Parameters<typeof csvCell>[0]>) =>
  `${cells.map(csvCell).join(',')}\r\n`;

const BOM = '\uFEFF';

/** Page by page, so a large export is never one result in memory. */
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
