import { useStore } from "@nanostores/react";
import { ShieldCheck } from "lucide-react";
import type { AdminMember, MemberState } from "@contract/admin";
import { displayName } from "@contract/display-name";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { UserAvatar } from "@/components/user-avatar";
import { NativeSelect } from "@/components/ui/native-select";
import { formatLocale, i18n, params } from "@/lib/i18n";
import { useSetSiteRole } from "@/lib/use-site-role";
import { useUpdateMemberRole } from "./admin-mutations";
import { type MemberWords, memberWords } from "./member-words";

const messages = i18n("admin/admin-member-row", {
  joined: params<{ date: string }>("Joined {date}"),
  roleOf: params<{ name: string }>("Site role of {name}"),
});

const day = (iso: string) => new Date(iso).toLocaleDateString(formatLocale(), { day: "numeric", month: "short", year: "numeric" });

/** What a state's badge says, and how it looks: a hold stands out. */
function stateBadge(state: MemberState, member: AdminMember, w: MemberWords) {
  if (state === "suspended" && member.suspendedUntil) return { text: w.suspendedUntil({ date: day(member.suspendedUntil) }), strong: true };
  return { text: w[state], strong: state === "suspended" || state === "banned" };
}

/**
 * A member as the team sees them: picture and name (to their profile), role and state badges,
 * e-mail and when they joined; an admin changes a member's or moderator's role from here (below
 * the rest on a phone, at the right on a wider screen).
 */
export function AdminMemberRow({ member, mayChangeRole }: { member: AdminMember; mayChangeRole: boolean }) {
  const t = useStore(messages);
  const w = useStore(memberWords);
  const person = member.user;
  const href = `/profile/${person.id}`;
  return (
    <li className="flex gap-3">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <UserAvatar user={person} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-wrap items-start gap-x-3 gap-y-2">
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              href={href}
              dir="auto"
              className="text-sm font-semibold wrap-anywhere outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {displayName(person)}
            </Link>
            {member.role !== "member" && (
              <Badge variant={member.role === "admin" ? "gold" : "outline"}>
                <ShieldCheck aria-hidden="true" />
                {w[member.role]}
              </Badge>
            )}
          </p>
          <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            <span className="wrap-anywhere">{member.email}</span>
            <span>{t.joined({ date: day(member.joinedAt) })}</span>
          </p>
          {member.states.length > 0 && (
            <p className="flex flex-wrap gap-1">
              {member.states.map((state) => {
                const badge = stateBadge(state, member, w);
                return (
                  <Badge key={state} variant="outline" className={badge.strong ? "border-destructive/40 text-destructive" : undefined}>
                    {badge.text}
                  </Badge>
                );
              })}
            </p>
          )}
        </div>
        {mayChangeRole && member.role !== "admin" && <RoleSelect member={member} />}
      </div>
    </li>
  );
}

/** Member or moderator: a change is made at once (and can be undone from the audit log). */
function RoleSelect({ member }: { member: AdminMember }) {
  const t = useStore(messages);
  const w = useStore(memberWords);
  const setRole = useSetSiteRole(member.user);
  const updateRole = useUpdateMemberRole(member.user.id);
  return (
    <NativeSelect
      aria-label={t.roleOf({ name: displayName(member.user) })}
      // The role asked for shows at once; should the change fail, the role they have.
      value={setRole.isPending ? setRole.variables : member.role}
      disabled={setRole.isPending}
      onChange={(event) => {
        const role = event.target.value as "member" | "moderator";
        setRole.mutate(role, { onSuccess: () => updateRole(role) });
      }}
    >
      <option value="member">{w.member}</option>
      <option value="moderator">{w.moderator}</option>
    </NativeSelect>
  );
}
