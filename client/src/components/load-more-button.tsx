import { useStore } from "@nanostores/react";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";

const messages = i18n("components/load-more-button", {
  loading: "Loading...",
});

/** A list's next page, asked for by hand (`label` names it); none once the list has no more. */
export function LoadMoreButton({
  list,
  label,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
}) {
  const t = useStore(messages);
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-start"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? t.loading : label}
    </Button>
  );
}
