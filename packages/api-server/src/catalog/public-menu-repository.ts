import { and, asc, eq } from 'drizzle-orm';
import type { OrderRegion } from '@farmplate/contracts';
import type { Database } from '../db/client';
import { categories, kitchenProfiles, menuItems } from '../db/schema';

/** The live menu of a region: the active dishes of its active kitchens, and those kitchens. */
export async function publicMenu(db: Database, region: OrderRegion) {
  const where = and(eq(kitchenProfiles.region, region), eq(kitchenProfiles.status, 'active'));
  const [rows, kitchens] = await Promise.all([
    db
      .select({
        id: menuItems.id,
        slug: menuItems.slug,
        name: menuItems.itemName,
        description: menuItems.description,
        price: menuItems.price,
        mealCategories: menuItems.mealCategories,
        tags: menuItems.tags,
        vegetarian: menuItems.vegetarian,
        vegan: menuItems.vegan,
        glutenFree: menuItems.glutenFree,
        category: categories.name,
        imagePath: menuItems.imagePath,
        kitchenId: kitchenProfiles.userId,
        kitchenName: kitchenProfiles.kitchenName,
      })
      .from(menuItems)
      .innerJoin(kitchenProfiles, eq(kitchenProfiles.userId, menuItems.kitchenId))
      .leftJoin(categories, eq(categories.id, menuItems.categoryId))
      .where(and(where, eq(menuItems.status, 'active')))
      .orderBy(asc(menuItems.id)),
    db
      .select({
        id: kitchenProfiles.userId,
        name: kitchenProfiles.kitchenName,
        special_requests: kitchenProfiles.specialRequests,
        allows_pickup: kitchenProfiles.allowsPickup,
      })
      .from(kitchenProfiles)
      .where(where)
      .orderBy(asc(kitchenProfiles.userId)),
  ]);
  return { rows, kitchens };
}
