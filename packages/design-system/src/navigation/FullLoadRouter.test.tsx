import { render, screen } from '@testing-library/react';
import { NavLink } from 'react-router-dom';
import { FullLoadRouter } from './FullLoadRouter';

describe('FullLoadRouter', () => {
  it("reads the page's own address: its links point where they go and the current page's link says so", () => {
    window.history.pushState(null, '', '/us/about?from=home');
    render(
      <FullLoadRouter>
        <nav aria-label="Main">
          <NavLink to="/us" end>
            Home
          </NavLink>
          <NavLink to="/us/about">About</NavLink>
          <NavLink to={{ pathname: '/us/menu', search: '?category=soups' }}>Soups</NavLink>
        </nav>
      </FullLoadRouter>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Soups' })).toHaveAttribute('href', '/us/menu?category=soups');
  });
});
