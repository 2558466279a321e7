import { sql } from 'drizzle-orm';
import { DEFAULT_CATEGORIES, DEFAULT_SETTINGS, SAMPLE_DISHES, type SampleDish } from '@farmplate/contracts';
import type { Database } from '../db/client';
import * as tables from '../db/schema';
import { hashSecret } from '../accounts/passwords';
import { DEMO_ACCOUNTS, SAMPLE_PASSWORD } from './demo-accounts';
import { required } from './required';
import { seedAdminReportData } from './admin-reports';

/**
 * The demo data: the accounts of the brief, the spec's sample content (eight dishes, default
 * categories, produce types, requests in every status, orders in every status over several
 * days, partners in every status) and the default settings of spec §9. Dates are relative to
 * the moment of seeding, so "today" on the dashboards has orders.
 */

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tables.users);
  return required(row, 'the user count').count === 0;
}

/** Removes every row (the `--reset` of `pnpm seed`). */
export async function clearDatabase(db: Database): Promise<void> {
  await db.execute(sql`truncate table
    order_status_history, order_items, orders, kitchen_requests, inventory_items, menu_items, categories,
    delivery_profiles, kitchen_profiles, farmer_profiles, password_reset_codes, sessions, settings,
    contact_messages, newsletter_subscriptions, users restart identity cascade`);
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A small deterministic generator, so every seeded database looks the same. */
function sequence(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return min + (state % (max - min + 1));
  };
}

export async function seedDatabase(db: Database, now = new Date()): Promise<void> {
  const hashes = new Map<string, string>();
  const hashOf = async (password: string) => {
    if (!hashes.has(password)) hashes.set(password, await hashSecret(password));
    return required(hashes.get(password), 'a password hash');
  };
  for (const password of new Set([...DEMO_ACCOUNTS.map((account) => account.password), SAMPLE_PASSWORD]))
    await hashOf(password);

  await db.transaction(async (tx) => {
    const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY - minutes * MINUTE);
    const createUser = async (
      values: Omit<typeof tables.users.$inferInsert, 'passwordHash'> & { password: string },
    ) => {
      const { password, ...rest } = values;
      const [user] = await tx
        .insert(tables.users)
        .values({ ...rest, passwordHash: required(hashes.get(password), `the password hash of ${rest.email}`) })
        .returning();
      return required(user, `the inserted user ${rest.email}`);
    };
    const account = (email: string) =>
      required(
        DEMO_ACCOUNTS.find((demo) => demo.email === email),
        `the demo account ${email}`,
      );
    const demoUser = (email: string, extra: Partial<typeof tables.users.$inferInsert> = {}) => {
      const demo = account(email);
      return createUser({
        name: demo.name,
        email: demo.email,
        role: demo.role,
        password: demo.password,
        createdAt: ago(120),
        ...extra,
      });
    };

    // ---- accounts and partner profiles ----
    const admin = await demoUser('admin@farmplate.test', {
      phone: '+1 (214) 555-0100',
      location: 'Dallas, TX',
      department: 'Operations',
      createdAt: ago(400),
    });
    const farmer = await demoUser('farmer@farmplate.test', {
      phone: '+1 (903) 555-0111',
      location: 'Tyler, TX',
      createdAt: ago(200),
    });
    const farmer2 = await demoUser('farmer2@farmplate.test', {
      phone: '+1 (940) 555-0122',
      location: 'Denton, TX',
      createdAt: ago(150),
    });
    const kitchen = await demoUser('kitchen@farmplate.test', {
      phone: '+1 (214) 555-0133',
      location: 'Dallas, TX',
      createdAt: ago(180),
    });
    const kitchen2 = await demoUser('kitchen2@farmplate.test', {
      phone: '+1 (972) 555-0144',
      location: 'Plano, TX',
      createdAt: ago(90),
    });
    const customer = await demoUser('customer@farmplate.test', {
      phone: '+1 (469) 555-0155',
      location: '1420 Elm St, Dallas, TX',
      createdAt: ago(60),
    });
    const rider = await demoUser('delivery@farmplate.test', {
      phone: '+1 (214) 555-0166',
      location: 'Dallas, TX',
      createdAt: ago(75),
    });

    const pendingFarmer = await createUser({
      name: 'Musa Ibrahim',
      email: 'musa@harvestmoon.test',
      role: 'farmer',
      password: SAMPLE_PASSWORD,
      phone: '+1 (903) 555-0177',
      location: 'Waco, TX',
      createdAt: ago(3),
    });
    const inactiveFarmer = await createUser({
      name: 'Esther Boateng',
      email: 'esther@cocoaridge.test',
      role: 'farmer',
      status: 'inactive',
      password: SAMPLE_PASSWORD,
      phone: '+1 (254) 555-0188',
      location: 'Temple, TX',
      createdAt: ago(240),
    });
    const pendingKitchen = await createUser({
      name: 'Bola Adewale',
      email: 'bola@lagosstreeteats.test',
      role: 'kitchen',
      password: SAMPLE_PASSWORD,
      phone: '+1 (214) 555-0199',
      location: 'Irving, TX',
      createdAt: ago(2),
    });
    const inactiveKitchen = await createUser({
      name: 'Andre Thibodeaux',
      email: 'andre@bayoubites.test',
      role: 'kitchen',
      status: 'inactive',
      password: SAMPLE_PASSWORD,
      phone: '+1 (214) 555-0210',
      location: 'Garland, TX',
      createdAt: ago(300),
    });
    const pendingRider = await createUser({
      name: 'Sam Okafor',
      email: 'sam.rider@farmplate.test',
      role: 'delivery',
      password: SAMPLE_PASSWORD,
      phone: '+1 (469) 555-0221',
      location: 'Dallas, TX',
      createdAt: ago(1),
    });
    const inactiveRider = await createUser({
      name: 'Lena Brooks',
      email: 'lena.rider@farmplate.test',
      role: 'delivery',
      status: 'inactive',
      password: SAMPLE_PASSWORD,
      phone: '+1 (972) 555-0232',
      location: 'Richardson, TX',
      createdAt: ago(210),
    });
    const customers = [
      customer,
      await createUser({
        name: 'Aisha Bello',
        email: 'aisha@example.test',
        role: 'customer',
        password: SAMPLE_PASSWORD,
        phone: '+1 (214) 555-0243',
        location: '88 Main St, Dallas, TX',
        createdAt: ago(45),
      }),
      await createUser({
        name: 'Marcus Johnson',
        email: 'marcus@example.test',
        role: 'customer',
        password: SAMPLE_PASSWORD,
        phone: '+1 (972) 555-0254',
        location: '310 Oak Ave, Plano, TX',
        createdAt: ago(30),
      }),
      await createUser({
        name: 'Keisha Williams',
        email: 'keisha@example.test',
        role: 'customer',
        password: SAMPLE_PASSWORD,
        phone: '+1 (469) 555-0265',
        location: '77 Pecan Ln, Irving, TX',
        createdAt: ago(14),
      }),
      await createUser({
        name: 'Femi Adebayo',
        email: 'femi@example.test',
        role: 'customer',
        password: SAMPLE_PASSWORD,
        phone: '+1 (214) 555-0276',
        location: '5 Cedar Ct, Dallas, TX',
        createdAt: ago(6),
      }),
    ];
    await createUser({
      name: 'Janet Obi',
      email: 'janet@example.test',
      role: 'customer',
      status: 'inactive',
      password: SAMPLE_PASSWORD,
      createdAt: ago(100),
    });
    // the Nigerian demo kitchen: the /ng menu's dishes, priced in naira
    const nigerianKitchen = await createUser({
      name: 'Ngozi Eze',
      email: 'ngozi@naijapot.test',
      role: 'kitchen',
      password: SAMPLE_PASSWORD,
      phone: '+234 803 555 0199',
      location: 'Lekki, Lagos',
      createdAt: ago(50),
    });

    await tx.insert(tables.farmerProfiles).values([
      {
        userId: farmer.id,
        farmName: 'Green Valley Farm',
        farmSize: '25 acres',
        primaryCrops: 'Yams, Tomatoes, Peppers',
        yearsOfExperience: 12,
        products: 'Yams, Tomatoes, Peppers, Spinach, Cassava',
        status: 'active',
        rating: 4.8,
        ordersCompleted: 47,
        createdAt: farmer.createdAt,
      },
      {
        userId: farmer2.id,
        farmName: 'Sunrise Acres',
        farmSize: '40 acres',
        primaryCrops: 'Millet, Onions',
        yearsOfExperience: 8,
        products: 'Millet, Onions, Tomatoes, Peppers',
        status: 'active',
        rating: 4.6,
        ordersCompleted: 31,
        createdAt: farmer2.createdAt,
      },
      {
        userId: pendingFarmer.id,
        farmName: 'Harvest Moon Farm',
        farmSize: '10 acres',
        primaryCrops: 'Spinach, Onions',
        yearsOfExperience: 3,
        products: 'Spinach, Onions',
        status: 'pending',
        rating: null,
        createdAt: pendingFarmer.createdAt,
      },
      {
        userId: inactiveFarmer.id,
        farmName: 'Cocoa Ridge Farm',
        farmSize: '15 acres',
        primaryCrops: 'Cassava',
        yearsOfExperience: 20,
        products: 'Cassava, Yams',
        status: 'inactive',
        rating: 4.1,
        ordersCompleted: 12,
        createdAt: inactiveFarmer.createdAt,
      },
    ]);
    await tx.insert(tables.kitchenProfiles).values([
      {
        userId: kitchen.id,
        kitchenName: "Mama's Soul Kitchen",
        address: '2100 Commerce St, Dallas, TX',
        cuisine: 'Soul Food, Nigerian',
        type: 'Ghost Kitchen',
        dailyCapacity: 150,
        operatingHours: '10:00 AM - 10:00 PM',
        specialties: 'Jollof Rice, Shrimp and Grits, Peach Cobbler',
        // delivery partners: customers may also collect at the counter
        allowsPickup: true,
        zone: 'Dallas',
        status: 'active',
        rating: 4.7,
        ordersCompleted: 312,
        createdAt: kitchen.createdAt,
      },
      {
        userId: kitchen2.id,
        kitchenName: 'Island Spice Cafe',
        address: '415 Legacy Dr, Plano, TX',
        cuisine: 'Caribbean',
        type: 'Cafe',
        dailyCapacity: 80,
        operatingHours: '11:00 AM - 9:00 PM',
        specialties: 'Jerk Chicken, Fried Plantains, Sorrel',
        zone: 'Plano',
        status: 'active',
        rating: 4.5,
        ordersCompleted: 148,
        createdAt: kitchen2.createdAt,
      },
      {
        userId: pendingKitchen.id,
        kitchenName: 'Lagos Street Eats',
        address: '900 Story Rd, Irving, TX',
        cuisine: 'Nigerian Street Food',
        type: 'Food Truck',
        dailyCapacity: 60,
        zone: 'Irving',
        status: 'pending',
        rating: null,
        createdAt: pendingKitchen.createdAt,
      },
      {
        userId: nigerianKitchen.id,
        kitchenName: 'Naija Pot Kitchen',
        address: '14 Admiralty Way, Lekki, Lagos',
        cuisine: 'Nigerian',
        type: 'Ghost Kitchen',
        dailyCapacity: 120,
        operatingHours: '8:00 AM - 10:00 PM',
        specialties: 'Jollof Rice, Egusi Soup, Akara',
        region: 'ng',
        zone: 'Lekki',
        status: 'active',
        rating: 4.6,
        ordersCompleted: 0,
        createdAt: nigerianKitchen.createdAt,
      },
      {
        userId: inactiveKitchen.id,
        kitchenName: 'Bayou Bites Truck',
        address: '12 Main St, Garland, TX',
        cuisine: 'Cajun, Creole',
        type: 'Food Truck',
        dailyCapacity: 50,
        zone: 'Garland',
        status: 'inactive',
        rating: 3.9,
        ordersCompleted: 64,
        createdAt: inactiveKitchen.createdAt,
      },
    ]);
    await tx.insert(tables.deliveryProfiles).values([
      {
        userId: rider.id,
        deliveryName: 'Dayo Express',
        vehicles: 'Bicycle, Motorcycle',
        status: 'active',
        rating: 4.9,
        deliveriesCompleted: 256,
        // the demo courier: active, in the zones of the two active US kitchens, offline until switched on
        phone: '+1 (214) 555-0166',
        region: 'us',
        zones: ['Dallas', 'Plano'],
        vehicle: 'bicycle',
        hasSmartphone: true,
        backgroundCheckConsent: true,
        dateOfBirth: '1994-05-12',
        createdAt: rider.createdAt,
      },
      {
        userId: pendingRider.id,
        deliveryName: 'Okafor Deliveries',
        vehicles: 'Car',
        status: 'pending',
        rating: null,
        // an application waiting for the admin's Approve
        phone: '+1 (469) 555-0221',
        region: 'us',
        zones: ['Dallas', 'Irving'],
        vehicle: 'car',
        dateOfBirth: '1990-09-03',
        hasSmartphone: true,
        backgroundCheckConsent: true,
        licenceNumber: 'TX-D1234567',
        licenceExpiry: '2031-09-03',
        registrationNumber: 'TX-KLM-4821',
        insuranceNumber: 'PROG-99812-TX',
        insuranceExpiry: '2030-12-31',
        appliedAt: pendingRider.createdAt,
        createdAt: pendingRider.createdAt,
      },
      {
        userId: inactiveRider.id,
        deliveryName: 'Brooks Courier',
        vehicles: 'Car, Van',
        region: 'us',
        zones: ['Richardson'],
        vehicle: 'car',
        status: 'inactive',
        rating: 4.2,
        deliveriesCompleted: 88,
        createdAt: inactiveRider.createdAt,
      },
    ]);

    // ---- menu ----
    const categoryRows = await tx
      .insert(tables.categories)
      .values(DEFAULT_CATEGORIES.map((name) => ({ name })))
      .returning();
    const category = (name: string) =>
      required(
        categoryRows.find((row) => row.name === name),
        `the category ${name}`,
      ).id;
    // the spec's eight sample dishes (sample-menu.ts, which the public menu page renders too):
    // in the US at the kitchen that cooks each, in Nigeria all eight at the Nigerian demo kitchen
    const usKitchenId = (name: string) => (name === 'Island Spice Cafe' ? kitchen2.id : kitchen.id);
    const sampleRow = (sample: SampleDish, kitchenId: number, price: number, age: number) => ({
      kitchenId,
      categoryId: category(sample.categories.includes('dessert') ? 'Desserts' : 'Mains'),
      itemName: sample.name,
      description: sample.description,
      price,
      ingredients: sample.ingredients.join(', '),
      allergens: sample.allergens.join(', '),
      vegetarian: sample.vegetarian,
      vegan: sample.vegan,
      glutenFree: sample.glutenFree,
      slug: sample.slug,
      mealCategories: sample.categories,
      tags: sample.tags,
      createdAt: ago(100 - age),
    });
    const dishes = await tx
      .insert(tables.menuItems)
      .values([
        ...SAMPLE_DISHES.map((sample, index) =>
          sampleRow(sample, usKitchenId(sample.usKitchen), sample.price.us, index * 5),
        ),
        ...SAMPLE_DISHES.map((sample, index) => sampleRow(sample, nigerianKitchen.id, sample.price.ng, index * 5)),
      ])
      .returning();
    const dish = (name: string) =>
      required(
        dishes.find((row) => row.itemName.startsWith(name) && row.kitchenId !== nigerianKitchen.id),
        `the dish ${name}`,
      );

    // ---- inventory (the produce types of the farmer dashboard) ----
    const produce = await tx
      .insert(tables.inventoryItems)
      .values([
        {
          farmerId: farmer.id,
          produceName: 'Yams',
          quantity: 120,
          unit: 'kg',
          quality: 'Premium',
          description: 'White puna yams, harvested this month.',
          totalPrice: 360,
          stockAlert: 50,
          createdAt: ago(20),
        },
        {
          farmerId: farmer.id,
          produceName: 'Tomatoes',
          quantity: 80,
          unit: 'kg',
          quality: 'Standard',
          description: 'Vine-ripened Roma tomatoes.',
          totalPrice: 200,
          stockAlert: 30,
          createdAt: ago(12),
        },
        {
          farmerId: farmer.id,
          produceName: 'Peppers',
          quantity: 35,
          unit: 'kg',
          quality: 'Premium',
          description: 'Scotch bonnet and bell peppers.',
          totalPrice: 175,
          stockAlert: 20,
          createdAt: ago(9),
        },
        {
          farmerId: farmer.id,
          produceName: 'Spinach',
          quantity: 40,
          unit: 'bunches',
          quality: 'Standard',
          description: 'Fresh-cut spinach bunches.',
          totalPrice: 60,
          stockAlert: 15,
          createdAt: ago(4),
        },
        {
          farmerId: farmer.id,
          produceName: 'Cassava',
          quantity: 200,
          unit: 'kg',
          quality: 'Economy',
          description: 'Sweet cassava roots.',
          totalPrice: 300,
          stockAlert: 50,
          createdAt: ago(16),
        },
        {
          farmerId: farmer2.id,
          produceName: 'Millet',
          quantity: 150,
          unit: 'kg',
          quality: 'Standard',
          description: 'Pearl millet, sun-dried.',
          totalPrice: 270,
          stockAlert: 40,
          createdAt: ago(25),
        },
        {
          farmerId: farmer2.id,
          produceName: 'Onions',
          quantity: 90,
          unit: 'kg',
          quality: 'Standard',
          description: 'Red onions.',
          totalPrice: 135,
          stockAlert: 30,
          createdAt: ago(11),
        },
        {
          farmerId: farmer2.id,
          produceName: 'Tomatoes',
          quantity: 60,
          unit: 'kg',
          quality: 'Premium',
          description: 'Heirloom tomatoes.',
          totalPrice: 180,
          stockAlert: 20,
          createdAt: ago(7),
        },
        {
          farmerId: farmer2.id,
          produceName: 'Peppers',
          quantity: 25,
          unit: 'kg',
          quality: 'Economy',
          description: 'Mixed hot peppers.',
          totalPrice: 50,
          stockAlert: 10,
          createdAt: ago(5),
        },
        {
          farmerId: inactiveFarmer.id,
          produceName: 'Cassava',
          quantity: 70,
          unit: 'kg',
          quality: 'Standard',
          description: 'Cassava roots.',
          totalPrice: 105,
          createdAt: ago(60),
        },
      ])
      .returning();
    const item = (farmerId: number, name: string) =>
      required(
        produce.find((row) => row.farmerId === farmerId && row.produceName === name),
        `the produce ${name} of farmer ${farmerId}`,
      );

    // ---- kitchen requests in every status ----
    const requestRow = (
      kitchenId: number,
      inventory: typeof tables.inventoryItems.$inferSelect,
      quantity: number,
      status: 'pending' | 'accepted' | 'declined' | 'fulfilled',
      daysAgo: number,
      extra: Partial<typeof tables.kitchenRequests.$inferInsert> = {},
    ) => {
      const createdAt = ago(daysAgo, 90);
      const deliveryDate = new Date(createdAt.getTime() + 4 * DAY).toISOString().slice(0, 10);
      return {
        kitchenId,
        farmerId: inventory.farmerId,
        inventoryItemId: inventory.id,
        produceName: inventory.produceName,
        unit: inventory.unit,
        quantity,
        status,
        deliveryDate,
        createdAt,
        updatedAt: createdAt,
        acceptedAt:
          status === 'accepted' || status === 'fulfilled' ? new Date(createdAt.getTime() + 3 * 60 * MINUTE) : null,
        declinedAt: status === 'declined' ? new Date(createdAt.getTime() + 5 * 60 * MINUTE) : null,
        fulfilledAt: status === 'fulfilled' ? new Date(createdAt.getTime() + 2 * DAY) : null,
        ...extra,
      };
    };
    await tx.insert(tables.kitchenRequests).values([
      requestRow(kitchen.id, item(farmer.id, 'Tomatoes'), 20, 'pending', 0, {
        additionalNotes: 'For this weekend’s jollof special.',
      }),
      requestRow(kitchen2.id, item(farmer.id, 'Peppers'), 10, 'pending', 1, {
        additionalNotes: 'Scotch bonnets only, please.',
      }),
      requestRow(kitchen.id, item(farmer.id, 'Yams'), 30, 'accepted', 2),
      requestRow(kitchen2.id, item(farmer.id, 'Cassava'), 50, 'declined', 5, {
        declineReason: 'That harvest is reserved for a standing order.',
      }),
      requestRow(kitchen.id, item(farmer.id, 'Spinach'), 15, 'fulfilled', 9, {
        additionalNotes: 'Needed for egusi soup.',
      }),
      requestRow(kitchen.id, item(farmer2.id, 'Onions'), 25, 'pending', 0),
      requestRow(kitchen2.id, item(farmer2.id, 'Millet'), 40, 'accepted', 3),
      requestRow(kitchen2.id, item(farmer2.id, 'Tomatoes'), 12, 'fulfilled', 8),
      requestRow(kitchen.id, item(farmer2.id, 'Peppers'), 8, 'declined', 6, {
        declineReason: 'Not enough stock of that grade this week.',
      }),
    ]);

    // ---- orders in every status over several days ----
    const random = sequence(42);
    let orderCount = 0;
    const createOrder = async (options: {
      kitchenId?: number;
      farmerId?: number;
      status: 'new' | 'preparing' | 'ready' | 'completed' | 'cancelled';
      daysAgo: number;
      lines: {
        menuItem?: typeof tables.menuItems.$inferSelect;
        inventory?: typeof tables.inventoryItems.$inferSelect;
        quantity: number;
        notes?: string;
      }[];
      special?: string;
    }) => {
      orderCount += 1;
      const buyer = required(customers[orderCount % customers.length], 'a customer for the order');
      const createdAt = ago(options.daysAgo, options.daysAgo === 0 ? random(5, 240) : random(0, 600));
      const startedAt =
        options.status !== 'new' && options.status !== 'cancelled'
          ? new Date(createdAt.getTime() + random(2, 8) * MINUTE)
          : null;
      const readyAt =
        startedAt && options.status !== 'preparing' ? new Date(startedAt.getTime() + random(9, 26) * MINUTE) : null;
      const completedAt =
        readyAt && options.status === 'completed' ? new Date(readyAt.getTime() + random(5, 20) * MINUTE) : null;
      const cancelledAt = options.status === 'cancelled' ? new Date(createdAt.getTime() + random(1, 4) * MINUTE) : null;
      const priced = options.lines.map((line) => {
        if (line.menuItem) return { ...line, name: line.menuItem.itemName, price: line.menuItem.price };
        const inventory = required(line.inventory, 'a dish or produce on every order line');
        return {
          ...line,
          name: inventory.produceName,
          price: Math.round((inventory.totalPrice / inventory.quantity) * 100) / 100,
        };
      });
      const total = Math.round(priced.reduce((sum, line) => sum + line.price * line.quantity, 0) * 100) / 100;
      const [inserted] = await tx
        .insert(tables.orders)
        .values({
          orderNumber: `FP-${String(1000 + orderCount)}`,
          customerId: buyer.id,
          kitchenId: options.kitchenId ?? null,
          farmerId: options.farmerId ?? null,
          // meal orders went through dispatch: completed ones were delivered by the demo courier, ready
          // ones wait for a courier (new and preparing ones, seeded before dispatch, keep none);
          // grocery orders keep the rider as before
          deliveryPartnerId:
            options.status === 'completed' || (options.status === 'ready' && !options.kitchenId) ? rider.id : null,
          ...(options.kitchenId &&
            (options.status === 'ready' || options.status === 'completed') && {
              deliveryStatus: options.status === 'completed' ? 'delivered' : 'unassigned',
              // demo codes (not random: the seed's number sequence stays what the other demo data expects)
              deliveryCode: String((orderCount * 7919) % 10_000).padStart(4, '0'),
              pickupCode: String((orderCount * 4513 + 17) % 10_000).padStart(4, '0'),
              ...(options.status === 'completed' &&
                readyAt &&
                completedAt && {
                  assignedAt: new Date(readyAt.getTime() + MINUTE),
                  pickedUpAt: new Date(readyAt.getTime() + 3 * MINUTE),
                  deliveredAt: completedAt,
                  courierFeeShare: 80,
                }),
            }),
          customerName: buyer.name,
          customerEmail: buyer.email,
          customerPhone: buyer.phone,
          deliveryAddress: buyer.location,
          status: options.status,
          paymentMethod: 'card',
          paymentStatus: options.status === 'cancelled' ? 'refunded' : 'paid',
          totalAmount: total,
          specialInstructions: options.special ?? null,
          deliveryDate: new Date(createdAt.getTime() + 60 * MINUTE),
          startedAt,
          readyAt,
          completedAt,
          cancelledAt,
          createdAt,
          updatedAt: completedAt ?? readyAt ?? startedAt ?? cancelledAt ?? createdAt,
        })
        .returning();
      const order = required(inserted, `the inserted order ${orderCount}`);
      await tx.insert(tables.orderItems).values(
        priced.map((line) => ({
          orderId: order.id,
          menuItemId: line.menuItem?.id ?? null,
          inventoryItemId: line.inventory?.id ?? null,
          name: line.name,
          quantity: line.quantity,
          price: line.price,
          notes: line.notes ?? null,
        })),
      );
      const steps: { from: string | null; to: string; at: Date | null }[] = [
        { from: null, to: 'new', at: createdAt },
        { from: 'new', to: 'preparing', at: startedAt },
        { from: 'preparing', to: 'ready', at: readyAt },
        { from: 'ready', to: 'completed', at: completedAt },
        { from: 'new', to: 'cancelled', at: cancelledAt },
      ];
      await tx.insert(tables.orderStatusHistory).values(
        steps
          .filter((step): step is typeof step & { at: Date } => step.at !== null)
          .map((step) => ({
            orderId: order.id,
            fromStatus: step.from,
            toStatus: step.to,
            changedBy:
              step.to === 'new'
                ? buyer.id
                : step.to === 'cancelled'
                  ? admin.id
                  : (options.kitchenId ?? options.farmerId ?? null),
            changedAt: step.at,
          })),
      );
    };

    const jollof = dish('Jollof'),
      egusi = dish('Egusi'),
      suya = dish('Akara'),
      cobbler = dish('Sweet Potato'),
      grits = dish('Shrimp');
    const jerk = dish('Jerk'),
      dodo = dish('Red Red'),
      sorrel = dish('Braised Oxtail');
    const mamas: Array<
      [(typeof tables.orders.$inferInsert)['status'], number, Parameters<typeof createOrder>[0]['lines'], string?]
    > = [
      [
        'new',
        0,
        [
          { menuItem: jollof, quantity: 2 },
          { menuItem: suya, quantity: 1, notes: 'Extra yaji on the side' },
        ],
        'Please ring the bell twice.',
      ],
      ['new', 0, [{ menuItem: egusi, quantity: 1 }]],
      [
        'preparing',
        0,
        [
          { menuItem: jollof, quantity: 1 },
          { menuItem: cobbler, quantity: 2 },
        ],
      ],
      ['preparing', 0, [{ menuItem: suya, quantity: 3 }], 'No onions, please.'],
      [
        'ready',
        0,
        [
          { menuItem: egusi, quantity: 2 },
          { menuItem: jollof, quantity: 1 },
        ],
      ],
      ['completed', 0, [{ menuItem: jollof, quantity: 2 }]],
      [
        'completed',
        0,
        [
          { menuItem: cobbler, quantity: 1 },
          { menuItem: suya, quantity: 1 },
        ],
      ],
      ['cancelled', 0, [{ menuItem: grits, quantity: 1 }]],
      [
        'completed',
        1,
        [
          { menuItem: egusi, quantity: 1 },
          { menuItem: cobbler, quantity: 1 },
        ],
      ],
      ['completed', 1, [{ menuItem: jollof, quantity: 3 }]],
      ['completed', 2, [{ menuItem: suya, quantity: 2 }]],
      ['cancelled', 3, [{ menuItem: jollof, quantity: 1 }]],
      ['completed', 3, [{ menuItem: grits, quantity: 2 }]],
      ['completed', 5, [{ menuItem: egusi, quantity: 2 }]],
      [
        'completed',
        8,
        [
          { menuItem: jollof, quantity: 1 },
          { menuItem: cobbler, quantity: 1 },
        ],
      ],
      ['completed', 12, [{ menuItem: suya, quantity: 4 }]],
      ['completed', 20, [{ menuItem: jollof, quantity: 2 }]],
    ];
    for (const [status, daysAgo, lines, special] of mamas) {
      await createOrder({ kitchenId: kitchen.id, status: status as never, daysAgo, lines, special });
    }
    const island: Array<[string, number, Parameters<typeof createOrder>[0]['lines']]> = [
      [
        'new',
        0,
        [
          { menuItem: jerk, quantity: 1 },
          { menuItem: sorrel, quantity: 2 },
        ],
      ],
      ['preparing', 0, [{ menuItem: dodo, quantity: 2 }]],
      ['ready', 1, [{ menuItem: jerk, quantity: 2 }]],
      [
        'completed',
        1,
        [
          { menuItem: jerk, quantity: 1 },
          { menuItem: dodo, quantity: 1 },
        ],
      ],
      ['completed', 4, [{ menuItem: sorrel, quantity: 3 }]],
      ['cancelled', 6, [{ menuItem: jerk, quantity: 1 }]],
      [
        'completed',
        15,
        [
          { menuItem: dodo, quantity: 2 },
          { menuItem: sorrel, quantity: 1 },
        ],
      ],
    ];
    for (const [status, daysAgo, lines] of island) {
      await createOrder({ kitchenId: kitchen2.id, status: status as never, daysAgo, lines });
    }
    // grocery orders of the farmers' produce
    const groceries: Array<[number, string, number, Parameters<typeof createOrder>[0]['lines']]> = [
      [
        farmer.id,
        'new',
        0,
        [
          { inventory: item(farmer.id, 'Tomatoes'), quantity: 3 },
          { inventory: item(farmer.id, 'Peppers'), quantity: 1 },
        ],
      ],
      [farmer.id, 'preparing', 0, [{ inventory: item(farmer.id, 'Yams'), quantity: 5 }]],
      [
        farmer.id,
        'ready',
        1,
        [{ inventory: item(farmer.id, 'Spinach'), quantity: 4, notes: 'Leave at the front desk' }],
      ],
      [farmer.id, 'completed', 2, [{ inventory: item(farmer.id, 'Cassava'), quantity: 10 }]],
      [farmer.id, 'completed', 6, [{ inventory: item(farmer.id, 'Tomatoes'), quantity: 6 }]],
      [farmer2.id, 'new', 0, [{ inventory: item(farmer2.id, 'Onions'), quantity: 4 }]],
      [farmer2.id, 'completed', 3, [{ inventory: item(farmer2.id, 'Millet'), quantity: 8 }]],
    ];
    for (const [farmerId, status, daysAgo, lines] of groceries) {
      await createOrder({ farmerId, status: status as never, daysAgo, lines });
    }

    await tx.insert(tables.settings).values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })));
  });
  await seedAdminReportData(db); // the reports' birth dates and produce categories
}
