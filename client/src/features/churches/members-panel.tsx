import type { Church } from "@contract/churches";
import { ChurchMembers } from "./church-members";
import { DirectorySharing } from "./directory-sharing";

/** Members: the directory, and what I show in it. */
export function MembersPanel({ church }: { church: Church }) {
  return (
    <div className="grid gap-6">
      <ChurchMembers church={church} />
      <DirectorySharing church={church} />
    </div>
  );
}
