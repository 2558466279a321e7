import {
  BOX_MESSAGES,
  BoxCyclesResponse,
  BoxOrdersPage,
  BoxesOverviewResponse,
  BoxSettings,
  BoxSettingsResponse,
  CityParams,
  CutOffResponse,
  CycleParams,
  CycleQuery,
  MAX_UPCOMING_CYCLES,
  MessageResponse,
  PackedResponse,
  PickListQuery,
  PickListResponse,
} from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { isCalendarDate } from '../http/dates';
import { conflict, unprocessable } from '../http/errors';
import { paged, pageRequest } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { boxOrdersOfCycle, markCyclePacked } from '../orders/box-orders-repository';
import { CITY_OPENED_JOB, registerBoxJobs } from './box-jobs';
import { boxClock, boxCutoffHours, saveBoxCutoffHours } from './boxes-repository';
import { runCutOff } from './cut-off';
import { pickList, upcomingCycles } from './cycles-repository';
import { cityOf, openCity } from './waitlist-repository';
import { boxesOverview } from './overview-repository';
import { cutoffAt, todayIn } from './cycles';

const checkDate = (field: string, value: string) => {
  if (!isCalendarDate(value)) throw unprocessable({ [field]: [BOX_MESSAGES.dateInvalid] });
};

/**
 * A cycle's work: the farmer's box orders, the pick list and Packed; the admin's
 * cut-off setting, running a cycle's cut-off now, and opening a city. Registers the boxes' jobs.
 */
export async function boxCyclesPlugin(app: Api, context: AppContext): Promise<void> {
  const { db, jobs } = context;
  registerBoxJobs(context);
  const tags = ['boxes'];

  app.get(
    '/farmer/box-orders',
    {
      config: { permission: 'farmerBoxes' },
      schema: { tags, querystring: CycleQuery, response: responses({ 200: BoxOrdersPage }) },
    },
    async (request) => {
      checkDate('cycle', request.query.cycle);
      const page = pageRequest(request.query);
      const { rows, total } = await boxOrdersOfCycle(db, currentUser(request).id, request.query.cycle, page);
      return paged(rows, total, page);
    },
  );

  app.get(
    '/farmer/box-cycles',
    {
      config: { permission: 'farmerBoxes' },
      schema: { tags, response: responses({ 200: BoxCyclesResponse }) },
    },
    async (request) => {
      const now = new Date();
      const clock = await boxClock(db);
      const rows = await upcomingCycles(db, currentUser(request).id, todayIn(clock.timeZone, now), MAX_UPCOMING_CYCLES);
      return {
        data: rows.map((row) => {
          const cutoff = cutoffAt(row.date, clock);
          return { ...row, cutoff_at: cutoff.toISOString(), cut_off: cutoff <= now };
        }),
      };
    },
  );

  app.get(
    '/farmer/boxes/pick-list',
    {
      config: { permission: 'farmerBoxes' },
      schema: { tags, querystring: PickListQuery, response: responses({ 200: PickListResponse }) },
    },
    async (request) => {
      checkDate('cycle', request.query.cycle);
      const { lines, boxes } = await pickList(db, currentUser(request).id, request.query.cycle);
      return { cycle: request.query.cycle, boxes, data: lines };
    },
  );

  app.post(
    '/farmer/boxes/cycles/:date/packed',
    {
      config: { permission: 'farmerBoxes' },
      schema: { tags, params: CycleParams, response: responses({ 200: PackedResponse }) },
    },
    async (request) => {
      checkDate('date', request.params.date);
      const orders = await markCyclePacked(db, currentUser(request).id, request.params.date);
      return { message: BOX_MESSAGES.packed, orders };
    },
  );

  app.get(
    '/admin/boxes/overview',
    { config: { permission: 'admin' }, schema: { tags, response: responses({ 200: BoxesOverviewResponse }) } },
    async () => ({ data: await boxesOverview(db, todayIn((await boxClock(db)).timeZone, new Date())) }),
  );

  app.get(
    '/admin/boxes/settings',
    { config: { permission: 'admin' }, schema: { tags, response: responses({ 200: BoxSettingsResponse }) } },
    async () => ({ data: { cutoff_hours: await boxCutoffHours(db) } }),
  );

  app.put(
    '/admin/boxes/settings',
    {
      config: { permission: 'admin' },
      schema: { tags, body: BoxSettings, response: responses({ 200: BoxSettingsResponse }) },
    },
    async (request) => {
      const admin = currentUser(request);
      await saveBoxCutoffHours(db, request.body.cutoff_hours, { id: admin.id, name: admin.name });
      return { data: { cutoff_hours: await boxCutoffHours(db) } };
    },
  );

  // the cut-off of a cycle now (an admin, or a test moving the clock): exactly once like the job
  app.post(
    '/admin/boxes/cycles/:date/cut-off',
    {
      config: { permission: 'admin' },
      schema: { tags, params: CycleParams, response: responses({ 200: CutOffResponse }) },
    },
    async (request) => {
      checkDate('date', request.params.date);
      const result = await runCutOff(db, request.params.date);
      return { cycle: request.params.date, ...result };
    },
  );

  app.post(
    '/admin/box-cities/:city/open',
    {
      config: { permission: 'admin' },
      schema: { tags, params: CityParams, response: responses({ 200: MessageResponse }) },
    },
    async (request) => {
      const city = request.params.city;
      if (!(await openCity(db, city))) throw conflict('Boxes already deliver in this city');
      const { name } = (await cityOf(db, city))!;
      await jobs.enqueue({ kind: CITY_OPENED_JOB, key: city, payload: { city, name } });
      return { message: `Boxes now deliver in ${name}: its waitlist is being told.` };
    },
  );
}
