import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDER_CSV_COLUMNS, ADMIN_STATUS_OF, type OrderStatus } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { deliveryProfiles, farmerProfiles, kitchenProfiles, orderItems, orders } from '../db/schema';
import { qualified } from '../orders/queries';
import { currencyOfRegion } from '../orders/currency';

/** Rows read per query: memory stays flat however many orders match. */
const BATCH_SIZE = 1000;

/**
 * A CSV writer for cells typed by users: csv-stringify's `escape_formulas` prefixes a cell that
 * starts with =, +, -, @, tab or carriage return with a quote, so a spreadsheet shows the text
 * instead of running it as a formula.
 */
export const csvWriter = (): Stringifier =>
  stringify({ escape_formulas: true, bom: true, record_delimiter: 'windows' });

const line = (column: { name: string }) => qualified(orderItems, column);
const ofThisOrder = sql`${line(orderItems.orderId)} = ${qualified(orders, orders.id)}`;
const lineSummary = sql<string>`(
  select coalesce(string_agg(${line(orderItems.quantity)} || ' x ' || ${line(orderItems.name)}, '; ' order by ${line(orderItems.id)}), '')
  from ${orderItems} where ${ofThisOrder}
)`;
const lineCount = sql<number>`(select coalesce(sum(${line(orderItems.quantity)}), 0)::int from ${orderItems} where ${ofThisOrder})`;

/** Every order matching `where`, newest first, read in batches after the last row sent. */
async function* orderRows(db: Database, where: SQL | undefined): AsyncGenerator<(string | number)[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)))
      : undefined;
    const batch = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        kitchen: sql<string | null>`coalesce(${kitchenProfiles.kitchenName}, ${farmerProfiles.farmName})`,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        rider: deliveryProfiles.deliveryName,
        deliveryDate: orders.deliveryDate,
        itemCount: lineCount,
        items: lineSummary,
        total: orders.totalAmount,
        region: orders.region,
      })
      .from(orders)
      .leftJoin(kitchenProfiles, eq(kitchenProfiles.userId, orders.kitchenId))
      .leftJoin(farmerProfiles, eq(farmerProfiles.userId, orders.farmerId))
      .leftJoin(deliveryProfiles, eq(deliveryProfiles.userId, orders.deliveryPartnerId))
      .where(and(...[where, cursor].filter((condition): condition is SQL => condition !== undefined)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(BATCH_SIZE);
    for (const row of batch)
      yield [
        row.id,
        row.orderNumber,
        row.createdAt.toISOString(),
        row.customerName,
        row.customerEmail ?? '',
        row.kitchen ?? '',
        ADMIN_STATUS_OF[row.status as OrderStatus] ?? row.status,
        row.paymentStatus,
        row.rider ?? '',
        row.deliveryDate?.toISOString() ?? '',
        row.itemCount,
        row.items,
        Number(row.total).toFixed(2),
        currencyOfRegion(row.region),
      ];
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The CSV of every matching order (header first), streamed: backpressure pauses the reads. */
export function ordersCsv(db: Database, where: SQL | undefined): Readable {
  async function* withHeader() {
    yield [...ADMIN_ORDER_CSV_COLUMNS];
    yield* orderRows(db, where);
  }
  const source = Readable.from(withHeader());
  const csv = csvWriter();
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
