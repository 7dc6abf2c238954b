// This browser's side of push: whether it can be pushed, its subscription, and subscribing.

import { i18n, params } from "@/lib/i18n";

const messages = i18n("account/browser-push", {
  blocked: "Notifications are blocked for Koinonia in this browser.",
  notAllowed: "Notifications were not allowed. Try again and choose Allow when your browser asks.",
  noWorker: "This browser did not start Koinonia's service worker, which notifications need. Reload the page and try again.",
  browserSaid: params<{ message: string }>(" (the browser said: {message})"),
  notSignedUp: params<{ said: string }>(
    "This browser could not sign up with its push service, so notifications are not on{said}. Please try again later, or use another browser.",
  ),
  noAnswer: "This browser's push service did not answer, so notifications are not on. Please try again later, or use another browser.",
});

/** What this browser can do about push, and its subscription's endpoint when it has one. */
export type BrowserPush =
  /** No service worker, Push API or notifications here (Safari in a tab on iPhone, for one). */
  | { state: "unsupported" }
  /** The development server registers no service worker. */
  | { state: "development" }
  /** The service worker did not start (a private window may not allow one). */
  | { state: "no-worker" }
  /** The member (or the browser) blocked notifications for the site. */
  | { state: "blocked"; endpoint: string | null }
  | { state: "available"; endpoint: string | null };

/** A step of turning notifications on that failed, told as the member should read it. */
export class PushProblem extends Error {}

/** How long the service worker and the push service are waited for before saying they did not answer. */
const WORKER_WAIT_MS = 10_000;
const SUBSCRIBE_WAIT_MS = 20_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function supported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The service worker's registration, or null when it has not started within a few seconds. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([navigator.serviceWorker.ready, wait(WORKER_WAIT_MS).then(() => null)]);
}

export async function readBrowserPush(): Promise<BrowserPush> {
  if (!supported()) return { state: "unsupported" };
  if (!import.meta.env.PROD) return { state: "development" };
  const worker = await registration();
  if (!worker) return { state: "no-worker" };
  const endpoint = (await worker.pushManager.getSubscription())?.endpoint ?? null;
  return { state: Notification.permission === "denied" ? "blocked" : "available", endpoint };
}

/** base64url text as the bytes pushManager.subscribe() takes for applicationServerKey. */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * Asks the member's leave to notify (the browser's own prompt), then subscribes this browser
 * with the site's key. A subscription made with another key (the site's key changed) is
 * dropped first: the browser would refuse to make a second one.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const t = messages.get();
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushProblem(t.blocked);
  if (permission !== "granted") throw new PushProblem(t.notAllowed);
  const worker = await registration();
  if (!worker) throw new PushProblem(t.noWorker);
  const key = bytesOf(publicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing && !sameBytes(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  let subscription: PushSubscription | "timed out";
  try {
    subscription = await Promise.race([
      worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      wait(SUBSCRIBE_WAIT_MS).then(() => "timed out" as const),
    ]);
  } catch (error) {
    const said = error instanceof Error && error.message ? t.browserSaid({ message: error.message }) : "";
    throw new PushProblem(t.notSignedUp({ said }));
  }
  if (subscription === "timed out") {
    throw new PushProblem(t.noAnswer);
  }
  return subscription.toJSON();
}

/** Ends this browser's subscription, giving its endpoint (null when it had none). */
export async function unsubscribeBrowser(): Promise<string | null> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
