// Debian's Chromium, as every browser run here starts it (Playwright's and Lighthouse's):
// without the background-networking flags it keeps dialling out on this closed network.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
