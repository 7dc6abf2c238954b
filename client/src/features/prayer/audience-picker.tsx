import { useStore } from "@nanostores/react";
import { Suspense, useId } from "react";
import type { AudienceKind } from "@contract/prayer";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import type { AudienceChoice } from "./audience-choice";
import { NativeSelect } from "@/components/ui/native-select";

// The lists of groups and connections to choose from load only when someone chooses one.
const GroupChoice = retryableLazy(() => import("./audience-details").then((m) => m.GroupChoice));
const PeoplePicker = retryableLazy(() => import("./audience-details").then((m) => m.PeoplePicker));

// The options are keyed by the audience's kind.
const messages = i18n("prayer/audience-picker", {
  connections: "All my connections",
  group: "One of my groups",
  people: "Chosen connections",
  private: "Only me (private journal)",
  shareWith: "Share with",
  loadingGroups: "Loading your groups...",
  loadingConnections: "Loading your connections...",
});

// A church's audiences are chosen on its own wall, not here.
const AUDIENCE_OPTIONS = ["connections", "group", "people", "private"] as const satisfies readonly AudienceKind[];
type PickedKind = (typeof AUDIENCE_OPTIONS)[number];

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
  const t = useStore(messages);
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <label htmlFor={`${id}-kind`} className="text-sm font-medium">
          {t.shareWith}
        </label>
        <NativeSelect
          id={`${id}-kind`}
          value={value.kind}
          onChange={(event) => onChange({ ...value, kind: event.target.value as PickedKind })}
          className="w-56 max-w-full"
        >
          {AUDIENCE_OPTIONS.map((kind) => (
            <option key={kind} value={kind}>
              {t[kind]}
            </option>
          ))}
        </NativeSelect>
        {value.kind === "group" && (
          <Suspense fallback={<span className="text-sm text-muted-foreground">{t.loadingGroups}</span>}>
            <GroupChoice value={value} onChange={onChange} problemId={problem ? problemId : undefined} />
          </Suspense>
        )}
      </div>
      {value.kind === "people" && (
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t.loadingConnections}</p>}>
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
