import { BookOpen, HandHeart, Music, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

// A fixed list of suggestions. Each one's 'Find Groups' opens a search of public groups by
// name, starting from the suggestion's topic.
const SUGGESTIONS: readonly { title: string; topic: string; description: string; icon: LucideIcon }[] = [
  { title: "Prayer Groups", topic: "Prayer", description: "Lift one another up in prayer.", icon: HandHeart },
  { title: "Bible Study", topic: "Bible", description: "Read and grow in the Word together.", icon: BookOpen },
  { title: "Worship Teams", topic: "Worship", description: "Serve and praise through music.", icon: Music },
];

export function GroupSuggestionsCard({ onFind }: { onFind: (topic: string) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Suggested for you</CardTitle>
        <CardDescription>Kinds of groups believers gather in.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {SUGGESTIONS.map(({ title, topic, description, icon: Icon }) => (
            <li key={title} className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-2">
                <div className="min-w-0">
                  <p className="text-sm font-semibold">{title}</p>
                  <p className="text-xs text-muted-foreground">{description}</p>
                </div>
                <Button variant="outline" size="sm" aria-label={`Find Groups: ${title}`} onClick={() => onFind(topic)}>
                  Find Groups
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
