import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Box, CreateBoxBody } from '@farmplate/contracts';
import { fakeApi, paged } from '../test-support/fakeApi';
import { box, inventoryItem } from '../test-support/fixtures';
import { renderScreen } from '../test-support/renderScreen';
import BoxesScreen from './BoxesScreen';

const inventory = [inventoryItem(), inventoryItem({ id: 2, produce_name: 'Tomatoes', unit: 'lb' })];

/** The farmer's boxes and inventory on a fake server that keeps what it is sent. */
function serveBoxes(initial: Box[] = [box()], overrides: Parameters<typeof fakeApi>[0] = {}) {
  const boxes = [...initial];
  const calls = fakeApi({
    'GET /farmer/boxes': () => ({ body: paged(boxes) }),
    'GET /inventory-items': () => ({ body: paged(inventory, 1, 100) }),
    'POST /farmer/boxes': ({ body }) => {
      const sent = body as CreateBoxBody;
      const created = box({
        ...sent,
        id: 99,
        description: sent.description ?? null,
        offered_until: sent.offered_until ?? null,
        contents: sent.contents.map((content) => ({ ...content, produce_name: 'Yams', unit: 'kg' })),
        active_subscriptions: 0,
        places_left: sent.weekly_limit,
      });
      boxes.push(created);
      return { status: 201, body: { message: 'Box created successfully!', data: created } };
    },
    'PUT /farmer/boxes/:id': ({ params, body }) => {
      const index = boxes.findIndex((each) => each.id === Number(params.id));
      const updated = { ...boxes[index]!, ...(body as Partial<Box>), contents: boxes[index]!.contents };
      boxes[index] = updated;
      return { body: { message: 'Box updated successfully!', data: updated } };
    },
    'PUT /farmer/boxes/:id/image': ({ params }) => {
      const found = boxes.find((each) => each.id === Number(params.id))!;
      found.image_url = '/uploads/box.png';
      return { body: { message: 'Box updated successfully!', data: found } };
    },
    'DELETE /farmer/boxes/:id': ({ params }) => {
      boxes.splice(
        boxes.findIndex((each) => each.id === Number(params.id)),
        1,
      );
      return { body: { message: 'Box deleted successfully!' } };
    },
    ...overrides,
  });
  return { calls, boxes };
}

const tableRows = () =>
  within(screen.getByRole('region', { name: 'Your boxes' }))
    .getAllByRole('row')
    .slice(1);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

test('lists every box of the farmer with kind, size, price, weekly limit, places taken and status', async () => {
  const { calls } = serveBoxes([
    box(),
    box({ id: 8, name: 'Jollof Kit', kind: 'meal_kit', size: 'large', price: 1234.5, status: 'inactive' }),
  ]);
  renderScreen(<BoxesScreen />, { path: 'boxes' });
  expect(await screen.findByText('Jollof Kit')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Boxes' })).toBeInTheDocument();
  const headers = within(screen.getByRole('region', { name: 'Your boxes' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(['Box', 'Kind', 'Size', 'Price', 'Weekly limit', 'Places', 'Offered', 'Status', 'Actions']);
  const [greens, kit] = tableRows();
  expect(greens).toHaveTextContent('Weekly Greens');
  expect(greens).toHaveTextContent('2 kg Yams');
  expect(greens).toHaveTextContent('Produce box');
  expect(greens).toHaveTextContent('Medium');
  expect(greens).toHaveTextContent('$25.00');
  expect(greens).toHaveTextContent('3 taken · 7 left');
  expect(greens).toHaveTextContent('From Dec 1, 2026');
  expect(greens).toHaveTextContent('Active');
  expect(kit).toHaveTextContent('Meal kit');
  expect(kit).toHaveTextContent('Large');
  expect(kit).toHaveTextContent('$1,234.50');
  expect(kit).toHaveTextContent('Inactive');
  // inactive boxes are the farmer's too: the list asks for every status
  expect(calls.find((call) => call.path === '/farmer/boxes')?.query.get('status')).toBe('all');
});

test('creating a box sends its fields and contents from the inventory, then its picture', async () => {
  const user = userEvent.setup();
  const { calls } = serveBoxes([]);
  renderScreen(<BoxesScreen />, { path: 'boxes' });
  expect(await screen.findByText('No boxes yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New Box' }));
  expect(screen.getByRole('heading', { name: 'Create Box' })).toBeInTheDocument();
  await screen.findByRole('option', { name: 'Tomatoes (lb)' });

  await user.type(screen.getByLabelText(/^Box name/), 'Jollof Kit');
  await user.selectOptions(screen.getByLabelText(/^Kind/), 'Meal kit');
  await user.selectOptions(screen.getByLabelText(/^Size/), 'Large');
  await user.type(screen.getByLabelText(/^Price/), '32.5');
  await user.type(screen.getByLabelText(/^Weekly limit/), '12');
  fireEvent.change(screen.getByLabelText(/^Offered from/), { target: { value: '2026-12-01' } });
  fireEvent.change(screen.getByLabelText(/^Offered until/), { target: { value: '2027-02-23' } });
  await user.selectOptions(screen.getByLabelText(/^Item 1/), 'Yams (kg)');
  await user.clear(screen.getByLabelText(/^Quantity 1/));
  await user.type(screen.getByLabelText(/^Quantity 1/), '2');
  await user.click(screen.getByRole('button', { name: 'Add item' }));
  await user.selectOptions(screen.getByLabelText(/^Item 2/), 'Tomatoes (lb)');
  await user.clear(screen.getByLabelText(/^Quantity 2/));
  await user.type(screen.getByLabelText(/^Quantity 2/), '3');
  await user.upload(screen.getByLabelText('Box picture'), new File(['png'], 'kit.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Create Box' }));

  expect(await screen.findByText('Box created successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    name: 'Jollof Kit',
    kind: 'meal_kit',
    size: 'large',
    price: 32.5,
    description: null,
    offered_from: '2026-12-01',
    offered_until: '2027-02-23',
    weekly_limit: 12,
    status: 'active',
    contents: [
      { inventory_item_id: 1, quantity: 2 },
      { inventory_item_id: 2, quantity: 3 },
    ],
  });
  const picture = calls.find((call) => call.path === '/farmer/boxes/99/image');
  expect(picture?.method).toBe('PUT');
  expect((picture?.body as FormData).get('image_file')).toMatchObject({ name: 'kit.png', type: 'image/png' });
  expect(screen.queryByRole('heading', { name: 'Create Box' })).toBeNull();
  await waitFor(() => expect(tableRows()[0]).toHaveTextContent('Jollof Kit'));
});

test('the form checks its fields before sending, contents included', async () => {
  const user = userEvent.setup();
  const { calls } = serveBoxes([]);
  renderScreen(<BoxesScreen />, { path: 'boxes' });
  await user.click(await screen.findByRole('button', { name: 'New Box' }));
  await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
  await user.click(screen.getByRole('button', { name: 'Create Box' }));
  expect(screen.getByText('Box name is required')).toBeInTheDocument();
  expect(screen.getByText('Price is required')).toBeInTheDocument();
  expect(screen.getByText('Weekly limit must be at least 1')).toBeInTheDocument();
  expect(screen.getByText('A box holds at least one inventory item')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test("the server's field errors show under their fields and the form stays open", async () => {
  const user = userEvent.setup();
  serveBoxes([box()], {
    'PUT /farmer/boxes/:id': () => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          offered_until: ['The last week offered cannot be before the first'],
          contents: ['Contents must come from your own inventory'],
          'contents.0.quantity': ['Quantity must be a whole number from 1'],
        },
      },
    }),
  });
  renderScreen(<BoxesScreen />, { path: 'boxes' });
  await user.click(await screen.findByRole('button', { name: 'Edit Weekly Greens' }));
  await waitFor(() => expect(screen.getByLabelText(/^Box name/)).toHaveValue('Weekly Greens'));
  expect(screen.getByLabelText(/^Quantity 1/)).toHaveValue(2);
  await user.click(screen.getByRole('button', { name: 'Update Box' }));

  expect(await screen.findByText('The last week offered cannot be before the first')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Offered until/)).toHaveAccessibleDescription(
    expect.stringContaining('The last week offered cannot be before the first'),
  );
  expect(screen.getByText('Contents must come from your own inventory')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Quantity 1/)).toHaveAccessibleDescription(
    expect.stringContaining('Quantity must be a whole number from 1'),
  );
  expect(screen.getByRole('heading', { name: 'Edit Box' })).toBeInTheDocument();
});

test('Delete asks first, then deletes the box and toasts', async () => {
  const user = userEvent.setup();
  const { calls } = serveBoxes([box(), box({ id: 8, name: 'Jollof Kit' })]);
  renderScreen(<BoxesScreen />, { path: 'boxes' });
  await user.click(await screen.findByRole('button', { name: 'Delete Jollof Kit' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete Box' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete Jollof Kit?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Delete Jollof Kit' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Box deleted successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/farmer/boxes/8');
  await waitFor(() => expect(screen.queryByText('Jollof Kit')).toBeNull());
});

test('a box with subscriptions is not deleted: the server says why', async () => {
  const user = userEvent.setup();
  serveBoxes([box()], {
    'DELETE /farmer/boxes/:id': () => ({
      status: 409,
      body: { message: 'This box has subscriptions: set it inactive instead of deleting it' },
    }),
  });
  renderScreen(<BoxesScreen />, { path: 'boxes' });
  await user.click(await screen.findByRole('button', { name: 'Delete Weekly Greens' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText('Failed to delete box: This box has subscriptions: set it inactive instead of deleting it'),
  ).toBeInTheDocument();
  expect(tableRows()[0]).toHaveTextContent('Weekly Greens');
});

test('Edit loads the box with its contents and saves the change', async () => {
  const user = userEvent.setup();
  const { calls } = serveBoxes();
  renderScreen(<BoxesScreen />, { path: 'boxes' });
  await user.click(await screen.findByRole('button', { name: 'Edit Weekly Greens' }));
  expect(screen.getByRole('heading', { name: 'Edit Box' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/^Item 1/)).toHaveValue('1'));
  expect(screen.getByLabelText(/^Weekly limit/)).toHaveValue(10);
  await user.clear(screen.getByLabelText(/^Weekly limit/));
  await user.type(screen.getByLabelText(/^Weekly limit/), '15');
  await user.selectOptions(screen.getByLabelText(/^Status/), 'Inactive');
  await user.click(screen.getByRole('button', { name: 'Update Box' }));

  expect(await screen.findByText('Box updated successfully!')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    path: '/farmer/boxes/7',
    body: {
      name: 'Weekly Greens',
      weekly_limit: 15,
      status: 'inactive',
      contents: [{ inventory_item_id: 1, quantity: 2 }],
    },
  });
  // no new picture: no upload
  expect(calls.some((call) => call.path.endsWith('/image'))).toBe(false);
  await waitFor(() => expect(tableRows()[0]).toHaveTextContent('Inactive'));
});

test('a refused picture leaves the saved box, says why and closes the form (no second create)', async () => {
  const user = userEvent.setup();
  const { calls } = serveBoxes([box()], {
    'PUT /farmer/boxes/:id/image': () => ({
      status: 413,
      body: { message: 'Image size must be less than 5MB' },
    }),
  });
  renderScreen(<BoxesScreen />, { path: 'boxes' });
  await user.click(await screen.findByRole('button', { name: 'Edit Weekly Greens' }));
  await waitFor(() => expect(screen.getByLabelText(/^Box name/)).toHaveValue('Weekly Greens'));
  await user.upload(screen.getByLabelText('Box picture'), new File(['png'], 'box.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Update Box' }));
  expect(await screen.findByText('Box updated successfully!')).toBeInTheDocument();
  expect(
    await screen.findByText('Failed to upload the box picture: Image size must be less than 5MB'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Edit Box' })).toBeNull();
  expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
    '/farmer/boxes/7',
    '/farmer/boxes/7/image',
  ]);
});

test('a reload keeps the page: the list asks for the page the URL names', async () => {
  const { calls } = serveBoxes();
  renderScreen(<BoxesScreen />, { path: 'boxes', at: '/dashboard/boxes?page=2' });
  await waitFor(() => expect(calls.some((call) => call.path === '/farmer/boxes')).toBe(true));
  expect(calls.find((call) => call.path === '/farmer/boxes')?.query.get('page')).toBe('2');
});
