import {
  orderPricing,
  BOX_MESSAGES,
  MessageResponse,
  PublicBoxesQuery,
  PublicBoxesResponse,
  WaitlistBody,
  type PublicBoxesResponse as PublicBoxes,
} from '@farmplate/contracts';
import { conflict, unprocessable } from '../http/errors';
import { authRateLimit } from '../http/rate-limit';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { currentSettings } from '../platform/settings/settings-repository';
import { toBox } from './box-presenters';
import { boxClock, boxesOnOffer } from './boxes-repository';
import { todayIn } from './cycles';
import { cityOf, joinWaitlist } from './waitlist-repository';
import { cityOfZip } from './zip-areas';

/** Entries a city's waitlist holds at most: a flood of addresses cannot grow it without end. */
export const WAITLIST_CAP_PER_CITY = 100_000;

/** The public shop of boxes by ZIP, and the waitlists of the cities not served yet. */
export async function boxShopPlugin(app: Api, { db, config }: AppContext): Promise<void> {
  const tags = ['boxes'];

  app.get(
    '/boxes',
    {
      // a page anyone loads: generous, yet bounded per client (and the list is at most 200 boxes)
      config: {
        permission: 'public',
        rateLimit: { ...authRateLimit(config.auth.rateLimitPerMinute), max: config.auth.rateLimitPerMinute * 12 },
      },
      schema: { tags, querystring: PublicBoxesQuery, response: responses({ 200: PublicBoxesResponse }) },
    },
    async (request): Promise<PublicBoxes> => {
      const zip = request.query.zip;
      const city = zip ? cityOfZip(zip) : 'dallas';
      // a box order carries the platform's delivery fee on top of the box's price (insertBoxOrder)
      const deliveryFee = orderPricing('us', await currentSettings(db)).delivery_fee;
      if (!city)
        return {
          served: false,
          city: null,
          city_name: null,
          message: BOX_MESSAGES.zipNotServed,
          waitlist: false,
          delivery_fee: deliveryFee,
          data: [],
        };
      const known = (await cityOf(db, city))!;
      if (!known.opened)
        return {
          served: false,
          city,
          city_name: known.name,
          message: `We don't deliver to ${known.name} yet: join the waitlist and we'll email you when we do.`,
          waitlist: true,
          delivery_fee: deliveryFee,
          data: [],
        };
      const rows = await boxesOnOffer(db, todayIn((await boxClock(db)).timeZone, new Date()));
      return {
        served: true,
        city,
        city_name: known.name,
        message: null,
        waitlist: false,
        delivery_fee: deliveryFee,
        data: rows.map(toBox),
      };
    },
  );

  app.post(
    '/box-waitlist',
    {
      config: { permission: 'public', rateLimit: authRateLimit(config.auth.rateLimitPerMinute) },
      schema: { tags, body: WaitlistBody, response: responses({ 201: MessageResponse }) },
    },
    async (request, reply) => {
      const { email, zip } = request.body;
      const city = cityOfZip(zip);
      if (!city) throw unprocessable({ zip: [BOX_MESSAGES.zipNotServed] });
      const known = (await cityOf(db, city))!;
      if (known.opened) throw unprocessable({ zip: [BOX_MESSAGES.cityAlreadyServed] });
      const outcome = await joinWaitlist(db, { city, email: email.trim(), zip, cap: WAITLIST_CAP_PER_CITY });
      if (outcome === 'full') throw conflict('The waitlist is full for now: please try again later');
      // the same answer whether the address was on the list already: nothing to learn from it
      return reply.status(201).send({ message: BOX_MESSAGES.waitlistJoined });
    },
  );
}
