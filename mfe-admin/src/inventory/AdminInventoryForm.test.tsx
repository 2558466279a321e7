import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';
import { AdminInventoryForm } from './AdminInventoryForm';

test('the add form asks for a farmer and the inventory form fields', async () => {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <FarmPlateThemeProvider>
        <ToastProvider>
          <AdminInventoryForm
            open
            item={null}
            farmers={[{ id: 3, name: 'Green Valley Farm' }]}
            defaultFarmerId=""
            onClose={() => undefined}
          />
        </ToastProvider>
      </FarmPlateThemeProvider>
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Add Item' }));
  expect(await screen.findByText('Please choose a farmer')).toBeInTheDocument();
  expect(screen.getByText('Produce name is required')).toBeInTheDocument();
});
