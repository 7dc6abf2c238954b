import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";

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
    <a href="/api/login" className={buttonVariants({ variant, size, className })}>
      {children}
    </a>
  );
}
