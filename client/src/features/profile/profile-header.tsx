import { useStore } from "@nanostores/react";
import { Church, LoaderCircle, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { displayName } from "@contract/display-name";
import type { PublicUser } from "@contract/users";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { i18n, params } from "@/lib/i18n";
import { initials } from "@/lib/utils";
import type { ChurchLink } from "./profile-queries";

const messages = i18n("profile/profile-header", {
  banner: params<{ name: string }>("{name}'s banner"),
  picture: params<{ name: string }>("Profile picture of {name}"),
  updatingBanner: "Updating the banner...",
  updatingPicture: "Updating the profile picture...",
  church: "Church: ",
  churches: "Churches: ",
  location: "Location: ",
});

interface ProfileHeaderProps {
  person: PublicUser;
  /** The churches on the site they belong to, each a link to its page. */
  churches?: ChurchLink[];
  /** Over the banner's corner: the owner's Edit Banner. */
  bannerAction?: ReactNode;
  /** On the avatar's edge: the owner's camera button. */
  avatarAction?: ReactNode;
  /** Beside the name: Edit Profile, or Connect and its kin. */
  actions?: ReactNode;
  /** Set while a new banner or photo is being attached. */
  bannerBusy?: boolean;
  avatarBusy?: boolean;
  /** Under the details: the edit form, in edit mode. */
  children?: ReactNode;
}

function Busy({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={`absolute inset-0 flex items-center justify-center bg-indigo-night/45 ${className ?? ""}`}>
      <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-white" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * The top of a profile: banner, avatar, full name, their churches on the site (each to its page)
 * beside the church they name themselves (one not on the site), and location.
 */
export function ProfileHeader({
  person,
  churches = [],
  bannerAction,
  avatarAction,
  actions,
  bannerBusy,
  avatarBusy,
  children,
}: ProfileHeaderProps) {
  const t = useStore(messages);
  const name = displayName(person);
  // The church they name is left out when it is one of the linked ones, by the same name.
  const affiliation = person.churchAffiliation?.trim();
  const named =
    affiliation && !churches.some((church) => church.name.localeCompare(affiliation, undefined, { sensitivity: "base" }) === 0)
      ? affiliation
      : null;
  return (
    <Card className="overflow-hidden">
      <div className="relative h-36 bg-gradient-to-br from-indigo-night via-indigo-deep to-primary sm:h-52 dark:to-indigo-700">
        {person.bannerImageUrl ? (
          <img src={person.bannerImageUrl} alt={t.banner({ name })} className="size-full object-cover" />
        ) : (
          // A quiet pattern of light over the gradient, so an empty banner still looks finished.
          <div
            aria-hidden="true"
            className="size-full bg-[radial-gradient(circle_at_18%_30%,rgba(224,168,46,0.35),transparent_42%),radial-gradient(circle_at_85%_80%,rgba(255,255,255,0.16),transparent_40%)]"
          />
        )}
        {bannerBusy && <Busy label={t.updatingBanner} />}
        {bannerAction && <div className="absolute top-3 right-3">{bannerAction}</div>}
      </div>

      <div className="px-4 pb-5 sm:px-6 sm:pb-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-5">
          <div className="relative -mt-14 w-fit shrink-0 sm:-mt-16">
            <Avatar className="size-28 text-3xl ring-4 ring-card sm:size-32">
              {person.profileImageUrl && <AvatarImage src={person.profileImageUrl} alt={t.picture({ name })} />}
              <AvatarFallback className="text-3xl">{initials(person.firstName, person.lastName)}</AvatarFallback>
              {avatarBusy && <Busy label={t.updatingPicture} className="rounded-full" />}
            </Avatar>
            {avatarAction && <div className="absolute right-0.5 bottom-0.5">{avatarAction}</div>}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:pb-1">
            <div className="min-w-0">
              <h1 dir="auto" className="font-serif text-2xl font-semibold tracking-tight wrap-anywhere text-heading sm:text-3xl">
                {name}
              </h1>
              {(churches.length > 0 || named || person.location) && (
                <ul className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  {(churches.length > 0 || named) && (
                    <li className="flex min-w-0 items-start gap-1.5">
                      <Church aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      <span className="sr-only">{churches.length + (named ? 1 : 0) > 1 ? t.churches : t.church}</span>
                      <span className="min-w-0 wrap-anywhere">
                        {churches.map((church, index) => (
                          <span key={church.slug}>
                            {index > 0 && ", "}
                            <Link href={`/churches/${church.slug}`} dir="auto" className="font-medium text-primary hover:underline">
                              {church.name}
                            </Link>
                          </span>
                        ))}
                        {named && (
                          <>
                            {churches.length > 0 && <span aria-hidden="true"> · </span>}
                            {churches.length > 0 && <span className="sr-only">, </span>}
                            <span dir="auto">{named}</span>
                          </>
                        )}
                      </span>
                    </li>
                  )}
                  {person.location && (
                    <li className="flex min-w-0 items-center gap-1.5">
                      <MapPin aria-hidden="true" className="size-4 shrink-0" />
                      <span className="sr-only">{t.location}</span>
                      <span dir="auto" className="wrap-anywhere">
                        {person.location}
                      </span>
                    </li>
                  )}
                </ul>
              )}
            </div>
            {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
          </div>
        </div>
        {children}
      </div>
    </Card>
  );
}
