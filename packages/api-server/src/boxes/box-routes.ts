import {
  BOX_MESSAGES,
  BoxesPage,
  BoxesQuery,
  BoxImageBody,
  BoxResponse,
  CreateBoxBody,
  IdParams,
  MessageResponse,
  UpdateBoxBody,
} from '@farmplate/contracts';
import { currentUser } from '../http/authorization';
import { isCalendarDate } from '../http/dates';
import { conflict, notFound, unprocessable } from '../http/errors';
import { paged, pageRequest } from '../http/pagination';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { replaceImage } from '../platform/storage/replace-image';
import { toBox } from './box-presenters';
import {
  deleteBox,
  findOwnBox,
  foreignInventoryIds,
  insertBox,
  ownBoxesPage,
  setBoxImage,
  updateBox,
  type BoxFields,
} from './boxes-repository';
import type { Executor } from './sql-rows';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Dates that exist, in order, and contents from the farmer's own inventory, each item once. */
async function checkBox(
  db: Executor,
  farmerId: number,
  body: { offered_from?: string; offered_until?: string | null; contents?: { inventory_item_id: number }[] },
  current?: { offered_from: string; offered_until: string | null },
) {
  for (const field of ['offered_from', 'offered_until'] as const) {
    const value = body[field];
    if (value && !isCalendarDate(value)) throw unprocessable({ [field]: [BOX_MESSAGES.dateInvalid] });
  }
  const from = body.offered_from ?? current?.offered_from;
  const until = body.offered_until === undefined ? current?.offered_until : body.offered_until;
  if (from && until && until < from) throw unprocessable({ offered_until: [BOX_MESSAGES.offeredUntilBeforeFrom] });
  if (body.contents) {
    const ids = body.contents.map((content) => content.inventory_item_id);
    if (new Set(ids).size !== ids.length) throw unprocessable({ contents: ['Each inventory item once per box'] });
    if ((await foreignInventoryIds(db, farmerId, ids)).length > 0)
      throw unprocessable({ contents: [BOX_MESSAGES.contentNotOwn] });
  }
}

/** A farmer's own boxes: nobody else's is reachable (404). */
export async function boxesPlugin(app: Api, { db, storage }: AppContext): Promise<void> {
  const permission = 'farmerBoxes' as const;
  const tags = ['boxes'];

  const findOwn = async (id: number, farmerId: number) => {
    const row = await findOwnBox(db, id, farmerId);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/farmer/boxes',
    { config: { permission }, schema: { tags, querystring: BoxesQuery, response: responses({ 200: BoxesPage }) } },
    async (request) => {
      const farmer = currentUser(request);
      const page = pageRequest(request.query);
      const status = !request.query.status || request.query.status === 'all' ? null : request.query.status;
      const { rows, total } = await ownBoxesPage(db, farmer.id, status, page);
      return paged(rows.map(toBox), total, page);
    },
  );

  app.get(
    '/farmer/boxes/:id',
    { config: { permission }, schema: { tags, params: IdParams, response: responses({ 200: BoxResponse }) } },
    async (request) => {
      const row = await findOwn(request.params.id, currentUser(request).id);
      return { message: 'OK', data: toBox(row) };
    },
  );

  app.post(
    '/farmer/boxes',
    { config: { permission }, schema: { tags, body: CreateBoxBody, response: responses({ 201: BoxResponse }) } },
    async (request, reply) => {
      const farmer = currentUser(request);
      const body = request.body;
      await checkBox(db, farmer.id, body);
      const fields: BoxFields = {
        name: body.name.trim(),
        kind: body.kind,
        size: body.size,
        price: body.price,
        description: blankToNull(body.description),
        offeredFrom: body.offered_from,
        offeredUntil: body.offered_until ?? null,
        weeklyLimit: body.weekly_limit,
        status: body.status ?? 'active',
      };
      const id = await insertBox(db, farmer.id, fields, body.contents);
      return reply.status(201).send({ message: BOX_MESSAGES.created, data: toBox(await findOwn(id, farmer.id)) });
    },
  );

  app.put(
    '/farmer/boxes/:id',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: UpdateBoxBody, response: responses({ 200: BoxResponse }) },
    },
    async (request) => {
      const farmer = currentUser(request);
      const existing = await findOwn(request.params.id, farmer.id);
      const body = request.body;
      await checkBox(db, farmer.id, body, existing);
      const changed = await updateBox(
        db,
        existing.id,
        farmer.id,
        {
          ...(body.name !== undefined && { name: body.name.trim() }),
          ...(body.kind !== undefined && { kind: body.kind }),
          ...(body.size !== undefined && { size: body.size }),
          ...(body.price !== undefined && { price: body.price }),
          ...(body.description !== undefined && { description: blankToNull(body.description) }),
          ...(body.offered_from !== undefined && { offeredFrom: body.offered_from }),
          ...(body.offered_until !== undefined && { offeredUntil: body.offered_until }),
          ...(body.weekly_limit !== undefined && { weeklyLimit: body.weekly_limit }),
          ...(body.status !== undefined && { status: body.status }),
        },
        body.contents,
      );
      if (!changed) throw notFound();
      return { message: BOX_MESSAGES.updated, data: toBox(await findOwn(existing.id, farmer.id)) };
    },
  );

  app.put(
    '/farmer/boxes/:id/image',
    {
      config: { permission, upload: 'inventory' },
      schema: { tags, params: IdParams, body: BoxImageBody, response: responses({ 200: BoxResponse }) },
    },
    async (request) => {
      const farmer = currentUser(request);
      const existing = await findOwn(request.params.id, farmer.id);
      const upload = { upload: request.body.image_file, kind: 'inventory' as const, replaces: existing.image_path };
      const saved = await replaceImage(storage, upload, async (imagePath) => {
        if (imagePath === undefined) throw unprocessable({ image_file: ['Please choose an image'] });
        return setBoxImage(db, existing.id, farmer.id, imagePath);
      });
      if (!saved) throw notFound();
      return { message: BOX_MESSAGES.updated, data: toBox(await findOwn(existing.id, farmer.id)) };
    },
  );

  app.delete(
    '/farmer/boxes/:id',
    { config: { permission }, schema: { tags, params: IdParams, response: responses({ 200: MessageResponse }) } },
    async (request) => {
      const farmer = currentUser(request);
      const existing = await findOwn(request.params.id, farmer.id);
      const outcome = await deleteBox(db, existing.id, farmer.id);
      if (outcome === 'missing') throw notFound();
      if (outcome === 'subscribed') throw conflict(BOX_MESSAGES.hasSubscriptions);
      await storage.remove(existing.image_path);
      return { message: BOX_MESSAGES.deleted };
    },
  );
}
