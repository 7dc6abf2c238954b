import { useStore } from "@nanostores/react";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowUp, LoaderCircle } from "lucide-react";
import { type RefObject, useState } from "react";
import type { Post } from "@contract/posts";
import { feedUrl } from "@contract/urls";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { count, i18n } from "@/lib/i18n";
import { holdNewPost, takeNewPosts, useNewPostCount } from "@/lib/new-posts";
import { addNewPostsToFeed } from "@/lib/post-cache";
import { holdReadingPosition, readingPosition } from "./reading-position";

const messages = i18n("posts/new-posts-button", {
  failed: "Failed to load new posts",
  loading: "Loading...",
  newPosts: count({ one: "{count} new post", other: "{count} new posts" }),
});

/**
 * "N new posts": what connections wrote while the feed was open, waiting at the top of the
 * feed (and staying in view as the reader scrolls) until asked for, so the list never moves
 * under the reader by itself. On click the feed's newest page is fetched and the new posts go
 * in above, the reader keeping their place.
 */
export function NewPostsButton({ list }: { list: RefObject<HTMLElement | null> }) {
  const t = useStore(messages);
  const waitingCount = useNewPostCount();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const show = async () => {
    setLoading(true);
    const waiting = takeNewPosts();
    try {
      const newest = (await (await apiRequest("GET", feedUrl(null))).json()) as Post[];
      const position = list.current ? readingPosition(list.current) : null;
      addNewPostsToFeed(queryClient, newest);
      if (position) holdReadingPosition(position);
    } catch (error) {
      for (const id of waiting) holdNewPost(id);
      errorToast(error, messages.get().failed);
    } finally {
      setLoading(false);
    }
  };
  return (
    // Polite: the count is announced when posts arrive, without taking the reader's focus.
    // Centred on the feed's top edge, it covers only the gap and the first card's padding;
    // scrolled, it stays just under the top bar.
    <div aria-live="polite" className="pointer-events-none sticky top-21 z-30 flex h-0 justify-center overflow-visible">
      {(waitingCount > 0 || loading) && (
        <Button className="pointer-events-auto -translate-y-1/2 rounded-full shadow-lg" onClick={() => void show()} disabled={loading}>
          {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <ArrowUp aria-hidden="true" />}
          {loading ? t.loading : t.newPosts(waitingCount)}
        </Button>
      )}
    </div>
  );
}
