import { useStore } from "@nanostores/react";
import { ArrowRight } from "lucide-react";
import { i18n } from "@/lib/i18n";
import { HeroPreview } from "./hero-preview";
import { LoginLink } from "./login-link";

// The Greek word the app is named for, the same in every language.
const KOINONIA_GREEK = "κοινωνία";

const messages = i18n("landing/hero-section", {
  fellowship: "fellowship",
  // The heading ends in a highlighted word: the words before it, then the word.
  headingStart: "Where believers gather, pray and grow",
  headingTogether: "together",
  intro:
    "Koinonia is a home for the body of Christ online: connect with fellow believers, share prayer requests, join faith groups and encourage one another every day.",
  join: "Join Koinonia",
  free: "Free for every church and every believer.",
  verse: "“And they continued stedfastly in the apostles' doctrine and fellowship, and in breaking of bread, and in prayers.”",
  verseReference: "Acts 2:42",
});

export function HeroSection() {
  const t = useStore(messages);
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-indigo-night text-white">
      {/* Dawn light from above, depth from below. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(224,168,46,0.28),transparent_50%),radial-gradient(ellipse_at_bottom_left,rgba(79,70,229,0.5),transparent_55%)]"
      />
      {/* Top padding leaves room for the header, which floats over this section. */}
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pt-30 pb-20 sm:px-6 md:pt-36 lg:grid-cols-[1.15fr_1fr] lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-gold/10 px-3 py-1 text-sm font-medium text-amber-200">
            <span lang="el">{KOINONIA_GREEK}</span>
            <span aria-hidden="true">·</span>
            {t.fellowship}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 font-serif text-4xl leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t.headingStart} <span className="text-gold">{t.headingTogether}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-indigo-100">{t.intro}</p>
          <div className="mt-9 flex flex-wrap items-center gap-4">
            <LoginLink variant="gold" size="lg" className="focus-visible:ring-offset-indigo-night">
              {t.join}
              <ArrowRight aria-hidden="true" />
            </LoginLink>
            <p className="text-sm text-indigo-200">{t.free}</p>
          </div>
          <figure className="mt-12 max-w-lg border-l-2 border-gold/60 pl-4">
            <blockquote className="font-serif text-base text-indigo-100 italic">{t.verse}</blockquote>
            <figcaption className="mt-1 text-sm font-medium text-amber-200">{t.verseReference}</figcaption>
          </figure>
        </div>
        <div className="hidden lg:block">
          <HeroPreview />
        </div>
      </div>
    </section>
  );
}
