import { useStore } from "@nanostores/react";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";

const messages = i18n("search/more-results", {
  loading: "Loading…",
  loadMore: "Load more",
});

/** The foot of a list of results: why its next page failed (`failed`), and the button that asks for it while there is one. */
export function MoreResults({
  results,
  failed,
}: {
  results: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => Promise<unknown> };
  failed: string;
}) {
  const t = useStore(messages);
  return (
    <>
      {results.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {failed}
        </p>
      )}
      {results.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={results.isFetchingNextPage}
          onClick={() => void results.fetchNextPage()}
        >
          {results.isFetchingNextPage ? t.loading : t.loadMore}
        </Button>
      )}
    </>
  );
}
