import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { Post } from "@contract/posts";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { LazyBlockDialog, LazyReportDialog } from "@/components/safety/lazy-safety-dialogs";
import { SafetyItems, firstNameOf } from "@/components/safety/safety-items";
import { useMute } from "@/components/safety/use-safety";
import { useCurrentUser } from "@/lib/use-auth";
import { PostMenuTrigger } from "./post-menu-trigger";
import { useDeletePost } from "./use-post-mutations";

type Dialog = "delete" | "report" | "block" | null;

/** The post menu itself and its dialogs, loaded on demand by PostMenu. */
export function PostMenuDropdown({
  post,
  onDeleted,
  groupAdmin,
  defaultOpen,
}: {
  post: Post;
  onDeleted?: () => void;
  groupAdmin: boolean;
  defaultOpen?: boolean;
}) {
  const me = useCurrentUser();
  const own = post.authorId === me.id;
  const mayDelete = own || groupAdmin;
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeletePost(post.id, { onDeleted });
  const mute = useMute(post.author);
  const setOpen = (which: Dialog) => (open: boolean) => setDialog(open ? which : null);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <PostMenuTrigger />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[12rem]">
          {!own && (
            <SafetyItems
              person={post.author}
              reportLabel="Report post"
              onReport={() => setDialog("report")}
              onMute={(muted) => mute.mutate(muted)}
              onBlock={() => setDialog("block")}
            />
          )}
          {!own && mayDelete && <DropdownMenuSeparator />}
          {mayDelete && (
            <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
              <Trash2 aria-hidden="true" />
              Delete post
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {mayDelete && (
        <ConfirmDialog
          title="Delete this post?"
          description={`Its prayers and comments go with it${own ? "" : `, and ${firstNameOf(post.author)} is told`}. This cannot be undone.`}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
          pending={remove.isPending}
          open={dialog === "delete"}
          setOpen={setOpen("delete")}
        />
      )}
      {!own && (
        <>
          <LazyReportDialog subject={{ type: "post", id: post.id, name: "post" }} open={dialog === "report"} onOpenChange={setOpen("report")} />
          {/* Their post leaves with them: a page that showed it is left too. */}
          <LazyBlockDialog person={post.author} open={dialog === "block"} onOpenChange={setOpen("block")} onBlocked={onDeleted} />
        </>
      )}
    </>
  );
}
