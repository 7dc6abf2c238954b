import { createHmac, timingSafeEqual } from "node:crypto";

export type UploadClaims = { key: string; userId: number; maxBytes: number; expiresAt: number };

const payload = (c: UploadClaims) => `${c.key}\n${c.userId}\n${c.maxBytes}\n${c.expiresAt}`;

/** HMAC-SHA256 over the key, the uploader, the size limit and the expiry. */
export function signUpload(secret: string, claims: UploadClaims): string {
  return createHmac("sha256", secret).update(payload(claims)).digest("base64url");
}

export function verifyUpload(secret: string, claims: UploadClaims, signature: string): boolean {
  const expected = Buffer.from(signUpload(secret, claims));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
