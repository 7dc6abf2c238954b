import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Group } from "@contract/groups";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n, params } from "@/lib/i18n";
import { addToMyGroups } from "@/lib/group-cache";
import { toast } from "@/lib/use-toast";
import { type ResultsOf, SEARCH_PREFIX } from "./search-fetch";

const messages = i18n("search/search-mutations", {
  success: "Success",
  joined: params<{ name: string }>("You have joined {name}."),
  joinFailed: "Failed to join group",
});

/** Join a public group found by search: it shows as joined here, in 'My Groups' and on its page. */
export function useJoinFoundGroup(group: Pick<Group, "id" | "name">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", `/api/groups/${group.id}/join`)).json()) as Group,
    onSuccess: (joined) => {
      addToMyGroups(queryClient, joined);
      queryClient.setQueriesData<InfiniteData<ResultsOf<"groups">>>({ queryKey: [...SEARCH_PREFIX, "groups"] }, (data) =>
        data?.pages
          ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((g) => (g.id === joined.id ? joined : g)) })) }
          : data,
      );
      const t = messages.get();
      toast({ title: t.success, description: t.joined({ name: joined.name }) });
    },
    onError: (error) => errorToast(error, messages.get().joinFailed),
  });
}
