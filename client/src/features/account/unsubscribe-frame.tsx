import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect, useRef } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { i18n } from "@/lib/i18n";

const messages = i18n("account/unsubscribe-frame", {
  kicker: "Koinonia email",
  emailSettings: "Email settings",
});

/** The unsubscribe page's card; `focusTitle` moves the focus to its heading, so what it now says is read out. */
export function UnsubscribeFrame({
  icon,
  title,
  children,
  focusTitle,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  focusTitle?: boolean;
}) {
  const t = useStore(messages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">{icon}</div>
        <p className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t.kicker}</p>
        <h1 ref={heading} tabIndex={-1} className="font-serif text-2xl font-semibold text-heading outline-none">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

// A full page load, not a move within the app: the settings then show what was just saved.
export function SettingsLink() {
  const t = useStore(messages);
  return (
    <a href="/settings#mail" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
      {t.emailSettings}
    </a>
  );
}
