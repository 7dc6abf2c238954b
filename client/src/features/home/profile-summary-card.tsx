import { useStore } from "@nanostores/react";
import { Church, MapPin } from "lucide-react";
import { Link } from "wouter";
import { LargeUserAvatar } from "@/components/user-avatar";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { CurrentUser } from "@contract/users";
import { displayName } from "@contract/display-name";
import { i18n } from "@/lib/i18n";

const messages = i18n("home/profile-summary-card", {
  viewProfile: "View profile",
});

/** Who you are on Koinonia at a glance, with a way to your profile. */
export function ProfileSummaryCard({ user }: { user: CurrentUser }) {
  const t = useStore(messages);
  return (
    <Card className="overflow-hidden">
      <div
        className="h-16 bg-gradient-to-r from-indigo-deep to-primary bg-cover dark:to-indigo-700 bg-center"
        style={user.bannerImageUrl ? { backgroundImage: `url(${JSON.stringify(user.bannerImageUrl)})` } : undefined}
      />
      <div className="-mt-8 flex flex-col items-center px-5 pb-5 text-center">
        <LargeUserAvatar user={user} />
        <p className="mt-3 font-semibold">{displayName(user)}</p>
        {user.churchAffiliation && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Church aria-hidden="true" className="size-3.5" />
            {user.churchAffiliation}
          </p>
        )}
        {user.location && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5" />
            {user.location}
          </p>
        )}
        <Link href="/profile" className={buttonVariants({ variant: "outline", size: "sm", className: "mt-4 w-full" })}>
          {t.viewProfile}
        </Link>
      </div>
    </Card>
  );
}
