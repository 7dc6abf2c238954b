import { useStore } from "@nanostores/react";
import type { ComponentProps } from "react";
import type { CurrentUser } from "@contract/users";
import { displayName } from "@contract/display-name";
import { UserAvatar } from "@/components/user-avatar";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("components/user-menu-trigger", {
  accountMenu: params<{ name: string }>("Account menu for {name}"),
});

/** The avatar button that opens the account menu (also its stand-in while the menu loads). */
export function UserMenuTrigger({ user, ...props }: ComponentProps<"button"> & { user: CurrentUser }) {
  const t = useStore(messages);
  return (
    <button
      type="button"
      aria-haspopup="menu"
      className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      {...props}
    >
      {/* The name comes from this text, not aria-label: the initials on show are decoration,
          and a label that does not contain the visible text fails WCAG 2.5.3 (label in name). */}
      <span className="sr-only">{t.accountMenu({ name: displayName(user) })}</span>
      <span aria-hidden="true" className="block">
        <UserAvatar user={user} className="size-9" />
      </span>
    </button>
  );
}
