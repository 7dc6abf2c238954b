import { useStore } from "@nanostores/react";
import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("groups/group-not-found", {
  notFound: "Group not found",
  explanation: "This group may have been deleted, or it is private and open to invited members only.",
  goToMyGroups: "Go to My Groups",
});

/** A group that does not exist, or a private one I am not in (the server says 404 for both). */
export function GroupNotFound() {
  const t = useStore(messages);
  useDocumentTitle(t.notFound);
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-serif text-2xl font-semibold text-heading">{t.notFound}</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">{t.explanation}</p>
      <Link href="/groups" className={buttonVariants({ className: "mt-6" })}>
        {t.goToMyGroups}
      </Link>
    </Card>
  );
}
