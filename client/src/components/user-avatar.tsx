import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn, initials } from "@/lib/utils";

type AvatarUser = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
};

/** A person's photo, or their initials while it loads or when they have none. */
export function UserAvatar({ user, className }: { user: AvatarUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback>{initials(user.firstName, user.lastName, user.email)}</AvatarFallback>
    </Avatar>
  );
}

/** The same avatar at a larger size with a ring, for profile headers and summaries. */
export function LargeUserAvatar({ user, className }: { user: AvatarUser; className?: string }) {
  return <UserAvatar user={user} className={cn("size-16 text-lg ring-4 ring-card", className)} />;
}
