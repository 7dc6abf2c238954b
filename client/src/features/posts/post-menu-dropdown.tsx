import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { PostMenuTrigger } from "./post-menu-trigger";
import { useDeletePost } from "./use-post-mutations";

/** The post menu itself and its confirmation, loaded on demand by PostMenu. */
export function PostMenuDropdown({ postId, onDeleted, defaultOpen }: { postId: number; onDeleted?: () => void; defaultOpen?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost(postId, { onDeleted });
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <PostMenuTrigger />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[10rem]">
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete post
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        title="Delete this post?"
        description="Its prayers and comments go with it. This cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
        pending={remove.isPending}
        open={confirming}
        setOpen={setConfirming}
      />
    </>
  );
}
