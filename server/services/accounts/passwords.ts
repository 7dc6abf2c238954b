import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

// @node-rs/argon2 exports Algorithm as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checked against when the e-mail is unknown, so that a miss costs the same time as a
// wrong password and the response time does not reveal who has an account.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword("decoy password that matches nobody");
  return decoy;
}

// zxcvbn's list of the most common passwords seen in breaches (about 49,000, lower case):
// the first ones an attacker tries against every account.
let common: Set<string> | undefined;

/** Whether the password is on that list, in any letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}
