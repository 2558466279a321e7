import { render, screen } from '@testing-library/react';
import { NavLink } from 'react-router-dom';
import { FullLoadRouter, fullLoadNavigator } from './FullLoadRouter';

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

describe('fullLoadNavigator', () => {
  const browser = () => {
    const location = { assign: jest.fn<void, [string]>(), replace: jest.fn<void, [string]>() };
    return { location, navigator: fullLoadNavigator(location, { go: jest.fn() }) };
  };

  it('loads an address once while it is loading: a second navigation there would abort the first', () => {
    const { location, navigator } = browser();
    navigator.replace('/dashboard');
    navigator.replace('/dashboard');
    navigator.push('/dashboard');
    expect(location.replace.mock.calls).toEqual([['/dashboard']]);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('goes on to another address, and to the same one again once the page is shown again from the back-forward cache', () => {
    const { location, navigator } = browser();
    navigator.push({ pathname: '/us/menu', search: '?category=soups' });
    navigator.replace('/dashboard');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })); // the first load's
    navigator.replace('/dashboard');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })); // back to this page
    navigator.replace('/dashboard');
    expect(location.assign.mock.calls).toEqual([['/us/menu?category=soups']]);
    expect(location.replace.mock.calls).toEqual([['/dashboard'], ['/dashboard']]);
  });
});
