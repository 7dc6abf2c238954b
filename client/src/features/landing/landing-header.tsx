import { useStore } from "@nanostores/react";
import { Brand } from "@/components/brand";
import { i18n } from "@/lib/i18n";
import { LoginLink } from "./login-link";

const messages = i18n("landing/landing-header", {
  signIn: "Sign In",
});

export function LandingHeader() {
  const t = useStore(messages);
  return (
    <header className="absolute inset-x-0 top-0 z-10">
      <div className="mx-auto flex h-20 max-w-6xl items-center justify-between px-4 sm:px-6">
        <a href="/" className="rounded-md text-white outline-none focus-visible:ring-2 focus-visible:ring-gold">
          <Brand />
        </a>
        <LoginLink
          variant="outline"
          className="border-white/30 bg-white/10 text-white hover:bg-white/20 focus-visible:ring-gold focus-visible:ring-offset-indigo-night"
        >
          {t.signIn}
        </LoginLink>
      </div>
    </header>
  );
}
