import { z } from "zod";
import { DEVICE_KINDS } from "./account-sessions";

/** The longest push endpoint taken: the push services' own are a few hundred characters. */
const MAX_PUSH_ENDPOINT = 1024;

/** The key a browser's pushManager.subscribe() takes as applicationServerKey (base64url). */
export const PushKey = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKey>;

/** Bytes as base64url (padding allowed, and dropped), of exactly `bytes` bytes. */
const base64urlOf = (label: string, bytes: number) =>
  z
    .string({ error: `${label} must be a string` })
    .transform((v) => v.replace(/=+$/, ""))
    .refine((v) => /^[A-Za-z0-9_-]*$/.test(v), `${label} must be base64url`)
    .refine((v) => v.length === Math.ceil((bytes * 4) / 3), `${label} must be ${bytes} bytes`);

/** Where the push service takes this browser's pushes: an http(s) URL; the server says which hosts it accepts. */
const Endpoint = z
  .string({ error: "endpoint must be a string" })
  .max(MAX_PUSH_ENDPOINT, `endpoint must be at most ${MAX_PUSH_ENDPOINT} characters`)
  .refine((v) => URL.canParse(v) && ["https:", "http:"].includes(new URL(v).protocol), "endpoint must be an https URL");

export const PushEndpoint = z.object({ endpoint: Endpoint }, { error: "Send the push subscription's endpoint as a JSON object: { endpoint }" });
export type PushEndpoint = z.infer<typeof PushEndpoint>;

/** A browser's PushSubscription as its toJSON() gives it. */
export const PushSubscriptionBody = z.object(
  {
    endpoint: Endpoint,
    // The browser's own word on when it lapses; push services say so by answering 404 or 410.
    expirationTime: z.number({ error: "expirationTime must be a number or null" }).nullish(),
    keys: z.object(
      {
        // An uncompressed P-256 point: 65 bytes, the first 0x04 (so its base64url starts "B").
        p256dh: base64urlOf("keys.p256dh", 65).refine((v) => v.startsWith("B"), "keys.p256dh must be an uncompressed P-256 key"),
        auth: base64urlOf("keys.auth", 16),
      },
      { error: "keys must be an object with p256dh and auth" },
    ),
  },
  { error: "Send the browser's push subscription as a JSON object: { endpoint, keys: { p256dh, auth } }" },
);
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** A browser that is pushed the member's notices, as their settings list it. */
export const PushDevice = z.object({
  id: z.number(),
  /** The endpoint it was subscribed with: the browser compares its own to tell "this device". */
  endpoint: z.string(),
  /** Named from the subscribing browser's User-Agent: "Chrome on Windows", "Safari on iPhone", or "Unknown device". */
  device: z.string(),
  kind: z.enum(DEVICE_KINDS),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof PushDevice>;

/** The member's push devices, the newest first. */
export const PushDevices = z.array(PushDevice);
