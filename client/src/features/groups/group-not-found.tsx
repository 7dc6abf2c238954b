import { useStore } from "@nanostores/react";
import { NotFoundCard } from "@/components/not-found-card";
import { i18n } from "@/lib/i18n";

const messages = i18n("groups/group-not-found", {
  notFound: "Group not found",
  explanation: "This group may have been deleted, or it is private and open to invited members only.",
  goToMyGroups: "Go to My Groups",
});

/** A group that does not exist, or a private one I am not in (the server says 404 for both). */
export function GroupNotFound() {
  const t = useStore(messages);
  return <NotFoundCard title={t.notFound} explanation={t.explanation} back={{ href: "/groups", label: t.goToMyGroups }} />;
}
