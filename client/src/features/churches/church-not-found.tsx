import { useStore } from "@nanostores/react";
import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("churches/church-not-found", {
  notFound: "Church not found",
  explanation: "This church may have been deleted, or its web address has changed.",
  goToChurches: "Go to Churches",
});

/** A church that is not there (the server says 404), or an address that cannot be one. */
export function ChurchNotFound() {
  const t = useStore(messages);
  useDocumentTitle(t.notFound);
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-serif text-2xl font-semibold text-heading">{t.notFound}</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">{t.explanation}</p>
      <Link href="/churches" className={buttonVariants({ className: "mt-6" })}>
        {t.goToChurches}
      </Link>
    </Card>
  );
}
