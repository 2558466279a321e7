import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../renderWithTheme';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it("shows the name's first letter, upper-cased, when there is no photo", () => {
    renderWithTheme(<Avatar name="kwame Mensah" />);
    expect(screen.getByRole('img', { name: 'kwame Mensah' })).toHaveTextContent('K');
  });

  it('shows the photo, and the initial again if the photo fails to load', () => {
    renderWithTheme(<Avatar name="Ruth Adeyemi" src="/storage/profiles/ruth.jpg" />);
    const avatar = screen.getByRole('img', { name: 'Ruth Adeyemi' });
    const photo = avatar.querySelector('img');
    expect(photo).toHaveAttribute('src', '/storage/profiles/ruth.jpg');

    fireEvent.error(photo!);

    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('R');
  });
});
