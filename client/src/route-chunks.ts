// The lazily loaded trees and the pages a first visit most often opens on, in one place, so
// the router can fetch a page's code together with its tree's instead of one after the other
// (each import() runs once: the later lazy() call gets the module already on its way).
export const loadSignedOutApp = () => import("./signed-out-app");
export const loadSignedInApp = () => import("./signed-in-app").then((m) => afterOwnTask(m, m.warmUp));
export const loadLandingPage = () => import("@/pages/landing");
export const loadAuthPage = () => import("@/pages/auth");
export const loadHomePage = () => import("@/pages/home");

/**
 * Resolves with `value` once `work` has run in a macrotask of its own, so that it is not part
 * of the long task of the first render that follows (on a phone each long task delays input).
 */
function afterOwnTask<T>(value: T, work: () => void): Promise<T> {
  return new Promise((resolve) =>
    setTimeout(() => {
      work();
      resolve(value);
    }, 0),
  );
}
