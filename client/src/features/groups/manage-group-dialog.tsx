import { useStore } from "@nanostores/react";
import type { Group } from "@contract/groups";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { i18n } from "@/lib/i18n";
import { LeaveGroupButton } from "./leave-group-button";
import { ManageDetails } from "./manage-details";
import { ManageInvites } from "./manage-invites";
import { ManageMembers } from "./manage-members";

const messages = i18n("groups/manage-group-dialog", {
  manageGroup: "Manage Group",
  manage: "Manage",
  details: "Details",
  members: "Members",
  invite: "Invite",
  memberNote: "You are a member of this group. Only its admins can change its details, invite people and manage members.",
  outsiderNote: "Only this group's admins can manage it.",
});

/**
 * 'Manage'. Admins edit the group, invite connections and manage members; a member
 * who opens it learns who can do that and may leave from here.
 */
export function ManageGroupDialog({
  group,
  open,
  onOpenChange,
  onDeleted,
  onLeft,
}: {
  group: Group;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the group is deleted (e.g. leave its page). */
  onDeleted?: () => void;
  onLeft?: () => void;
}) {
  const isAdmin = group.myRole === "admin";
  const t = useStore(messages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl content-start sm:min-h-[32rem]">
        <DialogHeader>
          <DialogTitle>{t.manageGroup}</DialogTitle>
          <DialogDescription dir="auto" className="truncate">
            {group.name}
          </DialogDescription>
        </DialogHeader>
        {isAdmin ? (
          <Tabs defaultValue="details">
            <TabsList aria-label={t.manage}>
              <TabsTrigger value="details">{t.details}</TabsTrigger>
              <TabsTrigger value="members">{t.members}</TabsTrigger>
              <TabsTrigger value="invite">{t.invite}</TabsTrigger>
            </TabsList>
            <TabsContent value="details" className="mt-5">
              <ManageDetails
                group={group}
                onDeleted={() => {
                  onOpenChange(false);
                  onDeleted?.();
                }}
              />
            </TabsContent>
            <TabsContent value="members" className="mt-5">
              <ManageMembers group={group} />
            </TabsContent>
            <TabsContent value="invite" className="mt-5">
              <ManageInvites group={group} />
            </TabsContent>
          </Tabs>
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">{group.myRole === "member" ? t.memberNote : t.outsiderNote}</p>
            {group.myRole === "member" && (
              <div className="flex justify-end">
                <LeaveGroupButton
                  group={group}
                  onLeft={() => {
                    onOpenChange(false);
                    onLeft?.();
                  }}
                />
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
