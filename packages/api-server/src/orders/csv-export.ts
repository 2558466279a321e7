import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { ADMIN_ORDER_CSV_COLUMNS } from '@farmplate/contracts';

/**
 * A CSV writer for cells typed by users: csv-stringify's `escape_formulas` prefixes a cell that
 * starts with =, +, -, @, tab or carriage return with a quote, so a spreadsheet shows the text
 * instead of running it as a formula.
 */
export const csvWriter = (): Stringifier =>
  stringify({ escape_formulas: true, bom: true, record_delimiter: 'windows' });

/** The CSV of every matching order (header first), streamed: backpressure pauses the reads. */
export function ordersCsv(rows: AsyncIterable<(string | number)[]>): Readable {
  async function* withHeader() {
    yield [...ADMIN_ORDER_CSV_COLUMNS];
    yield* rows;
  }
  const source = Readable.from(withHeader());
  const csv = csvWriter();
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
