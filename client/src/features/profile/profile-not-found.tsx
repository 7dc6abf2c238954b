import { useStore } from "@nanostores/react";
import { UserRoundX } from "lucide-react";
import { Link } from "wouter";
import { EmptyStateCard } from "@/components/empty-state-card";
import { buttonVariants } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("profile/profile-not-found", {
  notFound: "User not found",
  explanation: "This profile does not exist, or it is no longer available.",
  backHome: "Back to Home",
  myProfile: "My Profile",
});

/** An id that names nobody: said kindly, with ways back. */
export function ProfileNotFound() {
  const t = useStore(messages);
  useDocumentTitle(t.notFound);
  return (
    <EmptyStateCard icon={UserRoundX} tone="secondary" title={t.notFound} titleAs="h1" text={t.explanation} className="mx-auto max-w-lg">
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link href="/" className={buttonVariants()}>
          {t.backHome}
        </Link>
        <Link href="/profile" className={buttonVariants({ variant: "outline" })}>
          {t.myProfile}
        </Link>
      </div>
    </EmptyStateCard>
  );
}
