// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js): it keeps the
// app's shell so the app opens without a connection, and says nothing else about the network.
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { SERVER_PATHS } from "../../contract/server-paths";

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
