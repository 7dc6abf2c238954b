import { useStore } from "@nanostores/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HOME_FEED_CHOICES, type HomeFeedChoice } from "@contract/home-feed-choices";
import type { HomeFeedSetting } from "@contract/home-feed-settings";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { apiRequest } from "@/lib/api";
import { i18n, params } from "@/lib/i18n";
import { FEED_KEY } from "@/lib/post-cache";
import { toast } from "@/lib/use-toast";
import { HomeFeedChoiceTrigger } from "./home-feed-choice-trigger";

const messages = i18n("home-feed/home-feed-choice-menu", {
  label: params<{ name: string }>("What {name} brings to your home feed"),
  all: "All posts",
  highlights: "Highlights",
  none: "None",
  allHint: "Everything shared here",
  highlightsHint: "Prayer requests and what its leaders post",
  noneHint: "Nothing: read it here",
  saved: "Your home feed follows your choice.",
  failed: "Your choice could not be saved. Please try again.",
});

/**
 * The menu itself, loaded on demand by HomeFeedChoice: the member's choice (read from `url`,
 * the place's home-feed setting) and the other two. The feed is read again once a choice is
 * saved: what it holds changed on the server.
 */
export function HomeFeedChoiceMenu({
  url,
  placeName,
  className,
  defaultOpen,
}: {
  url: string;
  placeName: string;
  className?: string;
  defaultOpen?: boolean;
}) {
  const t = useStore(messages);
  const queryClient = useQueryClient();
  const { data: setting } = useQuery<HomeFeedSetting>({ queryKey: [url] });
  const choose = useMutation({
    mutationFn: async (feed: HomeFeedChoice) => (await (await apiRequest("PUT", url, { feed })).json()) as HomeFeedSetting,
    onSuccess: (saved) => {
      queryClient.setQueryData([url], saved);
      void queryClient.invalidateQueries({ queryKey: FEED_KEY });
      toast({ description: t.saved });
    },
    onError: () => toast({ variant: "destructive", description: t.failed }),
  });
  const words: Record<HomeFeedChoice, { name: string; hint: string }> = {
    all: { name: t.all, hint: t.allHint },
    highlights: { name: t.highlights, hint: t.highlightsHint },
    none: { name: t.none, hint: t.noneHint },
  };
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <HomeFeedChoiceTrigger placeName={placeName} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>{t.label({ name: placeName })}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={setting?.feed} onValueChange={(feed) => choose.mutate(feed as HomeFeedChoice)}>
          {HOME_FEED_CHOICES.map((choice) => (
            <DropdownMenuRadioItem key={choice} value={choice} disabled={choose.isPending} className="items-start">
              <span className="flex flex-col">
                <span className="font-medium">{words[choice].name}</span>
                <span className="text-xs text-muted-foreground">{words[choice].hint}</span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
