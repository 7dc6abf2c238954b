import { useStore } from "@nanostores/react";
import { Church as ChurchIcon, LinkIcon, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { MemberCount } from "./church-badges";
import { ChurchLogo } from "./church-logo";
import type { PreviewOutcome } from "./link-preview";
import { noteJoinAfterSignIn } from "./join-marker";

const messages = i18n("churches/join-card", {
  invited: "You are invited to join",
  invalidTitle: "This invitation cannot be used",
  invalidFallback: "This invitation link is no longer valid.",
  invalidHint: "Ask the church for a new link, or find it on Koinonia.",
  findChurches: "Find churches",
  toSignIn:
    "Koinonia is a home for believers to pray for one another and keep in touch with their church. To join, first create your account, or sign in.",
  createAccount: "Create an account",
  signIn: "Sign in",
  haveAccount: "Already on Koinonia?",
});

type Preview = Extract<PreviewOutcome, { ok: true }>["church"];

/** The card an invitation link opens on: the church it leads to, and what comes next (`children`). */
export function JoinCard({ church, children, className }: { church: Preview; children: ReactNode; className?: string }) {
  const t = useStore(messages);
  return (
    <Card className={cn("w-full max-w-md overflow-hidden", className)}>
      {church.bannerUrl ? (
        <img src={church.bannerUrl} alt="" className="h-28 w-full bg-muted object-cover" />
      ) : (
        <div aria-hidden="true" className="h-16 bg-gradient-to-r from-indigo-deep via-primary to-gold/80 dark:via-indigo-700" />
      )}
      <div className="-mt-8 flex flex-col items-center gap-2 px-5 pb-6 text-center sm:px-8">
        {church.logoUrl ? (
          <ChurchLogo church={church} className="size-16 rounded-2xl shadow-md ring-4 ring-card" />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-full bg-card text-primary shadow-md ring-4 ring-card">
            <ChurchIcon aria-hidden="true" className="size-8" />
          </span>
        )}
        <p className="mt-1 text-sm font-medium text-muted-foreground">{t.invited}</p>
        <h1 dir="auto" className="font-serif text-2xl leading-tight font-semibold tracking-tight wrap-anywhere text-heading">
          {church.name}
        </h1>
        {church.tradition && (
          <p dir="auto" className="text-muted-foreground">
            {church.tradition}
          </p>
        )}
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {church.place && (
            <span dir="auto" className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {church.place}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            <MemberCount count={church.memberCount} />
          </span>
        </p>
        <div className="mt-4 grid w-full gap-3">{children}</div>
      </div>
    </Card>
  );
}

/** Signed out: create an account or sign in, then come back here, where joining follows by itself. */
export function VisitorJoinActions({ code }: { code: string }) {
  const t = useStore(messages);
  const next = `/auth?next=${encodeURIComponent(`/join/${code}`)}`;
  const note = () => noteJoinAfterSignIn(code);
  return (
    <>
      <p className="text-sm text-muted-foreground">{t.toSignIn}</p>
      <Link href={`${next}&tab=sign-up`} onClick={note} className={buttonVariants({ size: "lg", className: "w-full" })}>
        {t.createAccount}
      </Link>
      <p className="text-sm text-muted-foreground">{t.haveAccount}</p>
      <Link href={next} onClick={note} className={buttonVariants({ variant: "outline", className: "w-full" })}>
        {t.signIn}
      </Link>
    </>
  );
}

/** A link that expired, was revoked or is used up: the server's words, and a way on. */
export function InvalidInvitation({ message, signedIn, className }: { message: string | undefined; signedIn: boolean; className?: string }) {
  const t = useStore(messages);
  return (
    <Card role="alert" className={cn("flex w-full max-w-md flex-col items-center gap-3 px-6 py-10 text-center", className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <LinkIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-serif text-xl font-semibold text-heading">{t.invalidTitle}</h1>
      <p className="text-muted-foreground">{message ?? t.invalidFallback}</p>
      <p className="text-sm text-muted-foreground">{t.invalidHint}</p>
      <Link href={signedIn ? "/churches" : "/auth"} className={buttonVariants({ className: "mt-2" })}>
        {signedIn ? t.findChurches : t.signIn}
      </Link>
    </Card>
  );
}
