// The public site (marketing remote) in the composed production build: every route of the three
// layouts, the region switch, legal pages and their region, links, forms, chat and images.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support';
import { type Page, type Route } from '@playwright/test';
import { accessibilityViolations, DEMO_ACCOUNTS, FALLBACK_TITLE, waitForHydration } from './support';

/** Every public route of /us, /ng and / (the bench uses the same list). */
const PUBLIC_PAGES = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../mfe-marketing/bench/public-pages.json'), 'utf8'),
) as Record<'us' | 'ng' | 'general', string[]>;
const ALL_PUBLIC_PAGES = [...PUBLIC_PAGES.us, ...PUBLIC_PAGES.ng, ...PUBLIC_PAGES.general];

const NOT_FOUND = 'Page not found';

const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footerNav = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('navigation', { name });
const regionSwitch = (page: Page) => page.getByRole('link', { name: /Switch to (Nigeria|United States)$/ });

/** Opens `target` and waits for the page's own heading (the lazily loaded page is on screen). */
async function open(page: Page, target: string): Promise<string> {
  await page.goto(target);
  await expect(mainHeading(page)).toBeVisible();
  await expect(page.getByText(FALLBACK_TITLE)).toHaveCount(0);
  return (await mainHeading(page).textContent()) ?? '';
}

test.describe('every public route of the three layouts', () => {
  const layouts = [
    { name: 'us', home: '/us', grocery: true },
    { name: 'ng', home: '/ng', grocery: false },
    { name: 'general', home: '/', grocery: true },
  ] as const;

  for (const layout of layouts) {
    test(`${layout.home}: every page renders inside its layout`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const target of PUBLIC_PAGES[layout.name]) {
        const heading = await open(page, target);
        expect(heading, `${target} shows a page`).not.toBe(NOT_FOUND);
        await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', layout.home);
        await expect(mainNav(page).getByRole('link', { name: 'Grocery' })).toHaveCount(layout.grocery ? 1 : 0);
        await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
      }
    });
  }

  test('pages a layout does not have, and unknown addresses, are not found', async ({ page }) => {
    for (const target of ['/ng/grocery', '/us/careers', '/no-such-page', '/menu/9', '/ng/blog/7', '/us/menu/nothing']) {
      expect(await open(page, target), target).toBe(NOT_FOUND);
    }
  });

  test('the footer links every page of spec §2', async ({ page }) => {
    await open(page, '/us/about');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/',
        '/menu',
        '/about',
        '/contact',
        '/blog',
        '/careers',
        '/investors',
        '/loyalty',
        '/newsroom',
        '/farmers',
        '/kitchens',
        '/delivery',
        '/privacy-policy?region=us',
        '/terms-of-service?region=us',
        '/return-refund-policy?region=us',
        '/delivery-policy?region=us',
      ]),
    );
  });
});

test.describe('region', () => {
  test('the switch toggles /us and /ng, stores preferredRegion, and the general layout follows it', async ({
    page,
  }) => {
    await open(page, '/us');
    await expect(regionSwitch(page)).toHaveText('US');
    await regionSwitch(page).click();
    await expect(page).toHaveURL(/\/ng$/);
    await expect(mainHeading(page)).toHaveText('Order meals and groceries from the people who grow and cook them');
    expect(await page.evaluate(() => localStorage.getItem('preferredRegion'))).toBe('ng');
    await expect(regionSwitch(page)).toHaveText('NG');

    // A stored Nigeria preference: the general layout shows the Nigeria home and hides Grocery.
    await open(page, '/');
    await expect(mainHeading(page)).toHaveText('Order meals and groceries from the people who grow and cook them');
    await expect(mainNav(page).getByRole('link', { name: 'Grocery' })).toHaveCount(0);

    await regionSwitch(page).click();
    await expect(page).toHaveURL(/\/us$/);
    expect(await page.evaluate(() => localStorage.getItem('preferredRegion'))).toBe('us');
    await open(page, '/');
    await expect(mainNav(page).getByRole('link', { name: 'Grocery' })).toHaveCount(1);
  });

  for (const [region, version, privacyAddress, entity] of [
    ['us', 'United States', 'privacy@farmplate.com', 'FarmPlate, Inc.'],
    ['ng', 'Nigeria', 'privacy@farmplate.ng', 'FarmPlate Nigeria Limited'],
  ] as const) {
    test(`the footer's legal links carry ?region=${region} and open the ${version} version`, async ({ page }) => {
      await open(page, `/${region}/blog`);
      await footerNav(page, 'Legal').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(new RegExp(`/privacy-policy\\?region=${region}$`));
      await expect(mainHeading(page)).toHaveText('Privacy Policy');
      await expect(page.getByText(`Version: ${version}`)).toBeVisible();
      await expect(page.getByRole('link', { name: privacyAddress }).first()).toBeVisible();
      await expect(page.getByText(entity).first()).toBeVisible();

      await page.goBack();
      await footerNav(page, 'Legal').getByRole('link', { name: 'Return & Refund Policy' }).click();
      await expect(page).toHaveURL(new RegExp(`/return-refund-policy\\?region=${region}$`));
      await expect(page.getByText('Effective August 1, 2025')).toBeVisible();
    });
  }

  test('without ?region a legal page reads the referrer, then the stored preference, else is general', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/delivery-policy', { referer: `${baseURL}/ng/menu` });
    await expect(page.getByText('Version: Nigeria')).toBeVisible();
    await expect(page.getByText(/₦1,500 to ₦2,500/).first()).toBeVisible();

    await open(page, '/terms-of-service');
    await expect(page.getByText('Version: All regions')).toBeVisible();
    await expect(footerNav(page, 'Legal').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );

    await page.evaluate(() => localStorage.setItem('preferredRegion', 'us'));
    await open(page, '/privacy-policy');
    await expect(page.getByText('Version: United States')).toBeVisible();
  });
});

test('no link on any public page leads to a not-found page', async ({ page, baseURL }) => {
  test.setTimeout(360_000);
  const origin = new URL(baseURL!).origin;
  const queue = [...ALL_PUBLIC_PAGES];
  const linkedFrom = new Map<string, string>();
  const visited = new Set<string>();
  const notFound: string[] = [];

  while (queue.length > 0) {
    const target = queue.shift()!;
    if (visited.has(target)) continue;
    visited.add(target);
    await page.goto(target);
    // Shell pages (/login, /register) have their own headings; wait for any page heading.
    await expect(page.getByRole('heading').first()).toBeVisible();
    if ((await page.getByRole('heading', { level: 1, name: NOT_FOUND }).count()) > 0) {
      notFound.push(`${target} (linked from ${linkedFrom.get(target) ?? 'the route list'})`);
      continue;
    }
    const isPublicPage = (await page.getByRole('contentinfo').count()) > 0;
    if (!isPublicPage) continue;
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue; // social accounts, mail and phone links
      const next = `${url.pathname}${url.search}`;
      if (/\/menu\?/.test(next)) continue; // a category chip: the menu page, filtered (its own test below)
      if (url.hash && next === new URL(page.url()).pathname + new URL(page.url()).search) continue; // in-page anchors
      if (!visited.has(next) && !linkedFrom.has(next)) {
        linkedFrom.set(next, target);
        queue.push(next);
      }
    }
  }

  expect(notFound).toEqual([]);
  // The walk reached the dish and post pages and the partner type links too.
  expect([...visited]).toEqual(
    expect.arrayContaining([
      '/us/menu/8',
      '/ng/blog/6',
      '/us/contact?type=farmer',
      // a courier applies on the application page, not the contact form
      '/ng/delivery/apply',
      '/login',
      '/register',
    ]),
  );
});

test('the menu filter is in the address: a shared address opens filtered, and Back from a dish restores it', async ({
  page,
}) => {
  const dish = (name: string) => page.getByRole('article', { name });
  const search = page.getByRole('searchbox', { name: 'Search menu' });
  await open(page, '/us/menu?category=dessert&q=PIE');
  await expect(dish('Sweet Potato Pie')).toBeVisible();
  await expect(dish('Jollof Rice & Grilled Chicken')).toHaveCount(0);
  await expect(search).toHaveValue('PIE');

  await page.getByRole('group', { name: 'Menu categories' }).getByRole('link', { name: 'Dinner' }).click();
  await search.fill('caribbean');
  await expect(page).toHaveURL(/\/us\/menu\?category=dinner&q=caribbean$/);
  await expect(dish('Jerk Chicken with Rice & Peas')).toBeVisible();
  await expect(dish('Sweet Potato Pie')).toHaveCount(0);

  await page.getByRole('link', { name: 'Details of Jerk Chicken with Rice & Peas' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jerk Chicken with Rice & Peas');
  await page.goBack();
  await expect(page).toHaveURL(/\/us\/menu\?category=dinner&q=caribbean$/);
  await expect(search).toHaveValue('caribbean');
  await expect(dish('Braised Oxtail with Butter Beans')).toBeVisible();
  await expect(dish('Jollof Rice & Grilled Chicken')).toHaveCount(0);
  // the chip was a step of its own; the typing was not
  await page.goBack();
  await expect(page).toHaveURL(/\/us\/menu\?category=dessert&q=PIE$/);
  await expect(dish('Sweet Potato Pie')).toBeVisible();
});

test.describe('forms store what the visitor typed', () => {
  test('an apply link preselects the partner type; the message is sent, confirmed, and the form resets after 3 s', async ({
    page,
  }) => {
    await open(page, '/us/kitchens');
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/us\/contact\?type=kitchen$/);
    await expect(page.getByLabel('I am a')).toHaveValue('kitchen');

    await page.getByLabel('Full Name').fill('Tunde Bakare');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('tunde@example.com');
    await page.getByLabel('Subject').fill('Partnering from South Dallas');
    await page.getByLabel(/^Message/).fill('We cook jollof and egusi and would like to join FarmPlate.');
    const request = page.waitForRequest(
      (sent) => sent.url().endsWith('/api/contact-messages') && sent.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();

    expect((await request).postDataJSON()).toMatchObject({ name: 'Tunde Bakare', userType: 'kitchen' });
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(page.getByText("Thank you for reaching out. We'll get back to you shortly.")).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('', { timeout: 8_000 });
    await expect(page.getByLabel('I am a')).toHaveValue('customer');
  });

  test('the contact form asks for the required fields before sending', async ({ page }) => {
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Please enter your name',
      'Please enter your email',
      'Please enter a subject',
      'Please enter your message',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test.describe('before hydration', () => {
    test.use({ waitForHydrationOnGoto: false });

    test('a courier application filled in and sent before the page has hydrated arrives, pending, and no field goes into an address', async ({
      page,
      request,
    }) => {
      // the page's scripts are held until the visitor has pressed Send: the early-event script keeps it
      const held: Route[] = [];
      let released = false;
      await page.route(/\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
      const addresses: string[] = [];
      page.on('framenavigated', (frame) => addresses.push(frame.url()));
      const email = `rider.${Date.now().toString(36)}@example.com`;
      const password = 'keep-100-percent-of-tips';
      await page.goto('/ng/delivery/apply', { waitUntil: 'commit' });
      await page.getByLabel(/^Full Name/).fill('Sodiq Balogun');
      await page.getByRole('textbox', { name: /^Email Address/ }).fill(email);
      await page.getByLabel(/^Phone Number/).fill('+234 803 555 0101');
      await page.getByLabel(/^Date of birth/).fill('1998-04-12');
      await page.getByLabel(/^Password/).fill(password);
      await page.getByLabel(/^Confirm Password/).fill(password);
      await page.getByLabel(/^Zone/).selectOption('Ikeja');
      await page.getByLabel(/^Vehicle/).selectOption('bicycle');
      await page.getByLabel(/smartphone with a data plan/).check();
      await page.getByLabel(/consent to a background check/).check();
      const sent = page.waitForRequest((call) => call.url().endsWith('/api/courier-applications'));
      await page.getByRole('button', { name: 'Send Application' }).click();
      released = true;
      await Promise.all(held.map((route) => route.continue()));

      expect((await sent).postDataJSON()).toMatchObject({ email, region: 'ng', zones: ['Ikeja'], vehicle: 'bicycle' });
      await expect(page.getByRole('status').filter({ hasText: 'Application received!' })).toBeVisible({
        timeout: 20_000,
      });
      expect(addresses.filter((address) => address.includes(password) || address.includes('Sodiq'))).toEqual([]);

      // the admin's Delivery Partners list holds the application, pending approval
      const login = await request.post('/api/login', {
        data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      });
      const { token } = (await login.json()) as { token: string };
      const partners = await request.get(`/api/delivery-partners?status=pending&search=${encodeURIComponent(email)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(JSON.stringify(await partners.json())).toContain(email);
    });
  });

  test('the courier application: axe-clean, no sideways scrolling at 360 px, motor vehicles ask for their papers', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, '/us/delivery');
    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await expect(page).toHaveURL(/\/us\/delivery\/apply$/);
    // A full load of the prerendered form (/us/delivery starts with its islands, not the app). The
    // page says it has hydrated before its Suspense boundary's content has (the form), and React's
    // hydration of a controlled select writes its own value back (docs/public-pages-performance.md):
    // the choice is made again until the form is React's.
    await waitForHydration(page);
    await expect(async () => {
      await page.getByLabel(/^Vehicle/).selectOption('car');
      await expect(page.getByRole('group', { name: 'Licence, registration and insurance' })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
    await page.getByRole('button', { name: 'Send Application' }).click();
    await expect(page.getByText("Please enter your driver's licence number")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(
      false,
    );
  });

  for (const { target, box, button, source } of [
    { target: '/blog', box: 'Never miss a story', button: 'Subscribe', source: 'blog' },
    { target: '/ng', box: 'Join the waitlist', button: 'Join the Waitlist', source: 'nigeria-app-waitlist' },
  ]) {
    test(`${target}: '${button}' stores the email`, async ({ page }) => {
      await open(page, target);
      const region = page.getByRole('region', { name: box });
      await region.getByLabel('Email address').fill(`visitor+${source}@example.com`);
      const request = page.waitForRequest((sent) => sent.url().endsWith('/api/newsletter-subscriptions'));
      await region.getByRole('button', { name: button, exact: true }).click();
      expect((await request).postDataJSON()).toEqual({ email: `visitor+${source}@example.com`, source });
      await expect(region.getByText('Thank you for subscribing!')).toBeVisible();
    });
  }
});

test('/us/grocery: Shop Boxes leads to the boxes of a ZIP; a ZIP outside Dallas is offered the waitlist', async ({
  page,
}) => {
  await open(page, '/us/grocery');
  await page.getByRole('region', { name: 'Get your first box' }).getByRole('link', { name: 'Shop Boxes' }).click();
  await expect(page).toHaveURL(/\/us\/boxes$/);
  const zip = page.getByLabel('Your ZIP code');
  await zip.fill('75201');
  await page.getByRole('button', { name: 'Find boxes' }).click();
  await expect(page.getByRole('heading', { name: /^Boxes delivered in Dallas/ })).toBeVisible();
  await zip.fill('77002');
  await page.getByRole('button', { name: 'Find boxes' }).click();
  await expect(page.getByRole('heading', { name: 'Not in your area yet' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Join the waitlist' })).toBeVisible();
});

test('the chat widget: closed, welcome with four starters, conversation, Enter sends', async ({ page }) => {
  await open(page, '/us/about');
  const launcher = page.getByRole('button', { name: 'Chat with Ama' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Chat with Ama' });
  await expect(chat.getByRole('group', { name: 'Conversation starters' }).getByRole('button')).toHaveText([
    'Tell me about a soul food classic',
    'Share a food culture story',
    'Find a spot for Jollof rice',
    'Ask me anything',
  ]);
  await chat.getByRole('button', { name: 'Tell me about a soul food classic' }).click();
  await expect(chat.getByRole('group', { name: 'Conversation starters' })).toHaveCount(0);
  await expect(chat.getByText(/shrimp and grits/)).toBeVisible();
  await chat.getByRole('textbox', { name: 'Message Ama' }).fill('Do you deliver to Frisco?');
  await chat.getByRole('textbox', { name: 'Message Ama' }).press('Enter');
  await expect(chat.getByText('Do you deliver to Frisco?')).toBeVisible();
  await expect(chat.getByText(/I can't answer that one myself yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('carousel dots jump to a slide; the app-store badges are not links', async ({ page }) => {
  await open(page, '/us');
  const hero = page.getByRole('region', { name: 'Scenes from FarmPlate' });
  await hero.getByRole('button', { name: 'Show slide 3 of 4' }).click();
  await expect(hero.getByRole('group', { name: '3 of 4' })).toBeVisible();
  await expect(hero.getByText('Jollof, jerk, egusi and pie in one order')).toBeVisible();
  const apps = page.getByRole('list', { name: 'FarmPlate mobile apps' }).first();
  await expect(apps.getByText('Coming soon')).toHaveCount(2);
  await expect(apps.getByRole('link')).toHaveCount(0);
});

test('images have alt text and fixed sizes, and load lazily below the fold', async ({ page }) => {
  for (const target of ['/us', '/ng', '/us/menu', '/us/about']) {
    await open(page, target);
    const images = await page.locator('main img').evaluateAll((elements) =>
      elements.map((image) => {
        const img = image as HTMLImageElement;
        return {
          src: img.getAttribute('src'),
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          top: img.getBoundingClientRect().top + window.scrollY,
        };
      }),
    );
    const fold = page.viewportSize()!.height;
    for (const image of images) {
      expect(image.alt, `${target} ${image.src}`).toBeTruthy();
      expect(Number(image.width) * Number(image.height), `${target} ${image.src}`).toBeGreaterThan(0);
      if (image.top > fold) expect(image.loading, `${target} ${image.src} is below the fold`).toBe('lazy');
    }
    // The hero art is drawn inline with the page and named for screen readers.
    if (target === '/us' || target === '/ng')
      await expect(page.locator('main svg[role="img"][aria-label]').first()).toBeVisible();
  }
});
