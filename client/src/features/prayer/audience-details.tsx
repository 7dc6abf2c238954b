import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import type { Group } from "@contract/groups";
import { MY_GROUPS_KEY } from "@/lib/group-cache";
import { i18n } from "@/lib/i18n";
import type { AudienceChoice } from "./audience-choice";
import { NativeSelect } from "@/components/ui/native-select";

export { PeoplePicker } from "./people-picker";

const messages = i18n("prayer/audience-details", {
  loading: "Loading your groups...",
  loadError: "Your groups could not be loaded.",
  noGroups: "You are not in any group yet.",
  group: "Group",
  chooseGroup: "Choose a group",
});

/** Which of my groups a post is for. */
export function GroupChoice({
  value,
  onChange,
  problemId,
}: {
  value: AudienceChoice;
  onChange: (next: AudienceChoice) => void;
  problemId?: string;
}) {
  const t = useStore(messages);
  const groups = useQuery<Group[]>({ queryKey: MY_GROUPS_KEY });
  const mine = groups.data?.filter((group) => group.myRole !== null) ?? [];
  if (groups.isPending) return <span className="text-sm text-muted-foreground">{t.loading}</span>;
  if (groups.isError) return <span className="text-sm text-destructive">{t.loadError}</span>;
  if (mine.length === 0) return <span className="text-sm text-muted-foreground">{t.noGroups}</span>;
  return (
    <NativeSelect
      aria-label={t.group}
      value={value.groupId ?? ""}
      onChange={(event) => onChange({ ...value, groupId: event.target.value ? Number(event.target.value) : null })}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
      className="w-56 max-w-full"
    >
      <option value="">{t.chooseGroup}</option>
      {mine.map((group) => (
        <option key={group.id} value={group.id}>
          {group.name}
        </option>
      ))}
    </NativeSelect>
  );
}
