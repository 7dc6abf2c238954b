import { useStore } from "@nanostores/react";
import { UserCog } from "lucide-react";
import { useId, useState } from "react";
import type { Church, ChurchMember } from "@contract/churches";
import { displayName } from "@contract/display-name";
import { MemberRow } from "@/components/member-row";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { PersonSkeletons } from "@/components/person-skeleton";
import { RemoveAndBan } from "@/components/remove-and-ban";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useCurrentUser } from "@/lib/use-auth";
import { RoleBadge } from "./church-badges";
import { useBanFromChurch, useRemoveFromChurch } from "./church-member-mutations";
import { useDirectoryList } from "./directory-parts";

const RoleDialog = retryableLazy(() => import("./role-dialog").then((m) => m.RoleDialog));

const messages = i18n("churches/manage-people", {
  people: "People",
  hint: "Owners name leaders and owners. Leaders remove and ban members; owners, leaders too.",
  loading: "Loading members",
  loadFailed: "The members could not be loaded.",
  you: "You",
  role: "Role",
  roleOf: params<{ name: string }>("Change the role of {name}"),
  removeNamed: params<{ name: string }>("Remove {name} from the church"),
  removeDescription: "They leave the church's directory. They may join again as its way of joining allows.",
  banNamed: params<{ name: string }>("Remove and ban {name} from the church"),
  banDescription: "They leave the church and cannot join it again, ask to, or use an invitation link, until a leader lifts the ban.",
});

/** Manage > People: roles (owners), removing and banning (leaders: members; owners: leaders too). */
export function ManagePeople({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const me = useCurrentUser();
  const { directory, members, search, more } = useDirectoryList(church.slug, church.memberCount);
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-4">
      <div>
        <h2 id={`${ids}-title`} className="text-base font-semibold">
          {t.people}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.hint}</p>
      </div>
      {search}
      {directory.isPending ? (
        <PersonSkeletons count={3} label={t.loading} />
      ) : directory.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(directory.error) ?? t.loadFailed}
        </p>
      ) : (
        <ul aria-label={t.people} className="grid grid-cols-1 gap-4">
          {members.map((member) => (
            <MemberRow
              key={member.user.id}
              person={member.user}
              badges={member.user.id === me.id && <Badge variant="outline">{t.you}</Badge>}
              // The role on a line of its own, below the name: beside it, a long name and a long
              // word for the role would not share a phone's width.
              detail={
                member.role !== "member" || member.title ? (
                  <p className="mt-0.5 flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
                    {member.role !== "member" && <RoleBadge role={member.role} />}
                    {member.title && (
                      <span dir="auto" className="truncate">
                        {member.title}
                      </span>
                    )}
                  </p>
                ) : (
                  false
                )
              }
              actions={member.user.id !== me.id && <PersonActions church={church} member={member} />}
            />
          ))}
        </ul>
      )}
      {more}
    </section>
  );
}

function PersonActions({ church, member }: { church: Church; member: ChurchMember }) {
  const t = useStore(messages);
  const [naming, setNaming] = useState(false);
  const remove = useRemoveFromChurch(church, member.user);
  const ban = useBanFromChurch(church, member.user);
  const name = displayName(member.user);
  const owner = church.myRole === "owner";
  // Leaders keep members; owners keep leaders too. An owner steps down before leaving.
  const mayRemove = member.role === "member" || (owner && member.role === "leader");
  return (
    <>
      {owner && (
        <>
          <Button variant="outline" size="sm" className="h-8 px-2.5" aria-label={t.roleOf({ name })} onClick={() => setNaming(true)}>
            <UserCog aria-hidden="true" />
            {t.role}
          </Button>
          <MountWhenOpened open={naming}>
            <RoleDialog church={church} member={member} open={naming} onOpenChange={setNaming} />
          </MountWhenOpened>
        </>
      )}
      {mayRemove && (
        <RemoveAndBan
          name={name}
          remove={remove}
          ban={ban}
          removeLabel={t.removeNamed({ name })}
          removeDescription={t.removeDescription}
          banLabel={t.banNamed({ name })}
          banDescription={t.banDescription}
        />
      )}
    </>
  );
}
