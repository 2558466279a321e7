import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../renderWithTheme';
import { Carousel } from './Carousel';

const dishes = ['Jollof rice', 'Oxtail stew', 'Fried plantain'];

function renderDishes(props: { showArrows?: boolean } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithTheme(
    <Carousel
      label="Featured dishes"
      slides={dishes}
      intervalMs={5000}
      renderSlide={(dish) => <img src={`/${dish}.jpg`} alt={dish} />}
      {...props}
    />,
  );
  return user;
}

/** The one dish a user can see (hidden slides are aria-hidden, so role queries skip them). */
const shownDish = () => screen.getByRole('img').getAttribute('alt');

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

beforeEach(() => {
  jest.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('Carousel', () => {
  it('is a named carousel showing one slide at a time', () => {
    renderDishes();
    expect(screen.getByRole('region', { name: 'Featured dishes' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('group', { name: '1 of 3' })).toContainElement(
      screen.getByRole('img', { name: 'Jollof rice' }),
    );
  });

  it('moves to the next slide every interval and wraps from the last to the first', () => {
    renderDishes();
    wait(4999);
    expect(shownDish()).toBe('Jollof rice');
    wait(1);
    expect(shownDish()).toBe('Oxtail stew');
    wait(5000);
    expect(shownDish()).toBe('Fried plantain');
    wait(5000);
    expect(shownDish()).toBe('Jollof rice');
  });

  it('jumps to a slide from its dot, which then shows as current', async () => {
    const user = renderDishes();
    await user.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(shownDish()).toBe('Fried plantain');
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('has previous and next arrows that wrap both ways', async () => {
    const user = renderDishes({ showArrows: true });
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownDish()).toBe('Fried plantain');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownDish()).toBe('Jollof rice');
  });

  it('has no arrows unless asked', () => {
    renderDishes();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    const user = renderDishes();
    await user.hover(screen.getByRole('region', { name: 'Featured dishes' }));
    wait(15000);
    expect(shownDish()).toBe('Jollof rice');

    await user.unhover(screen.getByRole('region', { name: 'Featured dishes' }));
    wait(5000);
    expect(shownDish()).toBe('Oxtail stew');
  });

  it('pauses while keyboard focus is inside it', async () => {
    const user = renderDishes();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3' })).toHaveFocus();
    wait(15000);
    expect(shownDish()).toBe('Jollof rice');
  });

  it('does not rotate for users who prefer reduced motion, but still moves on request', async () => {
    preferReducedMotion(true);
    const user = renderDishes();
    wait(15000);
    expect(shownDish()).toBe('Jollof rice');
    await user.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    expect(shownDish()).toBe('Oxtail stew');
  });
});
