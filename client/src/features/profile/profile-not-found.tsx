import { useStore } from "@nanostores/react";
import { UserRoundX } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
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
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <UserRoundX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-serif text-2xl font-semibold text-heading">{t.notFound}</h1>
      <p className="text-muted-foreground">{t.explanation}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link href="/" className={buttonVariants()}>
          {t.backHome}
        </Link>
        <Link href="/profile" className={buttonVariants({ variant: "outline" })}>
          {t.myProfile}
        </Link>
      </div>
    </Card>
  );
}
