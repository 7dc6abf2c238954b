import { useStore } from "@nanostores/react";
import { ArrowRight } from "lucide-react";
import { i18n } from "@/lib/i18n";
import { LoginLink } from "./login-link";

const messages = i18n("landing/cta-section", {
  heading: "Get Started Today",
  invitation: "Join a growing family of believers who pray for one another, share life and grow in faith together.",
  createAccount: "Create your free account",
});

export function CtaSection() {
  const t = useStore(messages);
  return (
    <section aria-labelledby="cta-heading" className="bg-background px-4 py-20 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-indigo-night px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_50%_0%,rgba(224,168,46,0.3),transparent_60%)]"
        />
        <div className="relative">
          <h2 id="cta-heading" className="font-serif text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">{t.invitation}</p>
          <LoginLink variant="gold" size="lg" className="mt-8 focus-visible:ring-offset-indigo-night">
            {t.createAccount}
            <ArrowRight aria-hidden="true" />
          </LoginLink>
        </div>
      </div>
    </section>
  );
}
