import { HandHeart } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { buttonVariants } from "@/components/ui/button-variants";
import { PrayerList } from "@/features/prayer/prayer-list";
import { useDocumentTitle } from "@/lib/use-document-title";

/** "My prayer list": what I said "I'm praying" for, and the way into "Pray now". */
export function PrayerPage() {
  useDocumentTitle("My prayer list");
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1">
      <PageHeader
        title="My prayer list"
        description="The requests you are praying for, the newest news first."
        actions={
          <Link href="/prayer/now" className={buttonVariants({ variant: "gold" })}>
            <HandHeart aria-hidden="true" />
            Pray now
          </Link>
        }
      />
      <PrayerList />
    </div>
  );
}
