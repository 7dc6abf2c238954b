import { useStore } from "@nanostores/react";
import { CircleCheck } from "lucide-react";
import type { Post } from "@contract/posts";
import { Badge } from "@/components/ui/badge";
import { i18n } from "@/lib/i18n";
import { categoryLabels } from "./prayer-category-words";

const messages = i18n("prayer/request-badges", { answered: "Answered" });

/** A request's category and, once its author says so, "Answered". */
export function RequestBadges({ post }: { post: Pick<Post, "category" | "answeredAt"> }) {
  const t = useStore(messages);
  const categories = useStore(categoryLabels);
  if (!post.category && !post.answeredAt) return null;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {post.category && <Badge variant="outline">{categories[post.category]}</Badge>}
      {post.answeredAt && (
        <Badge className="border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          <CircleCheck aria-hidden="true" />
          {t.answered}
        </Badge>
      )}
    </span>
  );
}
