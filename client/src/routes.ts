// Paths that need a signed-in user. A visitor landing on one is told so and sent to sign in,
// then brought back. Keep in step with the signed-in router; later pages
// (notifications, a single post, a group) are listed already so shared links work for visitors.
export const PROTECTED_PATHS = [
  "/profile/:id?",
  "/groups",
  "/groups/:id",
  "/debug",
  "/demo",
  "/notifications",
  "/posts/:id",
  "/settings",
  "/prayer",
  "/prayer/now",
  "/moderation",
  "/search",
  "/rooms/:id",
] as const;
