/// <reference types="vite-plugin-pwa/vanillajs" />

/**
 * Registers the service worker (client/src/sw.ts), which keeps the app's shell for opening
 * offline. Production builds only: in development it would serve stale code, and tests of the
 * client's code have no worker. Once the page has loaded, and the plugin's register (with the
 * workbox-window it loads) in a chunk of its own: the first page neither waits for it nor
 * carries it, and the worker's download of the shell does not compete with the page's own.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  const register = () => void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true }));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
