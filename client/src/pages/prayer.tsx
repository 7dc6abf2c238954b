import { useStore } from "@nanostores/react";
import { HandHeart } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { buttonVariants } from "@/components/ui/button-variants";
import { PrayerList } from "@/features/prayer/prayer-list";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/prayer", {
  title: "My prayer list",
  description: "The requests you are praying for, the newest news first.",
  prayNow: "Pray now",
});

/** "My prayer list": what I said "I'm praying" for, and the way into "Pray now". */
export function PrayerPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1">
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Link href="/prayer/now" className={buttonVariants({ variant: "gold" })}>
            <HandHeart aria-hidden="true" />
            {t.prayNow}
          </Link>
        }
      />
      <PrayerList />
    </div>
  );
}
