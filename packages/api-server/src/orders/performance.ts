import { ON_TIME_PREP_MINUTES, type OrderTimelineEntry, type StatusHistoryPeriod } from '@farmplate/contracts';
import type { OrderLine, OrderRow } from './orders-repository';

const minutesBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Start of today, of this week (weeks run Sunday to Saturday, spec §2) and of this month, in server time. */
export function periodStarts(now: Date): Record<StatusHistoryPeriod, Date> {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const week = new Date(today);
  week.setDate(today.getDate() - today.getDay());
  return { today, week, month: new Date(now.getFullYear(), now.getMonth(), 1) };
}

/** The four figures of the Order Status & Performance screen for a set of orders. */
export function performanceOf(orders: OrderRow[]) {
  const prepared = orders.filter((order) => order.startedAt && order.readyAt);
  const prepMinutes = prepared.map((order) => minutesBetween(order.startedAt!, order.readyAt!));
  const onTime = prepMinutes.filter((minutes) => minutes <= ON_TIME_PREP_MINUTES).length;
  const completed = orders.filter((order) => order.status === 'completed').length;
  return {
    totalOrders: orders.length,
    averagePrepTime: prepMinutes.length
      ? oneDecimal(prepMinutes.reduce((sum, minutes) => sum + minutes, 0) / prepMinutes.length)
      : 0,
    onTimeDelivery: prepMinutes.length ? oneDecimal((onTime / prepMinutes.length) * 100) : 0,
    completionRate: orders.length ? oneDecimal((completed / orders.length) * 100) : 0,
  };
}

export function timelineEntry(order: OrderRow, lines: OrderLine[]): OrderTimelineEntry {
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status,
    customer: order.customerName,
    items: lines.map((line) => `${line.quantity}x ${line.name}`),
    orderTime: order.createdAt.toISOString(),
    startTime: order.startedAt?.toISOString() ?? null,
    readyTime: order.readyAt?.toISOString() ?? null,
    completedTime: order.completedAt?.toISOString() ?? null,
    totalTime: order.completedAt ? Math.round(minutesBetween(order.createdAt, order.completedAt)) : null,
  };
}
