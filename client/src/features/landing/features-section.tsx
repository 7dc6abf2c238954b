import { BookOpen, HandHeart, Radio, Users, type LucideIcon } from "lucide-react";

const FEATURES: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Connect & Network",
    description: "Find and connect with fellow believers, from your own congregation to churches around the world.",
    icon: Users,
  },
  {
    title: "Prayer Support",
    description: "Share prayer requests and offer prayers, so no one carries their burdens alone.",
    icon: HandHeart,
  },
  {
    title: "Faith Groups",
    description: "Gather in Bible study groups, prayer circles and ministry teams that help you grow.",
    icon: BookOpen,
  },
  {
    title: "Live Fellowship",
    description: "Host and join live prayer sessions and community discussions, wherever you are.",
    icon: Radio,
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="bg-background py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">What you will find</p>
          <h2 id="features-heading" className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance text-heading sm:text-4xl">
            Everything a community of faith needs
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            A place built for encouragement, not noise, where every conversation can point back to Christ.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="group rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-heading">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
