import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { SearchIconField } from "@/components/search-icon-field";
import { Input } from "@/components/ui/input";

/**
 * A box that searches as one types (its text from `useSearchText`): the magnifier before the
 * text and, while `busy` (typing settles, or the answer is on its way), a spinner after it.
 */
export function SearchBox({
  search,
  busy,
  className,
  ...input
}: Omit<ComponentProps<typeof Input>, "type" | "value" | "onChange"> & {
  search: { text: string; setText: (text: string) => void };
  busy: boolean;
}) {
  return (
    <SearchIconField className={className}>
      <Input
        type="search"
        autoComplete="off"
        {...input}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        className="pl-9"
      />
      {busy && (
        <LoaderCircle aria-hidden="true" className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground" />
      )}
    </SearchIconField>
  );
}
