import { HandHeart, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Where the suggested-connections card lives on the home page (its element id). */
export const SUGGESTIONS_ANCHOR = "suggested-connections";

function showSuggestions() {
  const target = document.getElementById(SUGGESTIONS_ANCHOR);
  if (!target) return;
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

/** The welcome an empty feed shows, pointing to suggested connections. */
export function EmptyFeed() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <HandHeart aria-hidden="true" className="size-7" />
      </span>
      <h2 className="font-serif text-xl font-semibold text-heading">Welcome to your community feed</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Your feed is quiet for now. Connect with fellow believers in Suggested Connections and their posts and prayer requests will gather here.
        You can also share the first word of encouragement yourself.
      </p>
      <Button variant="outline" className="mt-2" onClick={showSuggestions}>
        <UserPlus aria-hidden="true" />
        See suggested connections
      </Button>
    </Card>
  );
}
