import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** The visitor's sign-in screens: deep indigo with the landing hero's dawn glow, and a way back. */
export function AuthBackdrop({ children, back }: { children: ReactNode; back: { href: string; label: string } }) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-indigo-night px-4 py-12">
      {/* Soft light behind the card: the same dawn glow as the landing hero. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(224,168,46,0.22),transparent_55%),radial-gradient(ellipse_at_bottom,rgba(79,70,229,0.45),transparent_60%)]"
      />
      <main className="relative flex w-full flex-col items-center">
        {children}
        <Link
          href={back.href}
          className="mt-6 inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-indigo-100 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-gold"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      </main>
    </div>
  );
}
