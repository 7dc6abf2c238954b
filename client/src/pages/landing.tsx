import { CtaSection } from "@/features/landing/cta-section";
import { FeaturesSection } from "@/features/landing/features-section";
import { HeroSection } from "@/features/landing/hero-section";
import { LandingFooter } from "@/features/landing/landing-footer";
import { LandingHeader } from "@/features/landing/landing-header";
import { ValuesSection } from "@/features/landing/values-section";
import { useDocumentTitle } from "@/lib/use-document-title";

export function LandingPage() {
  useDocumentTitle();
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
