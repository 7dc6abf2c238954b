import { useStore } from "@nanostores/react";
import { PageHeader } from "@/components/layout/page-header";
import { SearchPageContent } from "@/features/search/search-page-content";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/search", {
  title: "Search",
});

/** /search?q=&type=&sort=: everything the search box finds, a kind at a time. */
export function SearchPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1">
      <PageHeader title={t.title} />
      <SearchPageContent />
    </div>
  );
}
