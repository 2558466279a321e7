import {
  availablePaymentMethods,
  DELIVERY_HOURS,
  deliveryTimeZone,
  orderPricing,
  PublicMenuQuery,
  PublicMenuResponse,
  type PublicMenuItem,
} from '@farmplate/contracts';
import { imageUrl } from '../platform/storage/image-url';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { PAYMENT_PROVIDERS } from '../platform/settings/payment-providers';
import { currentSettings } from '../platform/settings/settings-repository';
import { publicMenu } from './public-menu-repository';

/** The public site's menu of a region, with what checkout will charge and accept there. */
export async function publicMenuPlugin(app: Api, { db }: AppContext): Promise<void> {
  app.get(
    '/public-menu',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['customer orders'],
        querystring: PublicMenuQuery,
        response: responses({ 200: PublicMenuResponse }),
      },
    },
    async (request) => {
      const { region } = request.query;
      const [settings, { rows, kitchens }] = await Promise.all([currentSettings(db), publicMenu(db, region)]);
      const items: PublicMenuItem[] = rows.map((row) => {
        // a kitchen's own dish has no public categories or tags: they follow from its flags and category
        const categoriesOf = new Set(row.mealCategories);
        if (row.vegetarian) categoriesOf.add('vegetarian');
        if (row.category === 'Desserts') categoriesOf.add('dessert');
        const flagTags = [row.vegan && 'Vegan', row.vegetarian && 'Vegetarian', row.glutenFree && 'Gluten-Free'];
        return {
          id: row.id,
          slug: row.slug,
          name: row.name,
          description: row.description,
          price: row.price,
          categories: [...categoriesOf],
          tags: row.tags.length > 0 ? row.tags : flagTags.filter((tag): tag is string => !!tag),
          kitchen_id: row.kitchenId,
          kitchen_name: row.kitchenName,
          image_url: imageUrl(row.imagePath),
        };
      });
      return {
        region,
        items,
        kitchens,
        pricing: orderPricing(region, settings),
        payment_methods: availablePaymentMethods(region, settings.payment_methods, PAYMENT_PROVIDERS),
        delivery: { time_zone: deliveryTimeZone(region, settings), ...DELIVERY_HOURS },
      };
    },
  );
}
