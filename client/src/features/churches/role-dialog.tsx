import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useState } from "react";
import { CHURCH_ROLES, type Church, type ChurchMember, type ChurchRole } from "@contract/churches";
import { displayName } from "@contract/display-name";
import { MAX_CHURCH_TITLE } from "@contract/limits";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { i18n, params } from "@/lib/i18n";
import { useSetChurchRole } from "./church-member-mutations";

const messages = i18n("churches/role-dialog", {
  title: params<{ name: string }>("Role of {name}"),
  description:
    "Owners and leaders care for the church: they answer requests, invite, and keep its page and its people. Only owners name leaders and owners.",
  role: "Role",
  owner: "Owner",
  ownerHint: "Everything a leader does, and naming leaders and owners, or deleting the church.",
  leader: "Leader",
  leaderHint: "Answers requests, invites, edits the page, removes and bans members.",
  member: "Member",
  memberHint: "Belongs to the church and is in its directory.",
  titleLabel: "Title",
  titlePlaceholder: "e.g. Pastor, Elder, Worship leader",
  titleHint: "Shown beside their name in the directory.",
  cancel: "Cancel",
  save: "Save",
  saving: "Saving...",
});

/** An owner sets someone's role, and the title that goes with leading (Pastor, Elder). */
export function RoleDialog({
  church,
  member,
  open,
  onOpenChange,
}: {
  church: Church;
  member: ChurchMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const setChurchRole = useSetChurchRole(church, member.user);
  return (
    <Dialog open={open} onOpenChange={(next) => !setChurchRole.isPending && onOpenChange(next)}>
      <DialogContent>
        {/* Mounted only while open: each opening starts from the member's role as it is now. */}
        <RoleForm member={member} setChurchRole={setChurchRole} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RoleForm({
  member,
  setChurchRole,
  onDone,
}: {
  member: ChurchMember;
  setChurchRole: ReturnType<typeof useSetChurchRole>;
  onDone: () => void;
}) {
  const t = useStore(messages);
  const ids = useId();
  const [role, setRole] = useState<ChurchRole>(member.role);
  const [title, setTitle] = useState(member.title ?? "");
  const leading = role !== "member";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (setChurchRole.isPending) return;
    setChurchRole.mutate({ role, title: leading ? title.trim() || null : null }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle dir="auto">{t.title({ name: displayName(member.user) })}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>
      <fieldset disabled={setChurchRole.isPending} className="grid min-w-0 gap-5">
        <div role="radiogroup" aria-labelledby={`${ids}-role`} className="grid gap-2">
          <p id={`${ids}-role`} className="text-sm font-medium">
            {t.role}
          </p>
          {CHURCH_ROLES.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-secondary/60"
            >
              <input
                type="radio"
                name={`${ids}-role`}
                value={choice}
                checked={role === choice}
                onChange={() => setRole(choice)}
                className="mt-1 size-4 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold">{t[choice]}</span>
                <span className="text-xs text-muted-foreground">{t[`${choice}Hint`]}</span>
              </span>
            </label>
          ))}
        </div>
        {leading && (
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-title`}>{t.titleLabel}</Label>
            <Input
              id={`${ids}-title`}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              placeholder={t.titlePlaceholder}
              maxLength={MAX_CHURCH_TITLE}
              aria-describedby={`${ids}-title-hint`}
            />
            <p id={`${ids}-title-hint`} className="text-xs text-muted-foreground">
              {t.titleHint}
            </p>
          </div>
        )}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={setChurchRole.isPending} onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={setChurchRole.isPending}>
          {setChurchRole.isPending ? t.saving : t.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
