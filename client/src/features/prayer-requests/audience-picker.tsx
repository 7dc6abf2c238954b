import { useQuery } from "@tanstack/react-query";
import { Suspense, useId } from "react";
import type { AudienceKind } from "@contract/prayer";
import type { Group } from "@contract/groups";
import { MY_GROUPS_KEY } from "@/lib/group-cache";
import { retryableLazy } from "@/lib/retryable-lazy";
import { AUDIENCE_OPTIONS, type AudienceChoice } from "./audience-choice";
import { NativeSelect } from "./native-select";

// The list of connections to choose from loads only when someone chooses to pick people.
const PeoplePicker = retryableLazy(() => import("./people-picker").then((m) => m.PeoplePicker));

/**
 * Who a post is for: all my connections (as always), one of my groups, connections I pick, or
 * no one but me. My groups and my connections are asked for only when those are chosen.
 */
export function AudiencePicker({
  value,
  onChange,
  problem,
}: {
  value: AudienceChoice;
  onChange: (next: AudienceChoice) => void;
  problem?: string | null;
}) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <label htmlFor={`${id}-kind`} className="text-sm font-medium">
          Share with
        </label>
        <NativeSelect
          id={`${id}-kind`}
          value={value.kind}
          onChange={(event) => onChange({ ...value, kind: event.target.value as AudienceKind })}
          className="w-56 max-w-full"
        >
          {AUDIENCE_OPTIONS.map(({ kind, label }) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect>
        {value.kind === "group" && <GroupChoice value={value} onChange={onChange} problemId={problem ? problemId : undefined} />}
      </div>
      {value.kind === "people" && (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading your connections...</p>}>
          <PeoplePicker chosen={value.userIds} onChange={(userIds) => onChange({ ...value, userIds })} />
        </Suspense>
      )}
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}

function GroupChoice({ value, onChange, problemId }: { value: AudienceChoice; onChange: (next: AudienceChoice) => void; problemId?: string }) {
  const groups = useQuery<Group[]>({ queryKey: MY_GROUPS_KEY });
  const mine = groups.data?.filter((group) => group.myRole !== null) ?? [];
  if (groups.isPending) return <span className="text-sm text-muted-foreground">Loading your groups...</span>;
  if (groups.isError) return <span className="text-sm text-destructive">Your groups could not be loaded.</span>;
  if (mine.length === 0) return <span className="text-sm text-muted-foreground">You are not in any group yet.</span>;
  return (
    <NativeSelect
      aria-label="Group"
      value={value.groupId ?? ""}
      onChange={(event) => onChange({ ...value, groupId: event.target.value ? Number(event.target.value) : null })}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
      className="w-56 max-w-full"
    >
      <option value="">Choose a group</option>
      {mine.map((group) => (
        <option key={group.id} value={group.id}>
          {group.name}
        </option>
      ))}
    </NativeSelect>
  );
}
