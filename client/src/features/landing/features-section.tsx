import { useStore } from "@nanostores/react";
import { BookOpen, HandHeart, Radio, Users, type LucideIcon } from "lucide-react";
import { i18n } from "@/lib/i18n";

const messages = i18n("landing/features-section", {
  eyebrow: "What you will find",
  heading: "Everything a community of faith needs",
  intro: "A place built for encouragement, not noise, where every conversation can point back to Christ.",
  connectTitle: "Connect & Network",
  connectDescription: "Find and connect with fellow believers, from your own congregation to churches around the world.",
  prayerTitle: "Prayer Support",
  prayerDescription: "Share prayer requests and offer prayers, so no one carries their burdens alone.",
  groupsTitle: "Faith Groups",
  groupsDescription: "Gather in Bible study groups, prayer circles and ministry teams that help you grow.",
  liveTitle: "Live Fellowship",
  liveDescription: "Host and join live prayer sessions and community discussions, wherever you are.",
});

const FEATURES: readonly { name: "connect" | "prayer" | "groups" | "live"; icon: LucideIcon }[] = [
  { name: "connect", icon: Users },
  { name: "prayer", icon: HandHeart },
  { name: "groups", icon: BookOpen },
  { name: "live", icon: Radio },
];

export function FeaturesSection() {
  const t = useStore(messages);
  return (
    <section aria-labelledby="features-heading" className="bg-background py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t.eyebrow}</p>
          <h2 id="features-heading" className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance text-heading sm:text-4xl">
            {t.heading}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{t.intro}</p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ name, icon: Icon }) => (
            <li key={name} className="group rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-heading">{t[`${name}Title`]}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t[`${name}Description`]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
