import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id at the OWASP minimum (19 MiB, 2 iterations, 1 lane): about 19 ms a hash here. */
// Algorithm.Argon2id is an ambient const enum (2), which isolated modules cannot read.
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string): Promise<string> => hash(secret, ARGON2_OPTIONS);

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false; // a malformed stored hash matches nothing
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of one verification when there is no account to check against, so the
 * answer time does not tell whether an email is registered.
 */
export async function verifyNothing(secret: string): Promise<false> {
  dummyHash ??= hashSecret('farmplate-timing-equaliser');
  await verifySecret(await dummyHash, secret);
  return false;
}
