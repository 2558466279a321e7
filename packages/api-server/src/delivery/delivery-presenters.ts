import {
  courierEarning,
  type AdminDelivery,
  type CourierDelivery,
  type DeliveryStatus,
  type OrderRegion,
} from '@farmplate/contracts';
import { iso } from '../http/dates';
import { currencyOfRegion } from '../orders/currency';
import type { DeliveryRow } from './dispatch-repository';
import { OPEN_DELIVERY_STATUSES } from './dispatch-repository';

/** Whole minutes from `since` to `now` (0 when unknown or ahead). */
export const minutesSince = (since: Date | null, now: Date): number =>
  since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)) : 0;

/**
 * One delivery as its courier sees it. The customer's phone and full address only while the
 * delivery is `courierId`'s and open (assigned or picked up); the area and first name otherwise.
 */
export function toCourierDelivery(row: DeliveryRow, courierId: number, feeSharePercent: number): CourierDelivery {
  const { order } = row;
  const open =
    order.deliveryPartnerId === courierId &&
    (OPEN_DELIVERY_STATUSES as readonly string[]).includes(order.deliveryStatus ?? '');
  const fee = order.deliveryFee ?? 0;
  // a delivered order keeps the share it was delivered with
  const share = order.courierFeeShare ?? feeSharePercent;
  return {
    id: order.id,
    order_number: order.orderNumber,
    delivery_status: (order.deliveryStatus ?? 'unassigned') as DeliveryStatus,
    status: order.status,
    region: (order.region ?? 'us') as OrderRegion,
    currency: currencyOfRegion(order.region),
    pickup_kind: row.pickupKind,
    kitchen: {
      name: row.kitchenName ?? 'FarmPlate',
      address: row.kitchenAddress,
      phone: row.kitchenPhone,
      area: row.kitchenZone,
    },
    customer: {
      name: open ? order.customerName : order.customerName.split(/\s+/)[0]!,
      phone: open ? order.customerPhone : null,
      address: open ? order.deliveryAddress : null,
      area: order.deliveryZone,
    },
    special_instructions: open ? order.specialInstructions : null,
    items: row.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
    delivery_fee: fee,
    tip: order.tip,
    earning: courierEarning(fee, share, order.tip),
    ready_at: iso(order.readyAt),
    assigned_at: iso(order.assignedAt),
    picked_up_at: iso(order.pickedUpAt),
    delivered_at: iso(order.deliveredAt),
    failure_reason: order.failureReason,
    proof_photo_url: order.proofPhotoUrl ? `/storage/${order.proofPhotoUrl}` : null,
  };
}

/** One delivery on the admin's Deliveries screen. */
export function toAdminDelivery(
  row: {
    order: DeliveryRow['order'];
    kitchenName: string | null;
    kitchenZone: string | null;
    courierName: string | null;
    courierVehicle: string | null;
  },
  now: Date,
): AdminDelivery {
  const { order } = row;
  const since =
    order.deliveryStatus === 'failed'
      ? order.failedAt
      : order.deliveryStatus === 'unassigned'
        ? order.readyAt
        : order.assignedAt;
  return {
    id: order.id,
    order_number: order.orderNumber,
    region: (order.region ?? 'us') as OrderRegion,
    kitchen_name: row.kitchenName ?? 'FarmPlate',
    pickup_area: row.kitchenZone,
    dropoff_area: order.deliveryZone,
    delivery_status: (order.deliveryStatus ?? 'unassigned') as DeliveryStatus,
    courier:
      order.deliveryPartnerId === null
        ? null
        : { id: order.deliveryPartnerId, name: row.courierName ?? 'Courier', vehicle: row.courierVehicle },
    ready_at: iso(order.readyAt),
    assigned_at: iso(order.assignedAt),
    picked_up_at: iso(order.pickedUpAt),
    failure_reason: order.failureReason,
    failure_note: order.failureNote,
    age_minutes: minutesSince(since, now),
  };
}
