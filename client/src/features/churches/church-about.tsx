import { useStore } from "@nanostores/react";
import { Clock, ExternalLink, Languages, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { Church } from "@contract/churches";
import { Card } from "@/components/ui/card";
import { formatLocale, i18n, locale } from "@/lib/i18n";
import { byWeek, dayName, timeOfDay, zoneCity, zoneName } from "./service-time-words";

const messages = i18n("churches/church-about", {
  about: "About",
  noAbout: "This church has not written about itself yet.",
  services: "Service times",
  noServices: "No service times listed yet.",
  visit: "Visit and contact",
  address: "Address",
  website: "Website",
  email: "Email",
  phone: "Phone",
  noContact: "No address or contact details yet.",
  opensNewTab: "(opens in a new tab)",
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id} className="p-5 sm:p-6">
        <h2 id={id} className="mb-3 text-base font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** What a church says of itself: about, its services in the week, where it is and how to reach it. */
export function ChurchAbout({ church }: { church: Church }) {
  const t = useStore(messages);
  const prefix = `church-${church.id}`;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Section id={`${prefix}-about`} title={t.about}>
          {church.about ? (
            <p dir="auto" className="wrap-anywhere whitespace-pre-line text-foreground/90">
              {church.about}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground italic">{t.noAbout}</p>
          )}
        </Section>
        <Section id={`${prefix}-services`} title={t.services}>
          <ServiceTimes church={church} empty={t.noServices} />
        </Section>
      </div>
      <div className="min-w-0">
        <Section id={`${prefix}-visit`} title={t.visit}>
          <Contact church={church} />
        </Section>
      </div>
    </div>
  );
}

function ServiceTimes({ church, empty }: { church: Church; empty: string }) {
  // Days and times are written in the interface's language, and change with it.
  useStore(locale);
  const writing = formatLocale();
  if (church.serviceTimes.length === 0) return <p className="text-sm text-muted-foreground italic">{empty}</p>;
  return (
    <ul className="grid gap-3">
      {byWeek(church.serviceTimes).map((service, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a church may list the same service twice; the list is drawn anew whole
        <li key={index} className="flex items-start gap-3 rounded-lg border bg-muted/30 p-3">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <div className="min-w-0">
            <p className="font-semibold">
              <span className="capitalize">{dayName(service.day, writing)}</span> · <time>{timeOfDay(service.time, writing)}</time>
            </p>
            <p className="text-sm text-muted-foreground" title={service.timeZone}>
              {zoneName(service.timeZone, writing)} ({zoneCity(service.timeZone)})
            </p>
            {service.language && (
              <p dir="auto" className="mt-0.5 inline-flex items-center gap-1 text-sm text-muted-foreground">
                <Languages aria-hidden="true" className="size-3.5" />
                {service.language}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Contact({ church }: { church: Church }) {
  const t = useStore(messages);
  const { address, website, contactEmail, contactPhone } = church;
  if (!address && !website && !contactEmail && !contactPhone) return <p className="text-sm text-muted-foreground italic">{t.noContact}</p>;
  return (
    <dl className="grid gap-4 text-sm">
      {address && (
        <Detail icon={<MapPin aria-hidden="true" className="size-4" />} term={t.address}>
          <address dir="auto" className="wrap-anywhere whitespace-pre-line not-italic">
            {address}
          </address>
        </Detail>
      )}
      {website && (
        <Detail icon={<ExternalLink aria-hidden="true" className="size-4" />} term={t.website}>
          <a href={website} target="_blank" rel="noopener noreferrer" className="font-medium wrap-anywhere text-primary hover:underline">
            {website.replace(/^https?:\/\//i, "").replace(/\/$/, "")}
            <span className="sr-only"> {t.opensNewTab}</span>
          </a>
        </Detail>
      )}
      {contactEmail && (
        <Detail icon={<Mail aria-hidden="true" className="size-4" />} term={t.email}>
          <a href={`mailto:${contactEmail}`} className="font-medium wrap-anywhere text-primary hover:underline">
            {contactEmail}
          </a>
        </Detail>
      )}
      {contactPhone && (
        <Detail icon={<Phone aria-hidden="true" className="size-4" />} term={t.phone}>
          <a href={`tel:${contactPhone.replace(/[^\d+]/g, "")}`} className="font-medium text-primary hover:underline">
            {contactPhone}
          </a>
        </Detail>
      )}
    </dl>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  // The icon sits in the term, drawn in the margin: a definition list holds only its terms and details.
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-0.5 left-0 text-primary">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
