import { useStore } from "@nanostores/react";
import { Crown, ShieldCheck, User } from "lucide-react";
import type { ChurchRole } from "@contract/churches";
import { Badge } from "@/components/ui/badge";
import { count, i18n } from "@/lib/i18n";

const messages = i18n("churches/church-badges", {
  owner: "Owner",
  leader: "Leader",
  member: "Member",
  members: count({ one: "{count} member", other: "{count} members" }),
});

/** Someone's place in a church: 'Owner', 'Leader' or 'Member'. */
export function RoleBadge({ role, className }: { role: ChurchRole; className?: string }) {
  const t = useStore(messages);
  if (role === "owner") {
    return (
      <Badge variant="gold" className={className}>
        <Crown aria-hidden="true" />
        {t.owner}
      </Badge>
    );
  }
  if (role === "leader") {
    return (
      <Badge variant="outline" className={className}>
        <ShieldCheck aria-hidden="true" className="text-primary" />
        {t.leader}
      </Badge>
    );
  }
  return (
    <Badge variant="secondary" className={className}>
      <User aria-hidden="true" />
      {t.member}
    </Badge>
  );
}

/** "1 member", "3 members". */
export function MemberCount({ count }: { count: number }) {
  const t = useStore(messages);
  return t.members(count);
}
