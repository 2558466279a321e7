// The public pages are prerendered at build time (shell/src/prerender) and hydrated in the browser:
// every page is answered with its HTML, reads without JavaScript, and becomes the live app without a
// hydration error, whoever visits (signed in or not, with a stored region or not).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, loginViaApi, test, waitForHydration } from './support';

const PUBLIC_PAGES = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../mfe-marketing/bench/public-pages.json'), 'utf8'),
) as Record<'us' | 'ng' | 'general', string[]>;
const SIGN_IN_SCREENS = ['/login', '/register', '/forgot-password'];
/** Every page the build prerenders: the public site's, and the sign-in screens a visitor opens. */
const PRERENDERED = [...PUBLIC_PAGES.us, ...PUBLIC_PAGES.ng, ...PUBLIC_PAGES.general, ...SIGN_IN_SCREENS];

/** The markup inside #root of a page's HTML as the server sends it ('' for the empty shell). */
const rootMarkup = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? '';

test('every public page and sign-in screen is answered with its prerendered HTML: a heading, styles and a title', async ({
  request,
}) => {
  for (const address of PRERENDERED) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    expect(html, `${address} is prerendered`).toContain('data-prerendered');
    expect(rootMarkup(html), `${address} has its page`).toMatch(/<h1[\s>]/);
    expect(html, `${address} has its styles`).toContain('data-styled');
    // the one inline script, allowed by its hash: it keeps what a visitor does before the app has started
    expect(html.match(/<script>/g), `${address} has one inline script`).toHaveLength(1);
    // a form the browser sends itself (before hydration) never puts its fields in the address
    expect(html, `${address}'s forms post`).not.toMatch(/<form(?![^>]*method="post")/);
    expect(html, `${address} is named`).toMatch(/<title>[^<]+ · FarmPlate<\/title>/);
  }
});

test('a prerendered page has the title it shows once hydrated, a blog post and a dish their own names', async ({
  page,
  request,
}) => {
  const titles: Record<string, string> = {};
  for (const address of ['/us', '/us/blog/1', '/us/menu/1', '/ng/about', '/privacy-policy?region=ng', '/login']) {
    const prerendered = /<title>([^<]+)<\/title>/
      .exec(await (await request.get(address)).text())?.[1]
      ?.replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    await page.goto(address);
    await expect(page, address).toHaveTitle(prerendered ?? '(no title)');
    titles[address] = prerendered ?? '';
  }
  expect(titles['/us/blog/1']).not.toBe('Blog · FarmPlate');
  expect(titles['/us/menu/1']).not.toBe('Our Menu · FarmPlate');
});

test('a dashboard address is the shell, rendered in the browser', async ({ request }) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).not.toContain('data-prerendered');
  expect(rootMarkup(html)).toBe('');
});

test('on a phone-speed CPU, the login form takes what is typed as soon as the page says it has hydrated', async ({
  page,
}) => {
  // React hydrates what is in a Suspense boundary after the rest of the page: while the form was in
  // one, the page said it had hydrated before the form had, and the email typed next was lost.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let load = 1; load <= 3; load += 1) {
    await page.goto('/login'); // returns once the root has lost data-prerendered (support.ts)
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.kitchen.email);
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.kitchen.password);
    await page.waitForTimeout(1_000); // a later hydration pass, if any were left, would empty them
    await expect(page.getByLabel('Email'), `load ${load}`).toHaveValue(DEMO_ACCOUNTS.kitchen.email);
    await expect(page.getByLabel('Password'), `load ${load}`).toHaveValue(DEMO_ACCOUNTS.kitchen.password);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the home page, follows links to a legal page and the menu, and sees the login form', async ({
    page,
  }) => {
    await page.goto('/us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'African, Caribbean and soul food, fresh from local farms',
    );
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('main')).toContainText('Effective');

    await page.goto('/ng/menu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Menu');

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login to FarmPlate');
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test("the menu's chips are links and its search a form to the same page: both filter the dishes", async ({
    page,
  }) => {
    const dish = (name: string) => page.getByRole('article', { name });
    await page.goto('/us/menu');
    await page.getByRole('group', { name: 'Menu categories' }).getByRole('link', { name: 'Dinner' }).click();
    await expect(page).toHaveURL(/\/us\/menu\?category=dinner$/);
    await expect(dish('Sweet Potato Pie')).toHaveCount(0);
    await expect(dish('Jollof Rice & Grilled Chicken')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search menu' }).fill('caribbean');
    await page.getByRole('searchbox', { name: 'Search menu' }).press('Enter');
    await expect(page).toHaveURL(/\/us\/menu\?category=dinner&q=caribbean$/);
    await expect(dish('Jerk Chicken with Rice & Peas')).toBeVisible();
    await expect(dish('Braised Oxtail with Butter Beans')).toBeVisible();
    await expect(dish('Jollof Rice & Grilled Chicken')).toHaveCount(0);
    await expect(dish('Sweet Potato Pie')).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search menu' })).toHaveValue('caribbean');
  });
});

test.describe('after hydration', () => {
  test('a signed-in visitor with Nigeria stored gets the prerendered page, then their own header and region', async ({
    page,
  }) => {
    await loginViaApi(page, 'kitchen');
    await page.evaluate(() => localStorage.setItem('preferredRegion', 'ng'));
    // The prerendered / is the US home of a visitor nobody knows; the browser's follows the storage.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Order meals and groceries from the people who grow and cook them',
    );
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Dashboard' }),
    ).toBeVisible();
    // the test's fixture fails it on any hydration error
  });

  test('the region switch, the chat and signing in work on prerendered pages', async ({ page }) => {
    await page.goto('/us');
    await page.getByRole('link', { name: /Switch to Nigeria$/ }).click();
    await expect(page).toHaveURL(/\/ng$/);

    await page.getByRole('button', { name: 'Chat with Ama' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.farmer.email);
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.farmer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

/**
 * Marks (`data-script-owned`) each element the page's script took over: one React hydrated carries
 * React's own property (`__reactFiber$…`); Preact keeps its tree on each root's element (`__k`, each
 * node's children in `__k`, its element in `__e`), the roots being `preactRoots`. One left as the
 * server's HTML is in neither. Runs in the page (it closes over nothing).
 */
function markScriptOwned(preactRoots: string): void {
  type PreactNode = { __e?: unknown; __k?: PreactNode | (PreactNode | null)[] | null };
  const preacts = new Set<unknown>();
  const walk = (node: PreactNode | null | undefined): void => {
    if (!node) return;
    if (node.__e) preacts.add(node.__e);
    for (const child of Array.isArray(node.__k) ? node.__k : [node.__k]) walk(child);
  };
  for (const root of document.querySelectorAll(preactRoots)) walk((root as PreactNode).__k as PreactNode);
  for (const element of document.querySelectorAll('#root *')) {
    if (preacts.has(element) || Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
      element.setAttribute('data-script-owned', '');
  }
}

test.describe('hydrating less', () => {
  /**
   * What the page's script took over (`markScriptOwned`: the islands are Preact's), counted once
   * every part has hydrated (the chat's launcher mounts last).
   */
  async function hydratedElements(page: Page) {
    await expect(page.getByRole('button', { name: 'Chat with Ama' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What our neighbors are saying' })).toBeVisible();
    await page.evaluate(markScriptOwned, '#root [data-island]');
    return page.evaluate(() => {
      const isReacts = (element: Element | null | undefined) => !!element?.hasAttribute('data-script-owned');
      const all = [...document.querySelectorAll('#root *')];
      const byText = (selector: string, text: string) =>
        [...document.querySelectorAll(`#root ${selector}`)].find((element) => element.textContent?.trim() === text);
      return {
        total: all.length,
        hydrated: all.filter(isReacts).length,
        isReacts: {
          // what acts
          menuButton: isReacts(document.querySelector('#root header button')),
          regionSwitch: isReacts(
            [...document.querySelectorAll('#root a')].find((link) =>
              (link.getAttribute('aria-label') ?? link.textContent ?? '').endsWith('Switch to Nigeria'),
            ),
          ),
          testimonialsCarousel: isReacts(document.querySelector('#root [aria-label="Customer testimonials"]')),
          testimonialsDot: isReacts(
            document.querySelector('#root [aria-label="Customer testimonials"] button[aria-label="Show slide 2 of 4"]'),
          ),
          // what only reads
          groceriesHeading: isReacts(byText('h2', "The plantains, yams and pepper you can't find at the big store")),
          favoritesHeading: isReacts(byText('h2', "Tonight's favorites")),
          sellHeading: isReacts(byText('h2', 'Sell your food on FarmPlate')),
          heroTitle: isReacts(document.querySelector('#root h1')),
          testimonialQuote: isReacts(document.querySelector('#root [aria-label="Customer testimonials"] blockquote')),
          heroSlideArt: isReacts(document.querySelector('#root [aria-label="Scenes from FarmPlate"] svg')),
        },
      };
    });
  }

  test("/us leaves its text, pictures and slides as the server's HTML and hydrates what acts: the header, the region switch, the carousels' controls", async ({
    page,
  }) => {
    await page.goto('/us');
    // the testimonials are below the first screen: their island hydrates once scrolled to
    const testimonialsRegion = page.getByRole('region', { name: 'Customer testimonials' });
    await testimonialsRegion.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island][data-not-hydrated]', { has: testimonialsRegion })).toHaveCount(0);
    const { total, hydrated, isReacts } = await hydratedElements(page);
    expect(isReacts).toEqual({
      menuButton: true,
      regionSwitch: true,
      testimonialsCarousel: true,
      testimonialsDot: true,
      groceriesHeading: false,
      favoritesHeading: false,
      sellHeading: false,
      heroTitle: false,
      testimonialQuote: false,
      heroSlideArt: false,
    });
    for (const name of ["Tonight's favorites", 'Sell your food on FarmPlate']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    // most of the page only reads: React hydrated fewer than a quarter of its elements (it was 59 %
    // with the slides hydrated, every element before the text sections were left alone)
    expect(hydrated, `${hydrated} of ${total} elements hydrated`).toBeLessThan(total / 4);
    // the carousels still turn: the second testimonial is shown by its dot
    const testimonials = page.getByRole('region', { name: 'Customer testimonials' });
    await testimonials.getByRole('button', { name: 'Show slide 2 of 4' }).click();
    await expect(testimonials.getByRole('group', { name: '2 of 4' })).toBeVisible();
    await expect(testimonials.getByRole('group', { name: '1 of 4' })).toBeHidden();
  });

  test('/us opened from another page of the app is rendered whole in the browser, every section React’s', async ({
    page,
  }) => {
    // the contact page starts the app (a page started by its islands links to /us with a full load)
    await page.goto('/us/contact');
    await expect(page.getByRole('button', { name: 'Chat with Ama' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/us$/);
    const { total, hydrated, isReacts } = await hydratedElements(page);
    expect(Object.values(isReacts).every(Boolean), JSON.stringify(isReacts)).toBe(true);
    // (the art's own SVG markup is the browser's either way)
    expect(hydrated, `${hydrated} of ${total} elements React's`).toBeGreaterThan(total * 0.75);
  });
});

test("/login hydrates its form alone: the picture, the texts and the links around it stay the server's HTML", async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(markScriptOwned, '#root [data-sign-in-form]');
  const isReacts = await page.evaluate(() => {
    const reacts = (element: Element | null | undefined) => !!element?.hasAttribute('data-script-owned');
    const byText = (selector: string, text: string) =>
      [...document.querySelectorAll(`#root ${selector}`)].find((element) => element.textContent?.trim() === text);
    return {
      // what acts
      form: reacts(document.querySelector('#root form[aria-label="Login"]')),
      email: reacts(document.querySelector('#root input[type="email"]')),
      loginButton: reacts(byText('button', 'Login')),
      // what only reads, and the links outside the form
      heading: reacts(byText('h1', 'Login to FarmPlate')),
      welcome: reacts(byText('h2', 'Welcome Back!')),
      picture: reacts(document.querySelector('#root img')),
      signUpLink: reacts(byText('a', 'Sign up now')),
    };
  });
  expect(isReacts).toEqual({
    form: true,
    email: true,
    loginButton: true,
    heading: false,
    welcome: false,
    picture: false,
    signUpLink: false,
  });
  // the link outside the form is a link: the sign-up screen, its form hydrated in turn
  await page.getByRole('link', { name: 'Sign up now' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
});

test.describe('on a phone', () => {
  // the page is opened while its fonts are held, so the test does not wait for it to hydrate first
  test.use({ viewport: { width: 412, height: 823 }, waitForHydrationOnGoto: false });

  test('the home pages do not move when their web fonts arrive after the first paint', async ({ page }) => {
    for (const address of ['/us', '/ng']) {
      // the fonts held until the page is on screen, as on a slow phone network
      let releaseFonts!: () => void;
      const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
      await page.route('**/*.woff2', async (route) => {
        await fontsHeld;
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(address, { waitUntil: 'commit' });
      // painted in the fallback faces first
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
        .toBe(1);
      releaseFonts();
      await page.evaluate(() => document.fonts.ready);
      await expect.poll(() => page.evaluate(() => document.fonts.check('600 1rem Fraunces'))).toBe(true);
      await waitForHydration(page); // and what hydration changes, if anything
      await page.waitForTimeout(500); // the relayout after the fonts
      const shift = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
      );
      // the public pages' goal is a CLS of 0.05; the hero's buttons wrapping when Nunito came made /ng 0.08
      expect(shift, address).toBeLessThan(0.01);
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
});
