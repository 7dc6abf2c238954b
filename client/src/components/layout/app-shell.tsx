import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { OfflineNotice } from "@/components/offline-notice";
import { EmailConfirmationBanner } from "@/features/account/email-confirmation-banner";
import { i18n } from "@/lib/i18n";
import { usePausedRequests } from "@/lib/paused-requests";
import { MobileTabBar } from "./mobile-tab-bar";
import { TopNav } from "./top-nav";

const messages = i18n("components/app-shell", {
  skip: "Skip to content",
});

/** The signed-in frame every page renders into. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useStore(messages);
  const waiting = usePausedRequests();
  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t.skip}
      </a>
      <TopNav />
      {/* Bottom padding keeps content clear of the phone tab bar. */}
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-6 pb-24 outline-none sm:px-6 md:pt-8 md:pb-12">
        <EmailConfirmationBanner />
        {children}
      </main>
      <MobileTabBar />
      {/* Above the phone tab bar (4rem and the safe area). */}
      <OfflineNotice waiting={waiting} position="bottom-[calc(5rem+env(safe-area-inset-bottom))] md:bottom-6" />
    </div>
  );
}
