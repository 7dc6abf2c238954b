// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js): it keeps the
// app's shell so the app opens without a connection, and says nothing else about the network;
// and it shows the notices the server pushes.
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { SERVER_PATHS } from "../../contract/server-paths";
import { noticeTarget, readPushNotice } from "./lib/push-message";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Pages: always from the server while it answers, so a deployed version is used at once (and
// the page it sends names the chunks its first page needs). Without a connection, the shell
// kept at install: the app then says it is offline. Registered before the precache's own
// route, which would otherwise answer "/" from the cache first (it maps "/" to index.html).
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache("/index.html")) ?? Response.error() }],
    }),
    { denylist: [SERVER_PATHS] },
  ),
);

// The shell: index.html, every JS and CSS chunk, the icons and the manifest, as the build
// lists them (hashed names, so a cached chunk is never stale). API answers are never stored:
// they are personal and a stale one would be wrong; offline, the app shows what waits instead.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version takes over at once rather than waiting until every tab is closed. Safe here:
// pages come from the network while online, so an open tab keeps its own chunks (the server
// answers hashed names it no longer has with a 404, which the app already meets after a
// deploy by reloading), and the next navigation runs the new version.
self.addEventListener("install", () => {
  void self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

// A push from the server (a notice the member would be mailed at once): shown as a
// notification. Every push must show one (userVisibleOnly), so one that cannot be read shows
// a generic notice.
self.addEventListener("push", (event) => {
  let data: string | null = null;
  try {
    data = event.data?.text() ?? null;
  } catch {
    // Unreadable: the generic notice below.
  }
  const notice = readPushNotice(data);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      tag: notice.tag,
      data: { url: notice.url },
    }),
  );
});

// A click on the notification: the app's window, if one is open, is brought forward and taken
// to the notice's page; otherwise a new window opens there. Only pages of this site.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = noticeTarget((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(target).catch(() => self.clients.openWindow(target));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
