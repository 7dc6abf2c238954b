import { useStore } from "@nanostores/react";
import { AuthBackdrop } from "@/features/auth/auth-backdrop";
import { AuthCard } from "@/features/auth/auth-card";
import { siteOnce } from "@/features/site/site-once";
import { usePreloadToasterWhenIdle } from "@/components/ui/lazy-toaster";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/auth", {
  title: "Sign In",
  back: "Back to home",
});

export function AuthPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  // Signing in ends with a toast, and so does a refusal.
  usePreloadToasterWhenIdle();
  return (
    <AuthBackdrop back={{ href: "/", label: t.back }}>
      {/* The site's settings are asked for at once: the Sign Up tab is as the site has it. */}
      <AuthCard site={siteOnce()} />
    </AuthBackdrop>
  );
}
