// PROVISIONAL: replaced by @farmplate/contracts' delivery types once they are merged.
export type Vehicle = 'bicycle' | 'motorbike' | 'car' | 'on_foot';
export type DeliveryStatus = 'unassigned' | 'assigned' | 'picked_up' | 'delivered' | 'failed';
export type FailureReason = 'customer_unreachable' | 'address_wrong' | 'other';
type Currency = 'USD' | 'NGN';

export interface CourierDocuments {
  licence_number: string | null;
  licence_expiry: string | null;
  registration_number: string | null;
  insurance_number: string | null;
  insurance_expiry: string | null;
}

export interface CourierDelivery {
  id: number;
  order_number: string;
  delivery_status: DeliveryStatus;
  currency: Currency;
  fee: number;
  tip: number;
  earnings: number;
  kitchen: { name: string; address: string | null; phone: string | null };
  customer: { name: string; address: string | null; phone: string | null };
  dropoff_area: string;
  assigned_at: string | null;
  picked_up_at: string | null;
  delivered_at: string | null;
  failure_reason: string | null;
}

export interface CourierMe {
  id: number;
  name: string;
  region: 'us' | 'ng';
  zones: string[];
  vehicle: Vehicle;
  status: string;
  online: boolean;
  documents: CourierDocuments;
  currency: Currency;
  today: { deliveries: number; earnings: number };
  active_delivery: CourierDelivery | null;
}

export interface AvailableDelivery {
  id: number;
  order_number: string;
  kitchen_name: string;
  kitchen_area: string;
  dropoff_area: string;
  currency: Currency;
  fee: number;
  tip: number;
  ready_at: string;
}

export interface CourierDeliveryPage {
  data: CourierDelivery[];
  current_page: number;
  last_page: number;
  total: number;
}

export interface EarningsLine {
  id: number;
  order_number: string;
  delivered_at: string;
  currency: Currency;
  fee_share: number;
  tip: number;
  total: number;
}
export interface EarningsPeriod {
  period: string;
  currency: Currency;
  deliveries: number;
  fee_share: number;
  tips: number;
  total: number;
}
export interface CourierEarnings {
  deliveries: EarningsLine[];
  days: EarningsPeriod[];
  weeks: EarningsPeriod[];
}

export type CourierProfileBody = { vehicle: Vehicle; zones: string[] } & CourierDocuments;
export type DeliverBody = { delivery_code: string } | { left_at_door: true; photo_url: string };
export interface CourierFailBody {
  reason: FailureReason;
  note?: string;
}
