import { Heart, ShieldCheck, Users, type LucideIcon } from "lucide-react";

const VALUES: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Love & Compassion",
    description: "We welcome one another as Christ welcomed us, with kindness, patience and care.",
    icon: Heart,
  },
  {
    title: "Truth & Integrity",
    description: "We speak the truth in love and keep this a safe, trustworthy place for every believer.",
    icon: ShieldCheck,
  },
  {
    title: "Unity in Christ",
    description: "Many churches and traditions, one body: we build each other up in faith.",
    icon: Users,
  },
];

export function ValuesSection() {
  return (
    <section aria-labelledby="values-heading" className="border-y bg-card py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-accent-foreground uppercase">Our values</p>
          <h2 id="values-heading" className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance text-heading sm:text-4xl">
            Rooted in what we believe
          </h2>
        </div>
        <ul className="mt-14 grid gap-10 md:grid-cols-3">
          {VALUES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground ring-8 ring-accent/40">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 font-serif text-xl font-semibold text-heading">{title}</h3>
              <p className="mx-auto mt-2 max-w-xs leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
