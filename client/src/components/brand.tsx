import { useId } from "react";
import { clsx } from "clsx";

/**
 * The Koinonia mark: a gold cross on deep indigo. Decorative; the wordmark carries the name.
 * `className` sets its size (size-8 by default). Plain clsx, no tailwind-merge: the landing
 * page shows it.
 */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  // Unique per instance: a gradient referenced by a duplicate id breaks if the first copy is hidden.
  const gradientId = `koinonia-mark-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx("shrink-0", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#1e1b4b" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M16 6v20M10 12.5h12" stroke="#f5c451" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The site's logo as a page knows it: its URL, none (null), or not known yet ("loading"). */
export type SiteLogo = string | null | "loading";

/**
 * The site's own logo when its admins set one, seen whole on a tile of the mark's size; else
 * the Koinonia mark. While the page does not know yet, an empty tile holds its place: a site
 * with a logo of its own never flashes another's mark. Decorative, as the mark is.
 */
export function SiteMark({ logo = null, className = "size-8" }: { logo?: SiteLogo; className?: string }) {
  if (logo === "loading") return <span aria-hidden="true" className={clsx("shrink-0", className)} />;
  if (!logo) return <BrandMark className={className} />;
  // On white in either theme, as a logo drawn on a transparent ground is drawn for paper.
  return <img src={logo} alt="" className={clsx("shrink-0 rounded-lg bg-white object-contain", className)} />;
}

/** Mark (or the site's logo) plus the product name; `wordmarkClassName` lets the nav hide the text on phones. */
export function Brand({ className, wordmarkClassName, logo }: { className?: string; wordmarkClassName?: string; logo?: SiteLogo }) {
  return (
    <span className={clsx("inline-flex items-center gap-2.5", className)}>
      <SiteMark logo={logo} />
      <span className={clsx("font-serif text-xl font-semibold tracking-tight", wordmarkClassName)}>Koinonia</span>
    </span>
  );
}
