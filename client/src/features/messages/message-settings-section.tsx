import { useStore } from "@nanostores/react";
import { useId } from "react";
import type { MessageSettings } from "@contract/messages";
import { LoadError } from "@/components/load-error";
import { SettingsSection } from "@/components/settings-section";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { i18n } from "@/lib/i18n";
import { useMessageSettings } from "./message-queries";
import { useSaveMessageSettings } from "./message-settings-mutations";

const messages = i18n("messages/message-settings-section", {
  title: "Messages",
  description: "Who may write to you first, and whether people see when you have read their messages.",
  loadError: "Your message settings could not be loaded.",
  loading: "Loading your message settings",
  requests: "Message requests",
  requestsHint:
    "Let people you have no connection, church or group in common with ask to message you. Off: only people you know can start a conversation with you.",
  readMarkers: "Read markers",
  readMarkersHint: "Show people when you have read their messages. Off: they do not see yours, and you do not see theirs.",
});

/** The member's message settings: requests from people they do not know, and read markers (both ways). */
export function MessageSettingsSection() {
  const t = useStore(messages);
  const settings = useMessageSettings();
  return (
    <SettingsSection id="messages" title={t.title} description={t.description}>
      {settings.isError ? (
        <LoadError titleAs="p" title={t.loadError} error={settings.error} onRetry={() => settings.refetch()} className="py-6" />
      ) : settings.data ? (
        <SettingSwitches saved={settings.data} />
      ) : (
        <div role="status" aria-label={t.loading} className="grid gap-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
    </SettingsSection>
  );
}

function SettingSwitches({ saved }: { saved: MessageSettings }) {
  const t = useStore(messages);
  const id = useId();
  const save = useSaveMessageSettings();
  const rows = [
    { key: "requests", label: t.requests, hint: t.requestsHint },
    { key: "readMarkers", label: t.readMarkers, hint: t.readMarkersHint },
  ] as const;
  return (
    <ul className="divide-y">
      {rows.map(({ key, label, hint }) => (
        <li key={key} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p id={`${id}-${key}`} className="text-sm font-semibold text-foreground">
              {label}
            </p>
            <p id={`${id}-${key}-hint`} className="mt-0.5 text-sm text-muted-foreground">
              {hint}
            </p>
          </div>
          <Switch
            checked={saved[key]}
            onCheckedChange={(on) => save.mutate({ [key]: on })}
            aria-labelledby={`${id}-${key}`}
            aria-describedby={`${id}-${key}-hint`}
          />
        </li>
      ))}
    </ul>
  );
}
