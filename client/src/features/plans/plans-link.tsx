import { useStore } from "@nanostores/react";
import { CalendarCheck } from "lucide-react";
import { Link } from "wouter";
import { i18n } from "@/lib/i18n";

const messages = i18n("plans/plans-link", { plans: "Reading plans" });

/** The way from the reader to the reading plans. */
export function PlansLink() {
  const t = useStore(messages);
  return (
    <Link href="/plans" className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
      <CalendarCheck aria-hidden="true" className="size-4" />
      {t.plans}
    </Link>
  );
}
