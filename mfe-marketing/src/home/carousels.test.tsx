import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GroceryPage from '../grocery/GroceryPage';
import NigeriaLandingPage from '../nigeria/NigeriaLandingPage';
import { renderInLayout } from '../test-support/renderPublic';
import UsLandingPage from './UsLandingPage';

/** The slide a visitor sees: the carousel's only slide that is not hidden. */
const shownSlide = (carouselName: string) =>
  within(screen.getByRole('region', { name: carouselName })).getByRole('group', { name: /of \d/ });

/**
 * Lets time pass in small steps: each slide change schedules the next one once React has rendered
 * it (a few milliseconds in a browser), so one big jump would fire only the first change.
 */
const wait = (ms: number, step = 50) => {
  for (let passed = 0; passed < ms; passed += step) act(() => jest.advanceTimersByTime(Math.min(step, ms - passed)));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('US landing page', () => {
  beforeEach(() => renderInLayout(<UsLandingPage />, { path: '/us', layout: 'us' }));

  test('the hero shows four images for 5 s each and wraps back to the first', () => {
    expect(shownSlide('Scenes from FarmPlate')).toHaveAccessibleName('1 of 4');
    wait(4999);
    expect(shownSlide('Scenes from FarmPlate')).toHaveAccessibleName('1 of 4');
    wait(1);
    expect(shownSlide('Scenes from FarmPlate')).toHaveAccessibleName('2 of 4');
    expect(shownSlide('Scenes from FarmPlate')).toHaveTextContent('Grown within 100 miles of your table');
    wait(5000 * 2);
    expect(shownSlide('Scenes from FarmPlate')).toHaveAccessibleName('4 of 4');
    wait(5000);
    expect(shownSlide('Scenes from FarmPlate')).toHaveAccessibleName('1 of 4');
  });

  test('four testimonials rotate every 8 s', () => {
    const shown = () => shownSlide('Customer testimonials');
    expect(shown()).toHaveTextContent('Shanice Williams');
    wait(5000);
    expect(shown()).toHaveTextContent('Shanice Williams');
    wait(3000);
    expect(shown()).toHaveTextContent('Chinedu Obi');
    wait(8000 * 3);
    expect(shown()).toHaveAccessibleName('1 of 4');
  });

  test('the app promo has two slides every 4 s and the vendor cards two every 5 s', () => {
    wait(4000);
    expect(shownSlide('Coming soon to FarmPlate')).toHaveTextContent('Payments and loyalty rewards');
    expect(shownSlide('FarmPlate vendors')).toHaveTextContent('Green Valley Farm');
    wait(1000);
    expect(shownSlide('FarmPlate vendors')).toHaveTextContent("Mama's Soul Kitchen");
    wait(3000);
    expect(shownSlide('Coming soon to FarmPlate')).toHaveTextContent('FarmPlate apps for iPhone and Android');
  });

  test('dots jump to a slide, and the loyalty slideshow has arrows that wrap', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const hero = within(screen.getByRole('region', { name: 'Scenes from FarmPlate' }));
    await user.click(hero.getByRole('button', { name: 'Show slide 3 of 4' }));
    expect(shownSlide('Scenes from FarmPlate')).toHaveAccessibleName('3 of 4');
    expect(hero.queryByRole('button', { name: 'Next slide' })).toBeNull();

    const promo = within(screen.getByRole('region', { name: 'Coming soon to FarmPlate' }));
    await user.click(promo.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide('Coming soon to FarmPlate')).toHaveAccessibleName('2 of 2');
    await user.click(promo.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide('Coming soon to FarmPlate')).toHaveAccessibleName('1 of 2');
  });

  test('app-store badges say Coming soon instead of linking nowhere', () => {
    const apps = within(shownSlide('Coming soon to FarmPlate')).getByRole('list', { name: 'FarmPlate mobile apps' });
    expect(within(apps).queryAllByRole('link')).toHaveLength(0);
    expect(within(apps).getAllByText('Coming soon')).toHaveLength(2);
  });
});

test('Nigeria: hero of three images every 5 s, three testimonials every 8 s', () => {
  renderInLayout(<NigeriaLandingPage />, { path: '/ng', layout: 'ng' });
  wait(5000);
  expect(shownSlide('Scenes from FarmPlate Nigeria')).toHaveAccessibleName('2 of 3');
  wait(5000 * 2);
  expect(shownSlide('Scenes from FarmPlate Nigeria')).toHaveAccessibleName('1 of 3');
  expect(shownSlide('Testimonials from Nigeria')).toHaveAccessibleName('2 of 3');
  wait(1100);
  expect(shownSlide('Testimonials from Nigeria')).toHaveAccessibleName('3 of 3');
  wait(8000);
  expect(shownSlide('Testimonials from Nigeria')).toHaveAccessibleName('1 of 3');
});

test('US grocery slideshow: three images, 4 s each', () => {
  renderInLayout(<GroceryPage />, { path: '/us/grocery', layout: 'us' });
  expect(shownSlide('Grocery and meal-kit boxes')).toHaveTextContent('Produce boxes');
  wait(4000);
  expect(shownSlide('Grocery and meal-kit boxes')).toHaveTextContent('Chef-designed meal kits');
  wait(8000);
  expect(shownSlide('Grocery and meal-kit boxes')).toHaveAccessibleName('1 of 3');
});
