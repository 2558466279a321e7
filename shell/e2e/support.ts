// Shared helpers of the browser tests: the seeded demo accounts and two ways to sign in.
import { expect, type Locator, type Page } from '@playwright/test';
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
  await page.waitForURL('**/dashboard');
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
