import { useMutation, useQueryClient } from "@tanstack/react-query";
import { displayName } from "@contract/display-name";
import type { TeamMember } from "@contract/moderation";
import type { PublicUser } from "@contract/users";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n, params } from "@/lib/i18n";
import { ACTIONS_KEY, TEAM_KEY } from "@/lib/moderation-cache";
import { toast } from "@/lib/use-toast";

type Role = "member" | "moderator";

const messages = i18n("lib/use-site-role", {
  success: "Success",
  nowModerator: params<{ name: string }>("{name} is now a moderator."),
  noLongerModerator: params<{ name: string }>("{name} is no longer a moderator."),
  failed: "Could not change their role. Please try again.",
});

/** An admin appoints a moderator, or stands one down; the team and the audit log follow. */
export function useSetSiteRole(person: PublicUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => apiRequest("PUT", `/api/moderation/roles/${person.id}`, { role }),
    onSuccess: (_res, role) => {
      queryClient.setQueryData<TeamMember[]>(TEAM_KEY, (team) => {
        if (!team) return team;
        const others = team.filter((member) => member.id !== person.id);
        return role === "moderator" ? [...others, { ...person, role }] : others;
      });
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      void queryClient.invalidateQueries({ queryKey: ACTIONS_KEY });
      const t = messages.get();
      const name = displayName(person);
      toast({ title: t.success, description: role === "moderator" ? t.nowModerator({ name }) : t.noLongerModerator({ name }) });
    },
    onError: (error) => errorToast(error, messages.get().failed),
  });
}
