import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../renderWithTheme';
import { Button } from './Button';
import { LinkButton } from './LinkButton';

describe('Button', () => {
  it('is a button named by its text that reacts to clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Save Changes</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading, showing the busy text it is given', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit a form unless asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
        <Button type="submit">Login</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps its style props off the DOM element', () => {
    renderWithTheme(
      <Button variant="danger" size="lg" fullWidth>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('fullWidth');
  });
});

describe('LinkButton', () => {
  it('is a link to the route it is given', () => {
    renderWithTheme(
      <MemoryRouter>
        <LinkButton to="/register" variant="accent">
          Sign Up Now
        </LinkButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Sign Up Now' });
    expect(link).toHaveAttribute('href', '/register');
    expect(link).not.toHaveAttribute('variant');
  });
});
