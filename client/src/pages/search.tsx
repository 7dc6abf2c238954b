import { PageHeader } from "@/components/layout/page-header";
import { SearchPageContent } from "@/features/search/search-page-content";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /search?q=&type=&sort=: everything the search box finds, a kind at a time. */
export function SearchPage() {
  useDocumentTitle("Search");
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1">
      <PageHeader title="Search" />
      <SearchPageContent />
    </div>
  );
}
