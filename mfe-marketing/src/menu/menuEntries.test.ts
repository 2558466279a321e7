import { SAMPLE_DISHES, type PublicMenuResponse } from '@farmplate/contracts';
import { liveEntries, sampleEntries } from './menuEntries';

type LiveItem = PublicMenuResponse['items'][number];

test('a dish keeps its key when the live menu replaces the sample one, so its card and picture stay on screen', () => {
  const [first] = SAMPLE_DISHES;
  const item = (id: number, slug: string | null): LiveItem =>
    ({ id, slug, name: first!.name, kitchen_id: 7, kitchen_name: 'Mama', image_url: null }) as LiveItem;
  const live = liveEntries({
    region: 'us',
    items: [item(41, first!.slug), item(42, first!.slug), item(43, null)],
  } as PublicMenuResponse);
  const sample = sampleEntries('us').find((entry) => entry.slug === first!.slug);

  expect(live[0]!.key).toBe(sample!.key);
  // the same dish from a second kitchen, and a kitchen's own dish, have keys of their own
  expect(new Set(live.map((entry) => entry.key)).size).toBe(3);
});
