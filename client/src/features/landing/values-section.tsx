import { useStore } from "@nanostores/react";
import { Heart, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import { i18n } from "@/lib/i18n";

const messages = i18n("landing/values-section", {
  eyebrow: "Our values",
  heading: "Rooted in what we believe",
  loveTitle: "Love & Compassion",
  loveDescription: "We welcome one another as Christ welcomed us, with kindness, patience and care.",
  truthTitle: "Truth & Integrity",
  truthDescription: "We speak the truth in love and keep this a safe, trustworthy place for every believer.",
  unityTitle: "Unity in Christ",
  unityDescription: "Many churches and traditions, one body: we build each other up in faith.",
});

const VALUES: readonly { name: "love" | "truth" | "unity"; icon: LucideIcon }[] = [
  { name: "love", icon: Heart },
  { name: "truth", icon: ShieldCheck },
  { name: "unity", icon: Users },
];

export function ValuesSection() {
  const t = useStore(messages);
  return (
    <section aria-labelledby="values-heading" className="border-y bg-card py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-accent-foreground uppercase">{t.eyebrow}</p>
          <h2 id="values-heading" className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance text-heading sm:text-4xl">
            {t.heading}
          </h2>
        </div>
        <ul className="mt-14 grid gap-10 md:grid-cols-3">
          {VALUES.map(({ name, icon: Icon }) => (
            <li key={name} className="text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground ring-8 ring-accent/40">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 font-serif text-xl font-semibold text-heading">{t[`${name}Title`]}</h3>
              <p className="mx-auto mt-2 max-w-xs leading-relaxed text-muted-foreground">{t[`${name}Description`]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
