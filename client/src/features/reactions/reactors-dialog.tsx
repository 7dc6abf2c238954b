import { useStore } from "@nanostores/react";
import { MemberRow } from "@/components/member-row";
import { LoadMoreButton } from "@/components/load-more-button";
import { PersonSkeletons } from "@/components/person-skeleton";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { i18n } from "@/lib/i18n";
import { REACTION_ICONS, reactionWords } from "./reaction-words";
import { useReactors } from "./reactor-queries";

const messages = i18n("reactions/reactors-dialog", {
  title: "Who reacted",
  description: "Only you see this list. Newest first.",
  loading: "Loading who reacted",
  couldNotLoad: "Could not load who reacted.",
  tryAgain: "Try again",
  nobody: "Nobody you can see has reacted yet.",
  showMore: "Show more",
});

/** Who reacted to a post or comment of mine, each with their reaction, newest first, a page at a time. */
export function ReactorsDialog({ path, open, onOpenChange }: { path: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useStore(messages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        {/* Inside the content, so each opening reads the list afresh. */}
        <Reactors path={path} />
      </DialogContent>
    </Dialog>
  );
}

function Reactors({ path }: { path: string }) {
  const t = useStore(messages);
  const words = useStore(reactionWords);
  const list = useReactors(path);
  if (list.isPending) return <PersonSkeletons count={3} label={t.loading} />;
  if (list.isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {t.couldNotLoad}
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void list.refetch()}>
          {t.tryAgain}
        </Button>
      </p>
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t.nobody}</p>;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {items.map(({ user, kind }) => {
          const Icon = REACTION_ICONS[kind];
          return (
            <MemberRow
              key={user.id}
              person={user}
              detail={
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  <Icon aria-hidden="true" className="size-3.5" />
                  {words[kind]}
                </p>
              }
            />
          );
        })}
      </ul>
      <LoadMoreButton list={list} label={t.showMore} />
    </div>
  );
}
