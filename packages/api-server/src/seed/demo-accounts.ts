/** The demo accounts of the team brief: one per role plus a second farmer and kitchen. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@farmplate.test', password: 'admin123', name: 'Amara Admin', business: null },
  {
    role: 'farmer',
    email: 'farmer@farmplate.test',
    password: 'farmer123',
    name: 'Kwame Mensah',
    business: 'Green Valley Farm',
  },
  {
    role: 'farmer',
    email: 'farmer2@farmplate.test',
    password: 'farmer123',
    name: 'Ruth Adeyemi',
    business: 'Sunrise Acres',
  },
  {
    role: 'kitchen',
    email: 'kitchen@farmplate.test',
    password: 'kitchen123',
    name: 'Tunde Bakare',
    business: "Mama's Soul Kitchen",
  },
  {
    role: 'kitchen',
    email: 'kitchen2@farmplate.test',
    password: 'kitchen123',
    name: 'Grace Lee',
    business: 'Island Spice Cafe',
  },
  { role: 'customer', email: 'customer@farmplate.test', password: 'customer123', name: 'Chidi Okeke', business: null },
  { role: 'delivery', email: 'delivery@farmplate.test', password: 'delivery123', name: 'Dayo Rider', business: null },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** Password of the extra sample accounts (partners in other statuses, more customers). */
export const SAMPLE_PASSWORD = 'sample123';

export function demoAccountsTable(): string {
  const rows = DEMO_ACCOUNTS.map(
    (account) => `  ${account.role.padEnd(9)} ${account.email.padEnd(26)} ${account.password}`,
  );
  return ['Demo accounts (role, email, password):', ...rows].join('\n');
}
