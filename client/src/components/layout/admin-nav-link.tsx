import { useStore } from "@nanostores/react";
import { UserCog } from "lucide-react";
import { Link } from "wouter";
import { i18n } from "@/lib/i18n";

const messages = i18n("components/admin-nav-link", {
  admin: "Admin",
});

/**
 * The team's way to the admin page (the sign-ups waiting, the site's settings) in the top
 * navigation, beside Moderation: its name is always its label, and shown beside its icon on the
 * widest screens. Loaded by the header for the team alone, so no one else's pages carry it.
 */
export function AdminNavLink({ active, className }: { active: boolean; className: string }) {
  const t = useStore(messages);
  return (
    <Link href="/admin" aria-current={active ? "page" : undefined} title={t.admin} className={className}>
      <UserCog aria-hidden="true" className="size-4" />
      {/* The icon alone until the header has room for the word beside the search box. */}
      <span className="sr-only 2xl:not-sr-only">{t.admin}</span>
    </Link>
  );
}
