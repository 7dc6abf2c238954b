import { useStore } from "@nanostores/react";
import { BookOpen, HandHeart, Music, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { i18n, params } from "@/lib/i18n";

// Each topic is the search a suggestion's 'Find Groups' starts with, so it is in the reader's
// language too: group names are written in it.
const messages = i18n("groups/group-suggestions-card", {
  suggested: "Suggested for you",
  description: "Kinds of groups believers gather in.",
  findGroups: "Find Groups",
  findGroupsFor: params<{ title: string }>("Find Groups: {title}"),
  prayerTitle: "Prayer Groups",
  prayerTopic: "Prayer",
  prayerDescription: "Lift one another up in prayer.",
  bibleTitle: "Bible Study",
  bibleTopic: "Bible",
  bibleDescription: "Read and grow in the Word together.",
  worshipTitle: "Worship Teams",
  worshipTopic: "Worship",
  worshipDescription: "Serve and praise through music.",
});

type Messages = ReturnType<typeof messages.get>;

// A fixed list of suggestions. Each one's 'Find Groups' opens a search of public groups by
// name, starting from the suggestion's topic.
const SUGGESTIONS: readonly { id: "prayer" | "bible" | "worship"; icon: LucideIcon }[] = [
  { id: "prayer", icon: HandHeart },
  { id: "bible", icon: BookOpen },
  { id: "worship", icon: Music },
];

function words(t: Messages, id: (typeof SUGGESTIONS)[number]["id"]) {
  return { title: t[`${id}Title`], topic: t[`${id}Topic`], description: t[`${id}Description`] };
}

export function GroupSuggestionsCard({ onFind }: { onFind: (topic: string) => void }) {
  const t = useStore(messages);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t.suggested}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {SUGGESTIONS.map(({ id, icon: Icon }) => {
            const { title, topic, description } = words(t, id);
            return (
              <li key={id} className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-2">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold">{title}</p>
                    <p className="text-xs text-muted-foreground">{description}</p>
                  </div>
                  <Button variant="outline" size="sm" aria-label={t.findGroupsFor({ title })} onClick={() => onFind(topic)}>
                    {t.findGroups}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
