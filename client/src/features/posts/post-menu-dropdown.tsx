import { useStore } from "@nanostores/react";
import { CircleCheck, Flag, Pencil } from "lucide-react";
import { useState } from "react";
import type { Post } from "@contract/posts";
import type { PublicUser } from "@contract/users";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { SafetyItems, firstNameOf } from "@/features/safety/safety-items";
import { useMute } from "@/features/safety/safety-mutations";
import { LazyAddUpdateDialog, LazyMarkAnsweredDialog } from "@/features/prayer/lazy-prayer-dialogs";
import { i18n, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { DeleteMenuItem, DeleteReportBlockDialogs } from "./delete-report-block";
import { PostMenuTrigger } from "./post-menu-trigger";
import { useDeletePost } from "./post-mutations";

const messages = i18n("posts/post-menu-dropdown", {
  addUpdate: "Add an update",
  markAnswered: "Mark answered",
  reportPost: "Report post",
  deletePost: "Delete post",
  deleteTitle: "Delete this post?",
  deleteOwn: "Its prayers and comments go with it. This cannot be undone.",
  deleteOthers: params<{ name: string }>("Its prayers and comments go with it, and {name} is told. This cannot be undone."),
  // The {name} above when the author is anonymous.
  itsAuthor: "its author",
  delete: "Delete",
  deleting: "Deleting...",
  // How the report dialog names what is reported ("Report post").
  post: "post",
});

type Dialog = "delete" | "report" | "block" | "update" | "answered" | null;

/** The post menu itself and its dialogs, loaded on demand by PostMenu. */
export function PostMenuDropdown({
  post,
  onDeleted,
  moderates,
  defaultOpen,
}: {
  post: Post;
  onDeleted?: () => void;
  moderates: boolean;
  defaultOpen?: boolean;
}) {
  const t = useStore(messages);
  const me = useCurrentUser();
  const own = post.authorId === me.id;
  const mayDelete = own || moderates;
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeletePost(post.id, { onDeleted });
  // Null when the author is anonymous to me: the post can be reported, its author not named.
  const author = post.author;
  // The author's own request, still open: they tell how it goes, or that it was answered.
  const openRequest = own && post.type === "prayer" && post.answeredAt === null && post.closedAt === null;
  const setOpen = (which: Dialog) => (open: boolean) => setDialog(open ? which : null);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <PostMenuTrigger />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[12rem]">
          {openRequest && (
            <>
              <DropdownMenuItem onSelect={() => setDialog("update")}>
                <Pencil aria-hidden="true" />
                {t.addUpdate}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setDialog("answered")}>
                <CircleCheck aria-hidden="true" />
                {t.markAnswered}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
            </>
          )}
          {!own && author && <AuthorSafetyItems author={author} onReport={() => setDialog("report")} onBlock={() => setDialog("block")} />}
          {!own && !author && (
            <DropdownMenuItem onSelect={() => setDialog("report")}>
              <Flag aria-hidden="true" />
              {t.reportPost}
            </DropdownMenuItem>
          )}
          {mayDelete && <DeleteMenuItem own={own} label={t.deletePost} onSelect={() => setDialog("delete")} />}
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteReportBlockDialogs
        open={dialog}
        setOpen={setOpen}
        own={own}
        remove={mayDelete ? remove : null}
        deleteWords={{
          title: t.deleteTitle,
          description: own ? t.deleteOwn : t.deleteOthers({ name: author ? firstNameOf(author) : t.itsAuthor }),
          confirm: t.delete,
          pending: t.deleting,
        }}
        reportSubject={{ type: "post", id: post.id, name: t.post }}
        author={author}
        // Their post leaves with them: a page that showed it is left too.
        onBlocked={onDeleted}
      />
      {openRequest && (
        <>
          <LazyAddUpdateDialog postId={post.id} open={dialog === "update"} onOpenChange={setOpen("update")} />
          <LazyMarkAnsweredDialog postId={post.id} open={dialog === "answered"} onOpenChange={setOpen("answered")} />
        </>
      )}
    </>
  );
}

/** Report, Mute and Block for a post whose author I may know. */
function AuthorSafetyItems({ author, onReport, onBlock }: { author: PublicUser; onReport: () => void; onBlock: () => void }) {
  // A mutation's own callbacks run even after the menu (and this item) closed.
  const t = useStore(messages);
  const mute = useMute(author);
  return <SafetyItems person={author} reportLabel={t.reportPost} onReport={onReport} onMute={(muted) => mute.mutate(muted)} onBlock={onBlock} />;
}
