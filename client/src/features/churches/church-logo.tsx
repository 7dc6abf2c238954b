import { cn, initials } from "@/lib/utils";

/** Up to two letters for a church without a logo: its name's first capitalised words ("Grace Community Church": GC). */
function monogram(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const capitalised = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word));
  const [first, second] = capitalised.length ? capitalised : words;
  return initials(first, second);
}

/**
 * A church's logo, seen whole on white in either theme (a logo is never cropped, and one drawn
 * on a transparent ground is drawn for paper); a church without one shows its initials.
 * Decorative: the church's name is always beside it. `className` sizes the tile and its letters.
 */
export function ChurchLogo({ church, className }: { church: { name: string; logoUrl: string | null }; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-lg font-serif font-semibold select-none",
        church.logoUrl ? "border bg-white" : "bg-secondary text-primary",
        className,
      )}
    >
      {church.logoUrl ? <img src={church.logoUrl} alt="" className="size-full object-contain" /> : monogram(church.name)}
    </span>
  );
}
