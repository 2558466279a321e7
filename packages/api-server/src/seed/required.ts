/**
 * The seed looks its own records up by name; a missing one is a mistake in the seed data, so it
 * stops seeding with a message that names the record instead of failing later on `undefined`.
 */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed data is missing ${what}`);
  return value;
}
