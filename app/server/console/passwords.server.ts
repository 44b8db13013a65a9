/**
 * Passwords are hashed with argon2id through @node-rs/argon2 (ADR 020), with its defaults: 19 MiB
 * of memory, 2 passes, 1 lane, OWASP's recommended minimum. The PHC string keeps the parameters,
 * so raising them later still verifies the old hashes.
 */
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash of nothing anyone knows: a sign-in for an unknown address verifies against it, so that
// it takes as long as one for a real account and the timing does not tell them apart.
const decoy = hash("no account has this password");

/** Whether the password is the one hashed; without a hash, the same work for a `false`. */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
