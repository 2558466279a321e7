// Shared helpers of the browser tests: the seeded demo accounts and two ways to sign in.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

export { expect };
import type { Role } from '@farmplate/contracts';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
  business?: string;
}

/** The demo accounts the server seeds into every empty database (team brief). */
export const DEMO_ACCOUNTS = {
  admin: { role: 'admin', email: 'admin@farmplate.test', password: 'admin123', name: 'Amara Admin' },
  farmer: {
    role: 'farmer',
    email: 'farmer@farmplate.test',
    password: 'farmer123',
    name: 'Kwame Mensah',
    business: 'Green Valley Farm',
  },
  farmer2: {
    role: 'farmer',
    email: 'farmer2@farmplate.test',
    password: 'farmer123',
    name: 'Ruth Adeyemi',
    business: 'Sunrise Acres',
  },
  kitchen: {
    role: 'kitchen',
    email: 'kitchen@farmplate.test',
    password: 'kitchen123',
    name: 'Tunde Bakare',
    business: "Mama's Soul Kitchen",
  },
  kitchen2: {
    role: 'kitchen',
    email: 'kitchen2@farmplate.test',
    password: 'kitchen123',
    name: 'Grace Lee',
    business: 'Island Spice Cafe',
  },
  customer: { role: 'customer', email: 'customer@farmplate.test', password: 'customer123', name: 'Chidi Okeke' },
  delivery: { role: 'delivery', email: 'delivery@farmplate.test', password: 'delivery123', name: 'Dayo Rider' },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/**
 * Signs in without the login screen: POST /api/login, then the token and user go into
 * localStorage exactly where the app keeps them (`token`, `user`). The page is left on a blank
 * same-origin document; navigate where the test starts. `origin` targets another server than the
 * configured baseURL.
 */
export async function loginViaApi(
  page: Page,
  account: DemoAccountKey = 'farmer',
  { origin = '' }: { origin?: string } = {},
): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS[account];
  const response = await page.request.post(`${origin}/api/login`, { data: { email, password } });
  expect(response.ok(), `POST /api/login as ${email} answered ${response.status()}`).toBe(true);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  // Any same-origin document gives access to the origin's localStorage; this one runs no app code.
  await page.goto(`${origin}/remotes.json`);
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** Signs in through the login screen (spec §2 Login) and waits for the dashboard. */
export async function loginViaUi(page: Page, account: DemoAccountKey = 'farmer'): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS[account];
  await page.goto('/login');
  // A required field's label ends in '*'.
  await page.getByLabel(/^Email\*?$/).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The sign-in screen loads the dashboard in full, once (auth.spec.ts: "signing in loads the
  // dashboard once"), and the app starts there.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState();
}

/** The usual way in for a test that is not about logging in: fast, and independent of the login screen. */
export async function loginAs(page: Page, account: DemoAccountKey = 'farmer'): Promise<void> {
  await loginViaApi(page, account);
}

/** The spec's fallback screen (§2), shown in the place of a part that failed. */
export const FALLBACK_TITLE = 'Something went wrong';

/**
 * A toast's message. Radix Toast also reads the message out through a hidden live region
 * ("Notification …"), so the toast is the element whose whole text is the message.
 */
export function toast(page: Page, message: string): Locator {
  return page.getByText(message, { exact: true });
}

/** Waits for the toast that says `message` (spec §8 wording). */
export async function expectToast(page: Page, message: string): Promise<void> {
  await expect(toast(page, message)).toBeVisible();
}

/**
 * The page's axe violations (WCAG 2.0/2.1 A and AA; with `bestPractice`, axe's best practices
 * too, without the landmark rule), as 'rule: targets'. Runs once the page's animations have
 * ended: a dialog fading in has, for a moment, text of too little contrast.
 */
export async function accessibilityViolations(page: Page, { bestPractice = false } = {}): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // a spinner turns for ever: wait only for animations that end
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(await axeSource());
  return page.evaluate(async (withBestPractice) => {
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(withBestPractice ? ['best-practice'] : [])];
    const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      ...(withBestPractice && { rules: { region: { enabled: false } } }),
    });
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, bestPractice);
}

let axeScript: Promise<string> | undefined;
const axeSource = () => (axeScript ??= readFile(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Like `waitForLoadState('networkidle')`, which never comes on a dashboard: the tab's live-update
 * stream (/api/events) stays open for good. Waits until no other request has started or ended
 * for `quietMs`.
 */
export async function waitForQuietNetwork(page: Page, quietMs = 500): Promise<void> {
  let inflight = 0;
  let lastActivity = Date.now();
  const counted = (request: Request) => !request.url().includes('/api/events');
  const started = (request: Request) => {
    if (!counted(request)) return;
    inflight += 1;
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (!counted(request)) return;
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect
      .poll(() => inflight === 0 && Date.now() - lastActivity >= quietMs, { timeout: 15_000, intervals: [100] })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * A prerendered page (shell/src/prerender) shows its HTML before React takes it over, and the shell
 * marks its root `data-prerendered` until hydration has run: a click before then would do nothing.
 * Waits for that mark to go (at once on a page rendered in the browser).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached', timeout: 20_000 });
}

/** Opens `url` and returns once the page answers clicks (see waitForHydration). */
function hydratingNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/**
 * The browser tests' `test`: every page opened with goto or reload is hydrated before the test
 * acts on it, and a test fails when React reports a hydration error (the prerendered HTML and the
 * browser's first render differ) or a hydration mismatch.
 */
export const test = base.extend<{ waitForHydrationOnGoto: boolean }>({
  /** False for a test that acts on a prerendered page before it has hydrated, as a quick visitor does. */
  waitForHydrationOnGoto: [true, { option: true }],
  context: async ({ context, javaScriptEnabled, waitForHydrationOnGoto }, use) => {
    // (the `page` fixture is this context's first page; without JavaScript a prerendered page stays as it is)
    if (javaScriptEnabled && waitForHydrationOnGoto) {
      const newPage = context.newPage.bind(context);
      context.newPage = async () => hydratingNavigation(await newPage());
    }
    await use(context);
  },
  page: async ({ page }, use) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await use(page);
    expect(hydrationErrors, 'hydration errors').toEqual([]);
  },
});
