/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from "virtual:pwa-register";

/**
 * Registers the service worker (client/src/sw.ts), which keeps the app's shell for opening
 * offline. Production builds only: in development it would serve stale code, and tests of the
 * client's code have no worker. Once the page has loaded: the plugin's register then loads
 * workbox-window, and the worker downloads the shell, neither competing with the first page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  const register = () => void registerSW({ immediate: true });
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
