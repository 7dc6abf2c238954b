import { useEffect } from "react";
import { showFarewell } from "@/features/account/farewell";
import { CtaSection } from "@/features/landing/cta-section";
import { FeaturesSection } from "@/features/landing/features-section";
import { HeroSection } from "@/features/landing/hero-section";
import { LandingFooter } from "@/features/landing/landing-footer";
import { LandingHeader } from "@/features/landing/landing-header";
import { ValuesSection } from "@/features/landing/values-section";
import { useDocumentTitle } from "@/lib/use-document-title";

export function LandingPage() {
  useDocumentTitle();
  // Just after an account was deleted here: say that it was.
  useEffect(showFarewell, []);
  return (
    <div className="relative min-h-dvh bg-background">
      <LandingHeader />
      <main>
        <HeroSection />
        <FeaturesSection />
        <ValuesSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
