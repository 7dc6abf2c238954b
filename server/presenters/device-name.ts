import { UAParser } from "ua-parser-js";
import type { DeviceKind } from "../../contract/account-sessions";

// ua-parser-js names some browsers by their build ("Mobile Safari", "Chrome Headless"); people
// know them by the browser's own name.
const BROWSER_NAMES: Record<string, string> = {
  "Mobile Safari": "Safari",
  "Mobile Chrome": "Chrome",
  "Chrome Headless": "Chrome",
  "Chrome WebView": "Chrome",
  "Mobile Firefox": "Firefox",
  "Android Browser": "Browser",
};
const OS_NAMES: Record<string, string> = { "Mac OS": "macOS", "Chromium OS": "ChromeOS" };
// On Apple's phones and tablets the device says more than the system: "Safari on iPhone".
const APPLE_DEVICES = new Set(["iPhone", "iPad", "iPod"]);

/** A browser's User-Agent as a person names their device: "Chrome on Windows", "Safari on iPhone". */
export function describeDevice(userAgent: string | null): { device: string; kind: DeviceKind } {
  const { browser, os, device } = new UAParser(userAgent ?? "").getResult();
  const browserName = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : undefined;
  const place = device.model && APPLE_DEVICES.has(device.model) ? device.model : os.name ? (OS_NAMES[os.name] ?? os.name) : undefined;
  const name = browserName && place ? `${browserName} on ${place}` : (browserName ?? place ?? "Unknown device");
  const kind: DeviceKind = device.type === "mobile" || device.type === "tablet" ? device.type : browserName || place ? "desktop" : "unknown";
  return { device: name, kind };
}
