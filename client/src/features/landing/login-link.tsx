import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The sign-in page's code, fetched when a visitor shows they are about to open it (a pointer
 * over a call to action, focus on one, a touch) rather than with the landing page: most
 * visitors only read, and its code is half again the landing page's. The hashed chunks are
 * kept by the browser's cache, so the sign-in page the link leads to finds them there.
 */
function fetchSignInAhead(): void {
  // Offline or gone after a deploy: the sign-in page fetches them itself. (The same import()
  // as the router's, so the module is fetched once; named here rather than taken from the
  // route table, which loads the landing page that holds this link.)
  import("@/pages/auth").catch(() => undefined);
}

/**
 * Every call to action on the landing page is a plain link to /api/login:
 * a real navigation the server answers with a redirect to the sign-in screen.
 */
export function LoginLink({
  children,
  className,
  variant,
  size,
}: { children: ReactNode; className?: string } & VariantProps<typeof buttonVariants>) {
  return (
    <a
      href="/api/login"
      className={buttonVariants({ variant, size, className })}
      onPointerEnter={fetchSignInAhead}
      onFocus={fetchSignInAhead}
      onTouchStart={fetchSignInAhead}
    >
      {children}
    </a>
  );
}
