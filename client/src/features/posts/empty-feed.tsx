import { useStore } from "@nanostores/react";
import { HandHeart, UserPlus } from "lucide-react";
import { EmptyStateCard } from "@/components/empty-state-card";
import { Button } from "@/components/ui/button";
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
    <EmptyStateCard icon={HandHeart} title={t.welcome} text={t.quiet} className="py-10">
      <Button variant="outline" className="mt-2" onClick={showSuggestions}>
        <UserPlus aria-hidden="true" />
        {t.seeSuggestions}
      </Button>
    </EmptyStateCard>
  );
}
