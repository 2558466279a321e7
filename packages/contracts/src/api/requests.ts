import { Type, type Static } from '@sinclair/typebox';
import { DataResponse, Id, MessageWithData, Nullable } from './common';
import * as compiled from './validators/compiled/requests';
import { registerPrecompiled } from './validators/registry';

/** Kitchen produce requests and kitchen browsing of farmer produce (spec §2, §3, §4, §7). */

export const REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'fulfilled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Which status each status may move to (spec §4): fulfilled and declined are terminal. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ['accepted', 'declined'],
  accepted: ['fulfilled'],
  declined: [],
  fulfilled: [],
};

export const REQUEST_MESSAGES = {
  declineReason: 'You need to provide a reason for declining!',
  accepted: 'Request accepted successfully!',
  declined: 'Request declined successfully!',
  fulfilled: 'Request marked as fulfilled successfully!',
  submitted: 'Request submitted successfully!',
  required: 'Please fill in all required fields',
  quantity: 'Please enter a valid quantity',
  produceUnknown: 'The selected produce is not available from this farmer.',
  notEnoughAvailable: 'The farmer does not have that much available.',
  neededByPast: 'The needed-by date cannot be in the past',
} as const;

const RequestStatusSchema = Type.Union(REQUEST_STATUSES.map((status) => Type.Literal(status)));

export const KitchenRequest = Type.Object({
  id: Type.Integer(),
  status: RequestStatusSchema,
  created_at: Type.String(),
  /** the kitchen's account */
  requester: Type.Object({ id: Type.Integer(), name: Type.String() }),
  kitchen_name: Type.String(),
  kitchen_id: Type.Integer(),
  kitchen_contact: Type.Object({
    email: Type.String(),
    phone: Nullable(Type.String()),
    address: Nullable(Type.String()),
  }),
  farmer_id: Type.Integer(),
  farmer_name: Type.String(),
  /** quantity is the REQUESTED amount; id is null when the farmer has since removed the item */
  inventory_item: Type.Object({
    id: Nullable(Type.Integer()),
    produce_name: Type.String(),
    quantity: Type.Number(),
    unit: Type.String(),
  }),
  items: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Number(), unit: Type.String() })),
  quantity: Type.Number(),
  delivery_date: Nullable(Type.String()),
  fulfilled_at: Nullable(Type.String()),
  decline_reason: Nullable(Type.String()),
  additional_notes: Nullable(Type.String()),
  /** Premium, Standard or Economy as the kitchen preferred (null: any quality) */
  quality_preference: Type.Optional(Nullable(Type.String())),
});
export type KitchenRequest = Static<typeof KitchenRequest>;

export const RequestSummary = Type.Object({
  total_requests: Type.Integer(),
  pending: Type.Integer(),
  accepted: Type.Integer(),
  declined: Type.Integer(),
  fulfilled: Type.Integer(),
  /** accepted requests, still to deliver */
  active: Type.Integer(),
});
export type RequestSummary = Static<typeof RequestSummary>;

export const RequestListResponse = DataResponse(Type.Array(KitchenRequest));
export const RequestResponse = DataResponse(KitchenRequest);

/** PUT /requests/{id}/status: a reason is required to decline. */
export const RequestStatusBody = Type.Object(
  {
    status: Type.Union([Type.Literal('accepted'), Type.Literal('declined'), Type.Literal('fulfilled')]),
    decline_reason: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  {
    if: { properties: { status: { const: 'declined' } }, required: ['status'] },
    then: {
      required: ['decline_reason'],
      properties: {
        decline_reason: {
          type: 'string',
          maxLength: 1000,
          pattern: '\\S',
          errorMessage: REQUEST_MESSAGES.declineReason,
        },
      },
      errorMessage: { required: { decline_reason: REQUEST_MESSAGES.declineReason } },
    },
  },
);
export type RequestStatusBody = Static<typeof RequestStatusBody>;
export const RequestStatusResponse = MessageWithData(KitchenRequest);

/**
 * POST /submit-request: the quick request form. The row-level Request dialog's names
 * (farmerId, itemId, notes) are accepted too and read as farmer_id, inventory_item_id, additional_notes.
 */
export const SubmitRequestBody = Type.Object(
  {
    farmer_id: Id({ errorMessage: REQUEST_MESSAGES.required }),
    inventory_item_id: Id({ errorMessage: REQUEST_MESSAGES.required }),
    quantity: Type.Integer({ minimum: 1, maximum: 1_000_000, errorMessage: REQUEST_MESSAGES.quantity }),
    additional_notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    /** the Quick Request Form's quality preference; 'Any' (or none) stores nothing */
    quality_preference: Type.Optional(
      Nullable(
        Type.Union(
          ['Premium', 'Standard', 'Economy', 'Any', ''].map((quality) => Type.Literal(quality)),
          { errorMessage: 'Please choose Premium, Standard, Economy or Any' },
        ),
      ),
    ),
    // a pattern, not format 'date': the browser's precompiled validators carry no format library
    needed_by_date: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 10,
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
          errorMessage: 'Please enter a valid date',
        }),
      ),
    ),
  },
  {
    errorMessage: {
      required: {
        farmer_id: REQUEST_MESSAGES.required,
        inventory_item_id: REQUEST_MESSAGES.required,
        quantity: REQUEST_MESSAGES.required,
      },
    },
  },
);
export type SubmitRequestBody = Static<typeof SubmitRequestBody>;
export const SubmitRequestResponse = MessageWithData(KitchenRequest);

/** The row-level names of the same payload, mapped onto SubmitRequestBody's. */
export const SUBMIT_REQUEST_ALIASES = {
  farmerId: 'farmer_id',
  itemId: 'inventory_item_id',
  notes: 'additional_notes',
} as const;

/** GET /farmers: the Partner Farmers grid. */
export const FarmerSummary = Type.Object({
  id: Type.Integer(),
  /** farm name */
  name: Type.String(),
  farmer_name: Type.String(),
  location: Nullable(Type.String()),
  rating: Nullable(Type.Number()),
  total_items: Type.Integer(),
  total_quantity: Type.Number(),
  total_value: Type.Number(),
  /** when the farm joined (the kitchen's View Profile of a farmer) */
  joined_date: Type.Optional(Type.String()),
});
export type FarmerSummary = Static<typeof FarmerSummary>;
export const FarmersResponse = DataResponse(Type.Array(FarmerSummary));

/** GET /all-produce and GET /available-produce rows. `price` is the price per unit. */
export const AvailableProduce = Type.Object({
  id: Type.Integer(),
  inventory_item_id: Type.Integer(),
  produce_name: Type.String(),
  description: Nullable(Type.String()),
  farmer_name: Type.String(),
  farmerId: Type.Integer(),
  quantity: Type.Number(),
  unit: Type.String(),
  quality: Type.String(),
  price: Nullable(Type.Number()),
  total_price: Type.Number(),
  image_url: Nullable(Type.String()),
});
export type AvailableProduce = Static<typeof AvailableProduce>;
export const ProduceResponse = DataResponse(Type.Array(AvailableProduce));

export const AvailableProduceQuery = Type.Object({
  farmer: Type.Optional(Type.Union([Id(), Type.Literal('all'), Type.Literal('')])),
  quality: Type.Optional(Type.String({ maxLength: 50 })),
  search: Type.Optional(Type.String({ maxLength: 255 })),
});
export type AvailableProduceQuery = Static<typeof AvailableProduceQuery>;

// This module's schemas with their validators compiled ahead of time (validators/generate.ts
// compiles what these lists name): a page that validates one of them loads these, not every schema's.
registerPrecompiled(compiled, { RequestStatusBody, SubmitRequestBody, AvailableProduceQuery });
