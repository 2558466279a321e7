import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@farmplate/testing';
import { AdminInventoryForm } from './AdminInventoryForm';

test('the add form asks for a farmer and the inventory form fields', async () => {
  renderWithProviders(
    <AdminInventoryForm
      open
      item={null}
      farmers={[{ id: 3, name: 'Green Valley Farm' }]}
      defaultFarmerId=""
      onClose={() => undefined}
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Add Item' }));
  expect(await screen.findByText('Please choose a farmer')).toBeInTheDocument();
  expect(screen.getByText('Produce name is required')).toBeInTheDocument();
});
