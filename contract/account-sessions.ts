import { z } from "zod";

/** What a session's id looks like: the SHA-256 (hex) of its token, so the token never leaves the cookie. */
export const SessionIdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, "Invalid session id"),
});

export const DEVICE_KINDS = ["desktop", "mobile", "tablet", "unknown"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** One place the member is signed in, as their settings list it. */
export const AccountSession = z.object({
  id: z.string(),
  /** Named from the browser's User-Agent: "Chrome on Windows", "Safari on iPhone", or "Unknown device". */
  device: z.string(),
  kind: z.enum(DEVICE_KINDS),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

/** The member's live sessions, the most recently seen first. */
export const AccountSessions = z.array(AccountSession);

/** How many sessions a sign-out ended. */
export const SignedOutSessions = z.object({ signedOut: z.number() });
export type SignedOutSessions = z.infer<typeof SignedOutSessions>;
