// The lazily loaded trees and the pages a first visit most often opens on, in one place, so
// the router can fetch a page's code together with its tree's instead of one after the other
// (each import() runs once: the later lazy() call gets the module already on its way).
export const loadSignedOutApp = () => import("./signed-out-app");
export const loadSignedInApp = () => import("./signed-in-app");
export const loadLandingPage = () => import("@/pages/landing");
export const loadAuthPage = () => import("@/pages/auth");
export const loadHomePage = () => import("@/pages/home");
