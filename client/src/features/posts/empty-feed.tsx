import { useStore } from "@nanostores/react";
import { HandHeart, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";

const messages = i18n("posts/empty-feed", {
  welcome: "Welcome to your community feed",
  quiet:
    "Your feed is quiet for now. Connect with fellow believers in Suggested Connections and their posts and prayer requests will gather here. You can also share the first word of encouragement yourself.",
  seeSuggestions: "See suggested connections",
});

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
  const t = useStore(messages);
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <HandHeart aria-hidden="true" className="size-7" />
      </span>
      <h2 className="font-serif text-xl font-semibold text-heading">{t.welcome}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t.quiet}</p>
      <Button variant="outline" className="mt-2" onClick={showSuggestions}>
        <UserPlus aria-hidden="true" />
        {t.seeSuggestions}
      </Button>
    </Card>
  );
}
