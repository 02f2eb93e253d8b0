import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum (19 MiB, 2 passes). */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// Verifying against a fixed hash when there is no hash keeps timing equal for both cases.
const DUMMY_HASH = hash('listingpilot-timing-guard', ARGON2);

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** False when `passwordHash` is null (Google-only account), after the same work as a real check. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password);
    return false;
  }
  return verify(passwordHash, password);
}
