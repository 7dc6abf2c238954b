import { useStore } from "@nanostores/react";
import { Cake, Mail, Phone } from "lucide-react";
import { useId } from "react";
import type { Church, ChurchMember } from "@contract/churches";
import { MemberRow } from "@/components/member-row";
import { PersonSkeletons } from "@/components/person-skeleton";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { serverMessage } from "@/lib/api-error";
import { count, formatLocale, i18n, params } from "@/lib/i18n";
import { RoleBadge } from "./church-badges";
import { useDirectoryList } from "./directory-parts";

const messages = i18n("churches/church-members", {
  members: "Members",
  inAll: count({ one: "{count} in all", other: "{count} in all" }),
  loading: "Loading members",
  loadFailed: "The members could not be loaded.",
  noMatch: params<{ query: string }>('No member matches "{query}".'),
  birthday: params<{ date: string }>("Birthday: {date}"),
});

/** The member directory: picture, name (to their profile), role and title; leaders first, then by name. */
export function ChurchMembers({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const { directory, members, query, search, more } = useDirectoryList(church.slug, church.memberCount);
  return (
    <Card>
      <section aria-labelledby={`${ids}-title`} className="grid gap-4 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`${ids}-title`} className="text-base font-semibold">
            {t.members}
          </h2>
          <Badge aria-label={t.inAll(church.memberCount)}>{church.memberCount}</Badge>
        </div>
        {search}
        {directory.isPending ? (
          <PersonSkeletons count={4} label={t.loading} />
        ) : directory.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(directory.error) ?? t.loadFailed}
          </p>
        ) : members.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noMatch({ query })}</p>
        ) : (
          <ul aria-label={t.members} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {members.map((member) => (
              <DirectoryRow key={member.user.id} member={member} />
            ))}
          </ul>
        )}
        {more}
      </section>
    </Card>
  );
}

function DirectoryRow({ member }: { member: ChurchMember }) {
  const t = useStore(messages);
  // Each shown only where the member chose to show it to this church, and has it.
  const reach = [
    member.email && (
      <a key="email" href={`mailto:${member.email}`} className="inline-flex min-w-0 items-center gap-1 hover:text-foreground hover:underline">
        <Mail aria-hidden="true" className="size-3 shrink-0" />
        <span className="truncate">{member.email}</span>
      </a>
    ),
    member.phone && (
      <a
        key="phone"
        href={`tel:${member.phone.replace(/[^\d+]/g, "")}`}
        className="inline-flex items-center gap-1 hover:text-foreground hover:underline"
      >
        <Phone aria-hidden="true" className="size-3 shrink-0" />
        {member.phone}
      </a>
    ),
    member.birthday && (
      <span key="birthday" className="inline-flex items-center gap-1">
        <Cake aria-hidden="true" className="size-3 shrink-0" />
        {t.birthday({ date: monthAndDay(member.birthday, formatLocale()) })}
      </span>
    ),
  ].filter(Boolean);
  return (
    <MemberRow
      person={member.user}
      badges={member.role !== "member" && <RoleBadge role={member.role} />}
      detail={
        member.title || reach.length > 0 ? (
          <>
            {member.title && (
              <p dir="auto" className="truncate text-xs font-medium text-foreground/80">
                {member.title}
              </p>
            )}
            {reach.length > 0 && <p className="flex min-w-0 flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">{reach}</p>}
          </>
        ) : (
          false
        )
      }
    />
  );
}

/** "March 14", "14 de marzo": a birthday's month and day ("03-14") as `locale` writes them. */
function monthAndDay(birthday: string, locale: string): string {
  const [month = 1, day = 1] = birthday.split("-").map(Number);
  // A leap year, so that 29 February is a day too.
  return new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month - 1, day)));
}
