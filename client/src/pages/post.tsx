import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, SearchX } from "lucide-react";
import { Link, useLocation, useParams } from "wouter";
import type { Post } from "@contract/posts";
import { LoadError } from "@/components/load-error";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PostSkeleton } from "@/components/post-skeleton";
import { PostCard } from "@/features/posts/post-card";
import { hasStatus } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { postKey } from "@/lib/post-cache";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/post", {
  back: "Back to feed",
  post: "Post",
  notFound: "Post not found",
  loading: "Loading post",
  loadFailed: "This post could not be loaded",
  notFoundExplanation: "This post may have been deleted, or it is shared only with the author's connections.",
  home: "Go to the home page",
});

/** The page a shared link opens: one post's card, to whoever may see it. */
export function PostPage() {
  const { id } = useParams<{ id: string }>();
  const t = useStore(messages);
  const postId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4">
      <Link href="/" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 justify-self-start" })}>
        <ArrowLeft aria-hidden="true" />
        {t.back}
      </Link>
      {postId === null ? <PostNotFound /> : <SinglePost postId={postId} />}
    </div>
  );
}

function SinglePost({ postId }: { postId: number }) {
  const t = useStore(messages);
  const [, navigate] = useLocation();
  // From the feed the post is already cached (seeded), so no request is made.
  const post = useQuery<Post>({ queryKey: postKey(postId) });
  useDocumentTitle(post.isError ? t.notFound : t.post);

  if (post.isPending) {
    return (
      <div role="status" aria-label={t.loading}>
        <PostSkeleton />
      </div>
    );
  }
  if (post.isError) {
    if (hasStatus(post.error, 403, 404)) return <PostNotFound />;
    return <LoadError title={t.loadFailed} titleAs="h1" error={post.error} />;
  }
  return (
    <>
      <h1 className="sr-only">{t.post}</h1>
      <PostCard post={post.data} whole showPlace onDeleted={() => navigate("/", { replace: true })} />
    </>
  );
}

function PostNotFound() {
  const t = useStore(messages);
  useDocumentTitle(t.notFound);
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-serif text-2xl font-semibold text-heading">{t.notFound}</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">{t.notFoundExplanation}</p>
      <Link href="/" className={buttonVariants({ className: "mt-6" })}>
        {t.home}
      </Link>
    </Card>
  );
}
