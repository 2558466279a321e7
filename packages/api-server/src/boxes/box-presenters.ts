import type { Box } from '@farmplate/contracts';
import { imageUrl } from '../platform/storage/image-url';
import { placesLeft, type BoxRow } from './boxes-repository';

export const toBox = (row: BoxRow): Box => ({
  id: row.id,
  farmer_id: row.farmer_id,
  farm_name: row.farm_name,
  name: row.name,
  kind: row.kind,
  size: row.size,
  price: row.price,
  description: row.description,
  image_url: imageUrl(row.image_path),
  offered_from: row.offered_from,
  offered_until: row.offered_until,
  weekly_limit: row.weekly_limit,
  status: row.status,
  contents: row.contents,
  places_left: placesLeft(row),
  active_subscriptions: row.active_subscriptions,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
