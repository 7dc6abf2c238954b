import type { Group } from "@contract/groups";

// Placeholder until the composer can post into a group.
export function GroupComposer(_props: { group: Group }) {
  return null;
}
