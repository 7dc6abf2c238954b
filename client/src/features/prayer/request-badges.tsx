import { CircleCheck } from "lucide-react";
import type { Post } from "@contract/posts";
import { PRAYER_CATEGORY_LABELS } from "@contract/prayer-categories";
import { Badge } from "@/components/ui/badge";

/** A request's category and, once its author says so, "Answered". */
export function RequestBadges({ post }: { post: Pick<Post, "category" | "answeredAt"> }) {
  if (!post.category && !post.answeredAt) return null;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {post.category && <Badge variant="outline">{PRAYER_CATEGORY_LABELS[post.category]}</Badge>}
      {post.answeredAt && (
        <Badge className="border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          <CircleCheck aria-hidden="true" />
          Answered
        </Badge>
      )}
    </span>
  );
}
