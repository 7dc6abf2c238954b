import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { BrandMark } from "@/components/brand";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { AuthBackdrop } from "./auth-backdrop";

const messages = i18n("auth/account-link-frame", { backToSignIn: "Back to sign in" });

/**
 * The card of a page opened from a mailed link (or on the way to one): on the visitor's
 * backdrop when signed out, inside the app's frame when signed in.
 */
export function AccountLinkFrame({
  inShell = false,
  title,
  description,
  children,
}: {
  inShell?: boolean;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const t = useStore(messages);
  const card = (
    <Card className={inShell ? "w-full max-w-md" : "w-full max-w-md rounded-2xl border-white/10 shadow-2xl shadow-indigo-night/40"}>
      <CardHeader className="items-center pt-8 pb-4 text-center">
        <BrandMark className="size-10" />
        <h1 className="mt-3 font-serif text-2xl font-semibold tracking-tight text-heading">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </CardHeader>
      <CardContent className="px-5 pb-8 sm:px-8">{children}</CardContent>
    </Card>
  );
  if (inShell) return <div className="flex justify-center md:pt-6">{card}</div>;
  return <AuthBackdrop back={{ href: "/auth", label: t.backToSignIn }}>{card}</AuthBackdrop>;
}

/**
 * Holds the place of the card's form while its code loads: a field and the button. Drawn like
 * the Skeleton component but not with it, which would bring the signed-in app's shared chunk
 * to a visitor's page.
 */
export function LinkFormStandIn() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="h-16 w-full animate-pulse rounded-md bg-muted" />
      <div className="mt-2 h-11 w-full animate-pulse rounded-md bg-muted" />
    </div>
  );
}
