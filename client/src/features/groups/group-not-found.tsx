import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/use-document-title";

/** A group that does not exist, or a private one I am not in (the server says 404 for both). */
export function GroupNotFound() {
  useDocumentTitle("Group not found");
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-serif text-2xl font-semibold text-heading">Group not found</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">This group may have been deleted, or it is private and open to invited members only.</p>
      <Link href="/groups" className={buttonVariants({ className: "mt-6" })}>
        Go to My Groups
      </Link>
    </Card>
  );
}
