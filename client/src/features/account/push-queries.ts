import { useQuery } from "@tanstack/react-query";
import type { PushDevice } from "@contract/push";
import { type BrowserPush, readBrowserPush } from "./browser-push";

export const PUSH_DEVICES_KEY = ["/api/push/subscriptions"] as const;
export const BROWSER_PUSH_KEY = ["push", "this-browser"] as const;

/** The member's browsers that are pushed their notices; read afresh when the page opens, as browsers come and go elsewhere. */
export const usePushDevices = () => useQuery<PushDevice[]>({ queryKey: PUSH_DEVICES_KEY, refetchOnMount: "always" });

/** Whether this browser can be pushed, and its subscription: asked of the browser, not the server. */
export const useBrowserPush = () =>
  useQuery<BrowserPush>({ queryKey: BROWSER_PUSH_KEY, queryFn: readBrowserPush, refetchOnMount: "always", retry: false });
