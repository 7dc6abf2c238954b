import { useQueryClient } from "@tanstack/react-query";
import { ArrowUp } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { takeNewPosts, useNewPosts } from "@/lib/new-posts";
import { addNewPostsToFeed } from "@/lib/post-cache";
import { holdReadingPosition, readingPosition } from "./reading-position";

/**
 * "N new posts": what connections wrote while the feed was open, waiting at the top of the
 * feed (and staying in view as the reader scrolls) until asked for, so the list never moves
 * under the reader by itself. On click they go in above, and the reader keeps their place.
 */
export function NewPostsButton({ list }: { list: RefObject<HTMLElement | null> }) {
  const waiting = useNewPosts();
  const queryClient = useQueryClient();
  const show = () => {
    const position = list.current ? readingPosition(list.current) : null;
    addNewPostsToFeed(queryClient, takeNewPosts());
    if (position) holdReadingPosition(position);
  };
  const count = waiting.length;
  return (
    // Polite: the count is announced when posts arrive, without taking the reader's focus.
    // Centred on the feed's top edge, it covers only the gap and the first card's padding;
    // scrolled, it stays just under the top bar.
    <div aria-live="polite" className="pointer-events-none sticky top-21 z-30 flex h-0 justify-center overflow-visible">
      {count > 0 && (
        <Button className="pointer-events-auto -translate-y-1/2 rounded-full shadow-lg" onClick={show}>
          <ArrowUp aria-hidden="true" />
          {count === 1 ? "1 new post" : `${count} new posts`}
        </Button>
      )}
    </div>
  );
}
