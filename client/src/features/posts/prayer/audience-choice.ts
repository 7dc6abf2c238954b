import type { AudienceBody, AudienceKind } from "@contract/prayer";

/** What the composer's audience picker holds while the post is written. */
export interface AudienceChoice {
  kind: AudienceKind;
  groupId: number | null;
  userIds: number[];
}

export const DEFAULT_AUDIENCE: AudienceChoice = { kind: "connections", groupId: null, userIds: [] };

/** The body's audience, or what is still missing before it can be sent. */
export function audienceBody(choice: AudienceChoice): { audience: AudienceBody } | { problem: string } {
  switch (choice.kind) {
    case "group":
      return choice.groupId === null ? { problem: "Choose a group" } : { audience: { kind: "group", groupId: choice.groupId } };
    case "people":
      return choice.userIds.length === 0 ? { problem: "Choose at least one person" } : { audience: { kind: "people", userIds: choice.userIds } };
    default:
      return { audience: { kind: choice.kind } };
  }
}
