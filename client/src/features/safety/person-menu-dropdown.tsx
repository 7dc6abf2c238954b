import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import { ShieldCheck, ShieldMinus } from "lucide-react";
import { useState } from "react";
import { displayName } from "@contract/display-name";
import type { TeamMember } from "@contract/moderation";
import type { Profile } from "@contract/profile";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { i18n, params } from "@/lib/i18n";
import { useSetSiteRole } from "@/lib/use-site-role";
import { TEAM_KEY } from "@/lib/moderation-cache";
import { useCurrentUser } from "@/lib/use-auth";
import { LazyBlockDialog, LazyReportDialog } from "./lazy-safety-dialogs";
import { PersonMenuTrigger } from "./person-menu-trigger";
import { SafetyItems, firstNameOf } from "./safety-items";
import { useMute } from "./safety-mutations";

type Dialog = "report" | "block" | null;

const messages = i18n("safety/person-menu-dropdown", {
  report: params<{ name: string }>("Report {name}"),
  removeModerator: "Remove moderator",
  makeModerator: "Make moderator",
});

/** The profile's menu itself and its dialogs, loaded on demand by PersonMenu. */
export function PersonMenuDropdown({ profile, defaultOpen }: { profile: Profile; defaultOpen?: boolean }) {
  const t = useStore(messages);
  const me = useCurrentUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const mute = useMute(profile);
  const setOpen = (which: Dialog) => (open: boolean) => setDialog(open ? which : null);
  const name = displayName(profile);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <PersonMenuTrigger name={name} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[13rem]">
          {me.siteRole === "admin" && <RoleItem profile={profile} />}
          <SafetyItems
            person={profile}
            muted={profile.muted}
            reportLabel={t.report({ name: firstNameOf(profile) })}
            onReport={() => setDialog("report")}
            onMute={(muted) => mute.mutate(muted)}
            onBlock={() => setDialog("block")}
          />
        </DropdownMenuContent>
      </DropdownMenu>
      <LazyReportDialog subject={{ type: "user", id: profile.id, name }} open={dialog === "report"} onOpenChange={setOpen("report")} />
      <LazyBlockDialog person={profile} open={dialog === "block"} onOpenChange={setOpen("block")} />
    </>
  );
}

/** An admin's Make moderator or Remove moderator, as the team list says they stand. */
function RoleItem({ profile }: { profile: Profile }) {
  const t = useStore(messages);
  const team = useQuery<TeamMember[]>({ queryKey: TEAM_KEY });
  const setRole = useSetSiteRole(profile);
  const role = team.data?.find((member) => member.id === profile.id)?.role ?? "member";
  // An admin's standing is changed elsewhere (the server's list of admin addresses).
  if (!team.data || role === "admin") return null;
  return (
    <>
      <DropdownMenuItem disabled={setRole.isPending} onSelect={() => setRole.mutate(role === "moderator" ? "member" : "moderator")}>
        {role === "moderator" ? <ShieldMinus aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        {role === "moderator" ? t.removeModerator : t.makeModerator}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
    </>
  );
}
