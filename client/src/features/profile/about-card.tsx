import { useStore } from "@nanostores/react";
import { Card } from "@/components/ui/card";
import { UserText } from "@/components/user-text";
import { i18n } from "@/lib/i18n";

const messages = i18n("profile/about-card", {
  about: "About",
  noBio: "No bio added yet.",
});

/** The About card: the bio, or 'No bio added yet.' when there is none. */
export function AboutCard({ aboutMe }: { aboutMe: string | null }) {
  const t = useStore(messages);
  return (
    <Card>
      <section aria-labelledby="profile-about-heading" className="p-5 sm:p-6">
        <h2 id="profile-about-heading" className="text-base font-semibold">
          {t.about}
        </h2>
        {aboutMe ? (
          <UserText text={aboutMe} className="mt-2 text-[0.95rem] leading-relaxed" />
        ) : (
          <p className="mt-2 text-sm text-muted-foreground italic">{t.noBio}</p>
        )}
      </section>
    </Card>
  );
}
