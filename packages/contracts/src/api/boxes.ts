import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_PATTERN, Id, MAX_AMOUNT, MessageWithData, Nullable, PageQuery, Paged } from './common';
import * as compiled from './validators/compiled/boxes';
import { registerPrecompiled } from './validators/registry';

/**
 * Farm boxes and subscriptions: a farmer's boxes drawn from their inventory, the
 * public shop by ZIP with the city waitlists, customers' subscriptions, and each delivery date's
 * cycle (its cut-off makes the orders, the pick list adds up what to pack).
 */

export const BOX_KINDS = ['produce_box', 'meal_kit', 'grocery_bundle'] as const;
export type BoxKind = (typeof BOX_KINDS)[number];
export const BOX_SIZES = ['small', 'medium', 'large'] as const;
export type BoxSize = (typeof BOX_SIZES)[number];
export const BOX_STATUSES = ['active', 'inactive'] as const;
export const SUBSCRIPTION_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
export const DELIVERY_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DeliveryDay = (typeof DELIVERY_DAYS)[number];
export const SUBSCRIPTION_PAYMENT_METHODS = ['cash_on_delivery', 'bank_transfer'] as const;
export type SubscriptionPaymentMethod = (typeof SUBSCRIPTION_PAYMENT_METHODS)[number];
export const BOX_CITIES = ['dallas', 'houston', 'austin', 'san_antonio'] as const;
export type BoxCity = (typeof BOX_CITIES)[number];
/** Hours between a delivery date's cut-off and the start of that day, unless the admin sets another. */
export const DEFAULT_BOX_CUTOFF_HOURS = 48;

/** What the screens call the values above (the farmer's, the shop's and the customer's alike). */
export const BOX_KIND_LABELS: Record<BoxKind, string> = {
  produce_box: 'Produce box',
  meal_kit: 'Meal kit',
  grocery_bundle: 'Grocery bundle',
};
export const BOX_SIZE_LABELS: Record<BoxSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };
export const SUBSCRIPTION_FREQUENCY_LABELS: Record<SubscriptionFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
};
export const DELIVERY_DAY_LABELS: Record<DeliveryDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
export const SUBSCRIPTION_PAYMENT_LABELS: Record<SubscriptionPaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
};

export const BOX_MESSAGES = {
  /** a box order on the general order board: it moves only through Packed, Hand over and its delivery */
  boxOrderOnBoard: 'Farm box orders move through Box Orders: mark them Packed and hand them over there instead.',
  nameRequired: 'Box name is required',
  kindRequired: 'Please choose a box kind',
  sizeRequired: 'Please choose a box size',
  priceRequired: 'Price is required',
  contentsRequired: 'A box holds at least one inventory item',
  contentNotOwn: 'Contents must come from your own inventory',
  weeklyLimitRequired: 'Weekly limit must be at least 1',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  offeredUntilBeforeFrom: 'The last week offered cannot be before the first',
  created: 'Box created successfully!',
  updated: 'Box updated successfully!',
  deleted: 'Box deleted successfully!',
  hasSubscriptions: 'This box has subscriptions: set it inactive instead of deleting it',
  zipInvalid: 'Please enter a valid 5-digit ZIP code',
  zipNotServed: 'We do not deliver to this ZIP code yet',
  emailInvalid: 'Please enter a valid email address',
  waitlistJoined: "You're on the waitlist: we'll email you when we deliver to your city.",
  cityAlreadyServed: 'We already deliver to this ZIP code: subscribe to a box instead',
  soldOut: 'This box is sold out for now',
  boxNotOffered: 'This box is not on offer',
  sizeNotOffered: 'This box does not come in that size',
  subscribed: 'Subscribed! Your first box is on its way on the date shown.',
  subscriptionUpdated: 'Subscription updated: the change applies from the next delivery still open.',
  skipped: 'Your next delivery is skipped.',
  paused: 'Your subscription is paused.',
  cancelled: 'Your subscription is cancelled.',
  notActive: 'This subscription is cancelled',
  pastCutoff: 'The cut-off for this delivery has passed',
  skipLinkInvalid: 'This skip link is not valid.',
  skipLinkUsed: 'This delivery was already skipped.',
  pauseUntilFuture: 'Pause until a date after today',
  packed: 'Boxes marked ready for delivery',
  loginToBuy: 'Log in to buy a box',
  boxOnItsOwn: "A farm box is checked out on its own: your cart holds one box or one kitchen's dishes.",
  notPacked: 'This box order is not packed yet.',
} as const;

/** YYYY-MM-DD; the server also refuses days the calendar does not have. */
export const DateText = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  maxLength: 10,
  errorMessage: BOX_MESSAGES.dateInvalid,
});
export const Zip = Type.String({ pattern: '^\\d{5}$', maxLength: 5, errorMessage: BOX_MESSAGES.zipInvalid });

export const BoxContent = Type.Object({
  inventory_item_id: Type.Integer(),
  produce_name: Type.String(),
  unit: Type.String(),
  quantity: Type.Number(),
});

export const Box = Type.Object({
  id: Type.Integer(),
  farmer_id: Type.Integer(),
  farm_name: Nullable(Type.String()),
  name: Type.String(),
  kind: Type.Union(BOX_KINDS.map((kind) => Type.Literal(kind))),
  size: Type.Union(BOX_SIZES.map((size) => Type.Literal(size))),
  price: Type.Number(),
  description: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  offered_from: Type.String(),
  offered_until: Nullable(Type.String()),
  weekly_limit: Type.Integer(),
  status: Type.Union(BOX_STATUSES.map((status) => Type.Literal(status))),
  contents: Type.Array(BoxContent),
  /** subscriptions it can still take: the weekly limit and the stock, less the active subscriptions */
  places_left: Type.Integer(),
  active_subscriptions: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Box = Static<typeof Box>;

const boxFields = {
  name: Type.String({ pattern: '\\S', maxLength: 120, errorMessage: BOX_MESSAGES.nameRequired }),
  kind: Type.Union(
    BOX_KINDS.map((kind) => Type.Literal(kind)),
    { errorMessage: BOX_MESSAGES.kindRequired },
  ),
  size: Type.Union(
    BOX_SIZES.map((size) => Type.Literal(size)),
    { errorMessage: BOX_MESSAGES.sizeRequired },
  ),
  price: Type.Number({
    minimum: 0,
    maximum: MAX_AMOUNT,
    multipleOf: 0.01,
    errorMessage: { type: BOX_MESSAGES.priceRequired, minimum: 'Price cannot be negative' },
  }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  /** whole units of each inventory item's own unit */
  contents: Type.Array(
    Type.Object(
      {
        inventory_item_id: Id({ errorMessage: BOX_MESSAGES.contentNotOwn }),
        quantity: Type.Integer({
          minimum: 1,
          maximum: 100_000,
          errorMessage: 'Quantity must be a whole number from 1',
        }),
      },
      { additionalProperties: false },
    ),
    {
      minItems: 1,
      maxItems: 30,
      errorMessage: { minItems: BOX_MESSAGES.contentsRequired, maxItems: 'At most 30 items' },
    },
  ),
  offered_from: DateText,
  offered_until: Type.Optional(Nullable(DateText)),
  weekly_limit: Type.Integer({ minimum: 1, maximum: 100_000, errorMessage: BOX_MESSAGES.weeklyLimitRequired }),
  status: Type.Optional(Type.Union(BOX_STATUSES.map((status) => Type.Literal(status)))),
};

export const CreateBoxBody = Type.Object(boxFields, {
  errorMessage: {
    required: {
      name: BOX_MESSAGES.nameRequired,
      kind: BOX_MESSAGES.kindRequired,
      size: BOX_MESSAGES.sizeRequired,
      price: BOX_MESSAGES.priceRequired,
      contents: BOX_MESSAGES.contentsRequired,
      offered_from: BOX_MESSAGES.dateInvalid,
      weekly_limit: BOX_MESSAGES.weeklyLimitRequired,
    },
  },
});
export type CreateBoxBody = Static<typeof CreateBoxBody>;
export const UpdateBoxBody = Type.Partial(Type.Object(boxFields));
export type UpdateBoxBody = Static<typeof UpdateBoxBody>;
/** PUT /farmer/boxes/{id}/image: multipart with the picture (the inventory's upload limits) */
export const BoxImageBody = Type.Object({ image_file: Type.Unknown() });

export const BoxResponse = MessageWithData(Box);
export const BoxesQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Union([...BOX_STATUSES.map((s) => Type.Literal(s)), Type.Literal('all')])),
  }),
]);
export type BoxesQuery = Static<typeof BoxesQuery>;
export const BoxesPage = Paged(Box);

/** GET /boxes?region=us&zip=: the boxes on offer where the visitor lives, or the city's waitlist. */
export const PublicBoxesQuery = Type.Object({
  region: Type.Optional(Type.Literal('us', { errorMessage: 'Boxes are delivered in the US only' })),
  zip: Type.Optional(Zip),
});
export type PublicBoxesQuery = Static<typeof PublicBoxesQuery>;
export const PublicBoxesResponse = Type.Object({
  served: Type.Boolean(),
  city: Nullable(Type.Union(BOX_CITIES.map((city) => Type.Literal(city)))),
  city_name: Nullable(Type.String()),
  /** what to tell a visitor whose ZIP is not served (a waitlist city, or none) */
  message: Nullable(Type.String()),
  waitlist: Type.Boolean(),
  /** the delivery fee each box order adds to the box's price (the platform's, as for a meal) */
  delivery_fee: Type.Number(),
  data: Type.Array(Box),
});
export type PublicBoxesResponse = Static<typeof PublicBoxesResponse>;

export const WaitlistBody = Type.Object(
  {
    email: Type.String({ pattern: EMAIL_PATTERN, maxLength: 255, errorMessage: BOX_MESSAGES.emailInvalid }),
    zip: Zip,
  },
  { errorMessage: { required: { email: BOX_MESSAGES.emailInvalid, zip: BOX_MESSAGES.zipInvalid } } },
);
export type WaitlistBody = Static<typeof WaitlistBody>;

export const Subscription = Type.Object({
  id: Type.Integer(),
  box_id: Type.Integer(),
  box_name: Type.String(),
  farmer_id: Type.Integer(),
  farm_name: Nullable(Type.String()),
  size: Type.Union(BOX_SIZES.map((size) => Type.Literal(size))),
  price: Type.Number(),
  /** the delivery fee each of its orders adds to the box's price (the platform's, as for a meal) */
  delivery_fee: Type.Number(),
  frequency: Type.Union(SUBSCRIPTION_FREQUENCIES.map((frequency) => Type.Literal(frequency))),
  delivery_day: Type.Union(DELIVERY_DAYS.map((day) => Type.Literal(day))),
  delivery_address: Type.String(),
  zip: Type.String(),
  payment_method: Type.Union(SUBSCRIPTION_PAYMENT_METHODS.map((method) => Type.Literal(method))),
  status: Type.Union([Type.Literal('active'), Type.Literal('paused'), Type.Literal('cancelled')]),
  /** the delivery the next cut-off makes an order for (null once cancelled) */
  next_delivery_date: Nullable(Type.String()),
  next_cutoff_at: Nullable(Type.String()),
  paused_until: Nullable(Type.String()),
  created_at: Type.String(),
});
export type Subscription = Static<typeof Subscription>;

const subscriptionFields = {
  box_id: Id({ errorMessage: BOX_MESSAGES.boxNotOffered }),
  size: Type.Union(
    BOX_SIZES.map((size) => Type.Literal(size)),
    { errorMessage: BOX_MESSAGES.sizeRequired },
  ),
  frequency: Type.Union(
    SUBSCRIPTION_FREQUENCIES.map((frequency) => Type.Literal(frequency)),
    { errorMessage: 'Please choose weekly, every two weeks or monthly' },
  ),
  delivery_day: Type.Union(
    DELIVERY_DAYS.map((day) => Type.Literal(day)),
    { errorMessage: 'Please choose a delivery day' },
  ),
  delivery_address: Type.String({ pattern: '\\S', maxLength: 500, errorMessage: 'Delivery address is required' }),
  zip: Zip,
  payment_method: Type.Union(
    SUBSCRIPTION_PAYMENT_METHODS.map((method) => Type.Literal(method)),
    { errorMessage: 'Please choose cash on delivery or bank transfer' },
  ),
};
/** size: the box's own by default; another size picks the farmer's box of the same name in it */
export const CreateSubscriptionBody = Type.Object(
  { ...subscriptionFields, size: Type.Optional(subscriptionFields.size) },
  {
    errorMessage: {
      required: {
        box_id: BOX_MESSAGES.boxNotOffered,
        frequency: 'Please choose weekly, every two weeks or monthly',
        delivery_day: 'Please choose a delivery day',
        delivery_address: 'Delivery address is required',
        zip: BOX_MESSAGES.zipInvalid,
        payment_method: 'Please choose cash on delivery or bank transfer',
      },
    },
  },
);
export type CreateSubscriptionBody = Static<typeof CreateSubscriptionBody>;
const { payment_method: _payment, ...changeable } = subscriptionFields;
export const UpdateSubscriptionBody = Type.Partial(Type.Object(changeable));
export type UpdateSubscriptionBody = Static<typeof UpdateSubscriptionBody>;
export const PauseSubscriptionBody = Type.Object(
  { until: DateText },
  { errorMessage: { required: { until: BOX_MESSAGES.dateInvalid } } },
);
export type PauseSubscriptionBody = Static<typeof PauseSubscriptionBody>;
/**
 * POST /box-orders: one box bought once through checkout (signed-in customers), for the first
 * delivery on the chosen day whose cut-off is ahead; paid as checkout is (cash or bank transfer).
 */
export const BoxCheckoutBody = Type.Object(
  {
    box_id: subscriptionFields.box_id,
    delivery_day: subscriptionFields.delivery_day,
    delivery_address: subscriptionFields.delivery_address,
    zip: Zip,
    customer_phone: Type.String({
      pattern: '^\\+?[0-9 ()-]{7,30}$',
      maxLength: 30,
      errorMessage: 'Please enter a valid phone number',
    }),
    payment_method: Type.Union([Type.Literal('cod'), Type.Literal('bank_transfer')], {
      errorMessage: 'Please choose cash on delivery or bank transfer',
    }),
    special_instructions: Type.Optional(Type.String({ maxLength: 500 })),
    /** the same key twice makes one order (a double click); the Idempotency-Key header wins */
    idempotency_key: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{16,100}$', maxLength: 100 })),
    /** the delivery fee paid with loyalty points (the admin's points for a free delivery), as at meal checkout */
    use_points: Type.Optional(Type.Boolean()),
  },
  {
    errorMessage: {
      required: {
        box_id: BOX_MESSAGES.boxNotOffered,
        delivery_day: 'Please choose a delivery day',
        delivery_address: 'Delivery address is required',
        zip: BOX_MESSAGES.zipInvalid,
        customer_phone: 'Please enter a valid phone number',
        payment_method: 'Please choose cash on delivery or bank transfer',
      },
    },
  },
);
export type BoxCheckoutBody = Static<typeof BoxCheckoutBody>;
export const SubscriptionResponse = MessageWithData(Subscription);
export const SubscriptionsResponse = Type.Object({ data: Type.Array(Subscription) });
export const SkipTokenParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
export type SkipTokenParams = Static<typeof SkipTokenParams>;

export const CycleParams = Type.Object({ date: DateText });
export type CycleParams = Static<typeof CycleParams>;
export const CycleQuery = Type.Composite([PageQuery, Type.Object({ cycle: DateText })]);
export type CycleQuery = Static<typeof CycleQuery>;
export const PickListQuery = Type.Object({ cycle: DateText });
export type PickListQuery = Static<typeof PickListQuery>;

export const BoxOrder = Type.Object({
  order_id: Type.Integer(),
  order_number: Type.String(),
  status: Type.String(),
  delivery_date: Type.String(),
  box_id: Type.Integer(),
  box_name: Type.String(),
  size: Type.String(),
  customer_name: Type.String(),
  delivery_address: Nullable(Type.String()),
  payment_method: Type.String(),
  total_amount: Type.Number(),
  /** bought once through checkout, not made by a subscription's cut-off */
  one_time: Type.Boolean(),
  /** the delivery: unassigned (waiting for a courier once packed), assigned, picked_up, delivered, failed */
  delivery_status: Nullable(Type.String()),
  /** the first name of the courier who claimed it (as the order events carry it), for the farmer's Hand over */
  courier_name: Nullable(Type.String()),
});
export type BoxOrder = Static<typeof BoxOrder>;
export const BoxOrdersPage = Paged(BoxOrder);

export const PickListLine = Type.Object({
  inventory_item_id: Type.Integer(),
  produce_name: Type.String(),
  unit: Type.String(),
  quantity: Type.Number(),
  boxes: Type.Integer(),
});
export const PickListResponse = Type.Object({
  cycle: Type.String(),
  boxes: Type.Integer(),
  data: Type.Array(PickListLine),
});
export type PickListResponse = Static<typeof PickListResponse>;
/** GET /farmer/box-cycles: the farmer's coming delivery dates, soonest first. */
export const BoxCycle = Type.Object({
  date: Type.String(),
  /** active subscriptions whose next delivery is this date (their orders are not made yet) */
  subscriptions: Type.Integer(),
  /** box orders made for this date */
  orders: Type.Integer(),
  cutoff_at: Type.String(),
  /** the cut-off time has come: the date takes no more changes */
  cut_off: Type.Boolean(),
});
export type BoxCycle = Static<typeof BoxCycle>;
export const BoxCyclesResponse = Type.Object({ data: Type.Array(BoxCycle) });
export type BoxCyclesResponse = Static<typeof BoxCyclesResponse>;
/** The coming delivery dates a farmer sees at most. */
export const MAX_UPCOMING_CYCLES = 20;

export const PackedResponse = Type.Object({ message: Type.String(), orders: Type.Integer() });

/** The admin's settings of the boxes: hours from a cycle's cut-off to its delivery date. */
export const BoxSettings = Type.Object({
  cutoff_hours: Type.Integer({ minimum: 1, maximum: 336, errorMessage: 'Cut-off must be 1 to 336 hours before' }),
});
export type BoxSettings = Static<typeof BoxSettings>;
export const BoxSettingsResponse = Type.Object({ data: BoxSettings });
export const CutOffResponse = Type.Object({
  cycle: Type.String(),
  ordered: Type.Integer(),
  out_of_stock: Type.Integer(),
});
export type CutOffResponse = Static<typeof CutOffResponse>;
export const CityParams = Type.Object({
  city: Type.Union(
    BOX_CITIES.map((city) => Type.Literal(city)),
    { errorMessage: 'Unknown city' },
  ),
});
export type CityParams = Static<typeof CityParams>;

/** Loyalty points: the balance and the append-only ledger, newest first. */
export const DEFAULT_LOYALTY_POINTS_PER_DOLLAR = 1;
export const DEFAULT_POINTS_PER_FREE_DELIVERY = 500;
export const LoyaltyEntry = Type.Object({
  id: Type.Integer(),
  order_id: Nullable(Type.Integer()),
  /** earned on a delivered order, reversed when it is cancelled or refunded, redeemed for a free
   * delivery, returned when that order is cancelled */
  kind: Type.Union([
    Type.Literal('earned'),
    Type.Literal('reversed'),
    Type.Literal('redeemed'),
    Type.Literal('returned'),
  ]),
  points: Type.Integer(),
  reason: Type.String(),
  created_at: Type.String(),
});
export type LoyaltyEntry = Static<typeof LoyaltyEntry>;
export const LoyaltyResponse = Type.Object({
  balance: Type.Integer(),
  points_per_dollar: Type.Number(),
  /** the points a free delivery takes at checkout */
  points_per_free_delivery: Type.Integer(),
  data: Type.Array(LoyaltyEntry),
});
export type LoyaltyResponse = Static<typeof LoyaltyResponse>;
export const LoyaltySettings = Type.Object({
  points_per_dollar: Type.Number({
    minimum: 0,
    maximum: 100,
    multipleOf: 0.01,
    errorMessage: 'Points per dollar must be from 0 to 100',
  }),
  points_per_free_delivery: Type.Integer({
    minimum: 1,
    maximum: 1_000_000,
    errorMessage: 'Points for a free delivery must be a whole number from 1 to 1,000,000',
  }),
});
export type LoyaltySettings = Static<typeof LoyaltySettings>;
/** PUT /admin/loyalty/settings: either or both */
export const LoyaltySettingsBody = Type.Partial(LoyaltySettings);
export type LoyaltySettingsBody = Static<typeof LoyaltySettingsBody>;
export const LoyaltySettingsResponse = Type.Object({ data: LoyaltySettings });

/** GET /admin/boxes/overview: subscriptions per box, the next cycle, skips and cancellations per week, points. */
export const BoxesOverview = Type.Object({
  boxes: Type.Array(
    Type.Object({
      box_id: Type.Integer(),
      box_name: Type.String(),
      size: Type.String(),
      farmer_id: Type.Integer(),
      farm_name: Nullable(Type.String()),
      active_subscriptions: Type.Integer(),
    }),
  ),
  next_cycle: Nullable(Type.Object({ date: Type.String(), boxes: Type.Integer(), amount: Type.Number() })),
  weeks: Type.Array(
    Type.Object({
      week: Type.String(),
      skips: Type.Integer(),
      cancellations: Type.Integer(),
      subscriptions: Type.Integer(),
    }),
  ),
  points: Type.Object({ issued: Type.Integer(), reversed: Type.Integer(), redeemed: Type.Integer() }),
});
export type BoxesOverview = Static<typeof BoxesOverview>;
export const BoxesOverviewResponse = Type.Object({ data: BoxesOverview });

registerPrecompiled(compiled, {
  LoyaltySettings,
  LoyaltySettingsBody,
  BoxCheckoutBody,
  CreateBoxBody,
  UpdateBoxBody,
  BoxImageBody,
  BoxesQuery,
  PublicBoxesQuery,
  WaitlistBody,
  CreateSubscriptionBody,
  UpdateSubscriptionBody,
  PauseSubscriptionBody,
  SkipTokenParams,
  CycleParams,
  CycleQuery,
  PickListQuery,
  BoxSettings,
  CityParams,
});
