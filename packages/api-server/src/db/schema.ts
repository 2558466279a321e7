import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The FarmPlate database (spec §3). Statuses are text with CHECK constraints rather than enum
 * types, so adding a value is a one-line migration. Money and quantities are numeric (exact).
 * A partner profile's primary key is its user's id: a farmer, kitchen or delivery partner has
 * one id everywhere (listings, menu items, requests, orders).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    phone: text('phone'),
    location: text('location'),
    department: text('department'),
    imagePath: text('image_path'),
    // optional, customers only: the age bands of Customer Analytics
    birthDate: date('birth_date', { mode: 'string' }),
    lastLoginAt: moment('last_login_at'),
    passwordChangedAt: moment('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // e-mail addresses are compared case-insensitively
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_role_idx').on(table.role),
    // admin users list: newest first, and the trigram search over name and email (0002)
    index('users_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('users_search_trgm_idx')
      .using('gin', sql`(${table.name} || ' ' || ${table.email}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_role_created_idx').on(table.role, table.createdAt),
    check('users_role_check', sql`${table.role} in ('customer', 'farmer', 'kitchen', 'delivery', 'admin')`),
    check('users_status_check', sql`${table.status} in ('active', 'inactive')`),
  ],
);

/** Bearer tokens: only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** One-time codes of the forgotten-password flow (argon2id hash of the 6 digits). */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_codes_user_idx').on(table.userId)],
);

const partnerStatus = (name: string) => text(name).notNull().default('pending');
const partnerStatusCheck = (table: string, column: unknown) =>
  check(`${table}_status_check`, sql`${column} in ('active', 'inactive', 'pending')`);

export const farmerProfiles = pgTable(
  'farmer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmName: text('farm_name').notNull(),
    farmSize: text('farm_size'),
    primaryCrops: text('primary_crops'),
    yearsOfExperience: integer('years_of_experience'),
    products: text('products'),
    status: partnerStatus('status'),
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }),
    ordersCompleted: integer('orders_completed').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [partnerStatusCheck('farmer_profiles', table.status)],
);

export const kitchenProfiles = pgTable(
  'kitchen_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kitchenName: text('kitchen_name').notNull(),
    address: text('address'),
    cuisine: text('cuisine'),
    type: text('type'),
    dailyCapacity: integer('daily_capacity'),
    operatingHours: text('operating_hours'),
    specialties: text('specialties'),
    orderNotifications: boolean('order_notifications').notNull().default(true),
    autoAcceptOrders: boolean('auto_accept_orders').notNull().default(false),
    specialRequests: boolean('special_requests').notNull().default(true),
    /** checkout offers pickup at the counter (migration 0010) */
    allowsPickup: boolean('allows_pickup').notNull().default(false),
    /** the kitchen's delivery zone: the pickup area couriers see (migration 0010) */
    zone: text('zone'),
    /** the public menu it appears on: us (prices in dollars) or ng (naira) */
    region: text('region').notNull().default('us'),
    status: partnerStatus('status'),
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }),
    ordersCompleted: integer('orders_completed').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    partnerStatusCheck('kitchen_profiles', table.status),
    check('kitchen_profiles_region_check', sql`${table.region} in ('us', 'ng')`),
    index('kitchen_profiles_region_status_idx').on(table.region, table.status),
  ],
);

export const deliveryProfiles = pgTable(
  'delivery_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveryName: text('delivery_name').notNull(),
    vehicles: text('vehicles'),
    status: partnerStatus('status'),
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }),
    deliveriesCompleted: integer('deliveries_completed').notNull().default(0),
    // the courier (migration 0010): application, region and zones, vehicle and documents, online
    phone: text('phone'),
    region: text('region').notNull().default('us'),
    zones: text('zones')
      .array()
      .notNull()
      .default(sql`'{}'`),
    vehicle: text('vehicle'),
    online: boolean('online').notNull().default(false),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    hasSmartphone: boolean('has_smartphone').notNull().default(false),
    backgroundCheckConsent: boolean('background_check_consent').notNull().default(false),
    licenceNumber: text('licence_number'),
    licenceExpiry: date('licence_expiry', { mode: 'string' }),
    registrationNumber: text('registration_number'),
    insuranceNumber: text('insurance_number'),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }),
    appliedAt: moment('applied_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    partnerStatusCheck('delivery_profiles', table.status),
    check('delivery_profiles_region_check', sql`${table.region} in ('us', 'ng')`),
    check('delivery_profiles_vehicle_check', sql`${table.vehicle} in ('bicycle', 'motorbike', 'car', 'on_foot')`),
    index('delivery_profiles_online_idx').on(table.region, table.online, table.status),
  ],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    kitchenId: integer('kitchen_id').references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    ingredients: text('ingredients').notNull(),
    allergens: text('allergens').notNull().default(''),
    vegetarian: boolean('vegetarian').notNull().default(false),
    vegan: boolean('vegan').notNull().default(false),
    glutenFree: boolean('gluten_free').notNull().default(false),
    status: text('status').notNull().default('active'),
    imagePath: text('image_path'),
    /** a sample dish's stable name (sample-menu.ts), so the public page's first screen matches it */
    slug: text('slug'),
    /** public menu categories (breakfast, lunch, dinner, vegetarian, dessert) and tags (spec §5 filter) */
    mealCategories: text('meal_categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('menu_items_kitchen_idx').on(table.kitchenId),
    check('menu_items_status_check', sql`${table.status} in ('active', 'inactive')`),
  ],
);

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    farmerId: integer('farmer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    produceName: text('produce_name').notNull(),
    quantity: money('quantity').notNull(),
    unit: text('unit').notNull().default('kg'),
    quality: text('quality').notNull().default('Standard'),
    description: text('description'),
    totalPrice: money('total_price').notNull(),
    stockAlert: money('stock_alert'),
    imagePath: text('image_path'),
    category: text('category').notNull().default('other'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('inventory_items_farmer_idx').on(table.farmerId),
    index('inventory_items_category_idx').on(table.category),
    check(
      'inventory_items_category_check',
      sql`${table.category} in ('vegetables', 'fruits', 'grains', 'tubers', 'herbs', 'other')`,
    ),
    // fulfilling a request subtracts from here; it must never go below zero
    check('inventory_items_quantity_check', sql`${table.quantity} >= 0`),
  ],
);

export const kitchenRequests = pgTable(
  'kitchen_requests',
  {
    id: serial('id').primaryKey(),
    kitchenId: integer('kitchen_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmerId: integer('farmer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inventoryItemId: integer('inventory_item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    // what was requested, kept even if the farmer later removes the inventory item
    produceName: text('produce_name').notNull(),
    unit: text('unit').notNull(),
    quantity: money('quantity').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    status: text('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    additionalNotes: text('additional_notes'),
    // Premium, Standard or Economy: what the kitchen prefers (null: any)
    qualityPreference: text('quality_preference'),
    acceptedAt: moment('accepted_at'),
    declinedAt: moment('declined_at'),
    fulfilledAt: moment('fulfilled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('kitchen_requests_farmer_status_idx').on(table.farmerId, table.status),
    index('kitchen_requests_kitchen_idx').on(table.kitchenId),
    index('kitchen_requests_created_idx').on(table.createdAt),
    check('kitchen_requests_status_check', sql`${table.status} in ('pending', 'accepted', 'declined', 'fulfilled')`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    // a meal order is addressed to a kitchen, a grocery order to a farmer
    kitchenId: integer('kitchen_id').references(() => users.id, { onDelete: 'set null' }),
    farmerId: integer('farmer_id').references(() => users.id, { onDelete: 'set null' }),
    deliveryPartnerId: integer('delivery_partner_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    deliveryAddress: text('delivery_address'),
    status: text('status').notNull().default('new'),
    paymentMethod: text('payment_method').notNull().default('card'),
    paymentStatus: text('payment_status').notNull().default('paid'),
    totalAmount: money('total_amount').notNull(),
    specialInstructions: text('special_instructions'),
    deliveryDate: moment('delivery_date'),
    startedAt: moment('started_at'),
    readyAt: moment('ready_at'),
    completedAt: moment('completed_at'),
    cancelledAt: moment('cancelled_at'),
    // voided by an admin as part of a flood (migration 0008): also cancelled
    voidedAt: moment('voided_at'),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    // customers order (migration 0006): set on orders placed from the public site; an order
    // inserted without one takes its kitchen's (migration 0008's trigger), else 'us'. It is the
    // order's currency: us = dollars, ng = naira.
    region: text('region'),
    subtotal: money('subtotal'),
    deliveryFee: money('delivery_fee'),
    taxAmount: money('tax_amount'),
    /** the secret of the tracking link: 32 random bytes */
    trackingToken: text('tracking_token'),
    /** the checkout's key: the same key twice makes one order */
    idempotencyKey: text('idempotency_key'),
    /** a hash of the request the key came with: only that request again is shown the order */
    idempotencyRequestHash: text('idempotency_request_hash'),
    // the delivery (migration 0010): beside the kitchen's status; null for pickup and grocery orders
    fulfilment: text('fulfilment').notNull().default('delivery'),
    deliveryStatus: text('delivery_status'),
    tip: money('tip').notNull().default(0),
    /** the 4 digits the customer gives the courier (tracking page only) */
    deliveryCode: text('delivery_code'),
    /** the 4 digits the courier gives the kitchen (kitchen board only) */
    pickupCode: text('pickup_code'),
    /** the drop-off area (a zone of the region) */
    deliveryZone: text('delivery_zone'),
    assignedAt: moment('assigned_at'),
    pickedUpAt: moment('picked_up_at'),
    deliveredAt: moment('delivered_at'),
    failedAt: moment('failed_at'),
    failureReason: text('failure_reason'),
    failureNote: text('failure_note'),
    proofPhotoUrl: text('proof_photo_url'),
    /** the courier's fee share (%) when delivered */
    courierFeeShare: numeric('courier_fee_share', { precision: 4, scale: 1, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_tracking_token_idx').on(table.trackingToken),
    uniqueIndex('orders_idempotency_key_idx').on(table.idempotencyKey),
    check('orders_region_check', sql`${table.region} in ('us', 'ng')`),
    index('orders_kitchen_idx').on(table.kitchenId, table.createdAt),
    // the kitchen's open orders first (0001_kitchen_portal; a trigger there applies the kitchen's settings)
    index('orders_kitchen_status_idx').on(table.kitchenId, table.status, table.completedAt),
    index('orders_farmer_idx').on(table.farmerId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    // admin filters and reports (migration 0003)
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_farmer_status_idx').on(table.farmerId, table.status),
    index('orders_customer_created_idx').on(table.customerId, table.createdAt),
    index('orders_delivery_partner_idx').on(table.deliveryPartnerId, table.createdAt),
    index('orders_customer_email_lower_idx').on(sql`lower(${table.customerEmail})`),
    check(
      'orders_status_check',
      sql`${table.status} in ('new', 'preparing', 'in-progress', 'ready', 'completed', 'cancelled')`,
    ),
    check('orders_payment_status_check', sql`${table.paymentStatus} in ('paid', 'pending', 'refunded')`),
    check('orders_fulfilment_check', sql`${table.fulfilment} in ('delivery', 'pickup')`),
    check(
      'orders_delivery_status_check',
      sql`${table.deliveryStatus} in ('unassigned', 'assigned', 'picked_up', 'delivered', 'failed')`,
    ),
    check('orders_tip_check', sql`${table.tip} >= 0`),
    index('orders_available_deliveries_idx')
      .on(table.region, table.readyAt)
      .where(sql`${table.deliveryStatus} = 'unassigned' AND ${table.status} = 'ready'`),
    index('orders_delivery_status_idx')
      .on(table.deliveryStatus, table.deliveryPartnerId)
      .where(sql`${table.deliveryStatus} IS NOT NULL`),
  ],
);

/**
 * Rows of changes per board (a kitchen's or a farm's account id), inserted by triggers on
 * everything a board page shows (drizzle/0021): a board's version is their sum, and the server
 * keeps a board's answer per version.
 */
export const boardChanges = pgTable(
  'board_changes',
  {
    addresseeId: integer('addressee_id').notNull(),
    changes: bigint('changes', { mode: 'number' }).notNull(),
    folded: boolean('folded').notNull().default(false),
  },
  (table) => [index('board_changes_addressee_idx').on(table.addresseeId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    inventoryItemId: integer('inventory_item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    // the name at the time of ordering, shown if the menu or inventory item is gone
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    notes: text('notes'),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/** Every status an order went through, with who moved it and when. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: moment('changed_at').notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId)],
);

/** Platform settings of spec §3, one row per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userType: text('user_type').notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_unique').on(sql`lower(${table.email})`)],
);

/** Audit trail of admin changes (drizzle/0002_audit_log.sql): who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // kept as written: the entry still names its author after the account is deleted
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
  ],
);

/**
 * The release registry of the remotes: each build `pnpm release` registered, and which one
 * /remotes.json answers (state 'active', at most one per remote) or answers to a share of
 * sessions ('canary'). Rollback returns to the latest 'previous'.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    commit: text('commit').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    contractVersion: text('contract_version').notNull(),
    /** package name → version of each shared singleton the build was made with */
    shared: jsonb('shared').$type<Record<string, string>>().notNull().default({}),
    builtAt: moment('built_at').notNull(),
    state: text('state').notNull().default('inactive'),
    canaryShare: integer('canary_share'),
    activatedAt: moment('activated_at'),
    activatedBy: integer('activated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('remote_releases_build_unique').on(table.remote, table.version, table.commit),
    uniqueIndex('remote_releases_one_active')
      .on(table.remote)
      .where(sql`${table.state} = 'active'`),
    uniqueIndex('remote_releases_one_canary')
      .on(table.remote)
      .where(sql`${table.state} = 'canary'`),
    check(
      'remote_releases_remote_check',
      sql`${table.remote} in ('marketing', 'farmer', 'kitchen', 'admin', 'delivery')`,
    ),
    check('remote_releases_state_check', sql`${table.state} in ('active', 'canary', 'previous', 'inactive')`),
    check(
      'remote_releases_canary_share_check',
      sql`(${table.state} = 'canary') = (${table.canaryShare} is not null) and (${table.canaryShare} is null or ${table.canaryShare} between 1 and 99)`,
    ),
  ],
);

/**
 * Live updates (drizzle/0005_live_updates.sql): the outbox of changes screens show live. Triggers
 * on orders, kitchen_requests, users, the partner profiles and sessions write each row in the
 * transaction of the change; at commit each row gets its position, in commit order, and is
 * NOTIFIED to every instance (0009). The position is the event id (Last-Event-ID).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    subjectId: integer('subject_id').notNull(),
    // who may see it besides the admins (the API's ownership rules)
    kitchenId: integer('kitchen_id'),
    farmerId: integer('farmer_id'),
    customerId: integer('customer_id'),
    orderId: integer('order_id'),
    sessionId: integer('session_id'),
    // delivery partners (0010): the order's courier, and every courier of a region (delivery.*)
    courierId: integer('courier_id'),
    region: text('region'),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    // the event id streams see: given when the transaction commits, in commit order (0009); null until then
    position: bigint('position', { mode: 'number' }),
  },
  (table) => [
    index('live_events_created_idx').on(table.createdAt),
    uniqueIndex('live_events_position_idx').on(table.position),
  ],
);

/** Single-use tickets that open one event stream: only a SHA-256 of the ticket is stored. */
export const liveTickets = pgTable('live_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
  scope: jsonb('scope').notNull().$type<Record<string, unknown>>(),
  expiresAt: moment('expires_at').notNull(),
});

/** The job runner's queue (drizzle/0012_farm_boxes.sql, src/platform/jobs): one job per (kind, key). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').notNull().default('queued'),
    runAt: moment('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    // a running job's lease: past it, another instance takes the job up
    lockedUntil: moment('locked_until'),
    lockedBy: text('locked_by'),
    finishedAt: moment('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('jobs_kind_key_idx').on(table.kind, table.key),
    check('jobs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** A farmer's box (migration 0012): contents from their inventory, weeks offered, weekly limit. */
export const boxes = pgTable(
  'boxes',
  {
    id: serial('id').primaryKey(),
    farmerId: integer('farmer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    size: text('size').notNull(),
    price: money('price').notNull(),
    description: text('description'),
    imagePath: text('image_path'),
    offeredFrom: date('offered_from').notNull(),
    offeredUntil: date('offered_until'),
    weeklyLimit: integer('weekly_limit').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('boxes_farmer_idx').on(table.farmerId, table.createdAt)],
);

export const boxContents = pgTable(
  'box_contents',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    inventoryItemId: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.boxId, table.inventoryItemId] })],
);

/** A customer's subscription; next_delivery_date is the cycle it is in (the cut-off moves it on). */
export const boxSubscriptions = pgTable('box_subscriptions', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  boxId: integer('box_id')
    .notNull()
    .references(() => boxes.id, { onDelete: 'restrict' }),
  frequency: text('frequency').notNull(),
  deliveryDay: text('delivery_day').notNull(),
  deliveryAddress: text('delivery_address').notNull(),
  zip: text('zip').notNull(),
  paymentMethod: text('payment_method').notNull(),
  status: text('status').notNull().default('active'),
  nextDeliveryDate: date('next_delivery_date').notNull(),
  pausedUntil: date('paused_until'),
  cancelledAt: moment('cancelled_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per (subscription, delivery date): what makes a cycle's orders exactly once. */
export const boxDeliveries = pgTable(
  'box_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => boxSubscriptions.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date').notNull(),
    status: text('status').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('box_deliveries_subscription_date_idx').on(table.subscriptionId, table.deliveryDate)],
);

/** A box bought once through checkout (0015): its order, box and delivery date. */
export const boxPurchases = pgTable(
  'box_purchases',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'restrict' }),
    deliveryDate: date('delivery_date').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('box_purchases_order_idx').on(table.orderId)],
);

/** A cancelled box order whose stock went back to the inventory: once per order (trigger, drizzle/0018). */
export const boxStockReturns = pgTable('box_stock_returns', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  returnedAt: moment('returned_at').notNull().defaultNow(),
});

export const boxCities = pgTable('box_cities', {
  city: text('city').primaryKey(),
  name: text('name').notNull(),
  openedAt: moment('opened_at'),
});

export const boxWaitlist = pgTable('box_waitlist', {
  id: serial('id').primaryKey(),
  city: text('city')
    .notNull()
    .references(() => boxCities.city, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  zip: text('zip').notNull(),
  notifiedAt: moment('notified_at'),
  createdAt: createdAt(),
});

/** Loyalty points, append-only (a trigger refuses UPDATE and DELETE); written by the orders' trigger and checkout's free delivery. */
export const loyaltyLedger = pgTable('loyalty_ledger', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  orderId: integer('order_id'),
  kind: text('kind').notNull(),
  points: integer('points').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});
