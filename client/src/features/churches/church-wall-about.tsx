import { useStore } from "@nanostores/react";
import { Church as ChurchIcon, HandHeart } from "lucide-react";
import { Link } from "wouter";
import type { Church } from "@contract/churches";
import type { Group } from "@contract/groups";
import { PanelCard } from "@/components/panel-card";
import { i18n } from "@/lib/i18n";

const messages = i18n("churches/church-wall-about", {
  title: "About the prayer wall",
  membersOnly: "Only the church's members see what is shared here. It stays on this page and never appears in home feeds.",
  teamOnly: "A prayer request marked “Prayer team only” is seen by the prayer team alone:",
  noTeam: "Once the church has a prayer team, a request can be kept for the team alone.",
});

/** Beside the wall: who reads what is shared on it, and which prayer teams receive the requests kept for them. */
export function ChurchWallAbout({ church, teams }: { church: Church; teams: Group[] }) {
  const t = useStore(messages);
  return (
    <PanelCard id={`church-${church.id}-wall-about`} title={t.title}>
      <div className="grid gap-3 text-sm text-muted-foreground">
        <p className="flex gap-2.5">
          <ChurchIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t.membersOnly}
        </p>
        <div className="flex gap-2.5">
          <HandHeart aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {teams.length === 0 ? (
            <p>{t.noTeam}</p>
          ) : (
            <div className="grid min-w-0 gap-1.5">
              <p>{t.teamOnly}</p>
              <ul className="grid gap-1">
                {teams.map((team) => (
                  <li key={team.id} className="min-w-0">
                    <Link
                      href={`/groups/${team.id}`}
                      dir="auto"
                      className="block truncate rounded-sm font-semibold text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {team.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </PanelCard>
  );
}
