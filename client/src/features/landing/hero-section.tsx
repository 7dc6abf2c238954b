import { ArrowRight } from "lucide-react";
import { HeroPreview } from "./hero-preview";
import { LoginLink } from "./login-link";

export function HeroSection() {
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
            <span lang="el">κοινωνία</span>
            <span aria-hidden="true">·</span>
            fellowship
          </p>
          <h1
            id="hero-heading"
            className="mt-6 font-serif text-4xl leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Where believers gather, pray and grow <span className="text-gold">together</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-indigo-100">
            Koinonia is a home for the body of Christ online: connect with fellow believers, share prayer requests, join faith groups and
            encourage one another every day.
          </p>
          <div className="mt-9 flex flex-wrap items-center gap-4">
            <LoginLink variant="gold" size="lg" className="focus-visible:ring-offset-indigo-night">
              Join Koinonia
              <ArrowRight aria-hidden="true" />
            </LoginLink>
            <p className="text-sm text-indigo-200">Free for every church and every believer.</p>
          </div>
          <figure className="mt-12 max-w-lg border-l-2 border-gold/60 pl-4">
            <blockquote className="font-serif text-base text-indigo-100 italic">
              “And they continued stedfastly in the apostles' doctrine and fellowship, and in breaking of bread, and in prayers.”
            </blockquote>
            <figcaption className="mt-1 text-sm font-medium text-amber-200">Acts 2:42</figcaption>
          </figure>
        </div>
        <div className="hidden lg:block">
          <HeroPreview />
        </div>
      </div>
    </section>
  );
}
