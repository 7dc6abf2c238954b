import type { AudienceBody, AudienceKind } from "@contract/prayer";

/** What the composer's audience picker holds while the post is written. */
export interface AudienceChoice {
  kind: AudienceKind;
  groupId: number | null;
  userIds: number[];
}

export const DEFAULT_AUDIENCE: AudienceChoice = { kind: "connections", groupId: null, userIds: [] };

/** What is said when a group, or people, must still be chosen. */
export interface AudienceProblems {
  group: string;
  people: string;
}

// The composer passes these in its reader's language; this module stays free of the interface's
// language machinery so that plain (browserless) code and tests can use it.
const ENGLISH_PROBLEMS: AudienceProblems = { group: "Choose a group", people: "Choose at least one person" };

/** The body's audience, or what is still missing before it can be sent. */
export function audienceBody(
  choice: AudienceChoice,
  problems: AudienceProblems = ENGLISH_PROBLEMS,
): { audience: AudienceBody } | { problem: string } {
  switch (choice.kind) {
    case "group":
      return choice.groupId === null ? { problem: problems.group } : { audience: { kind: "group", groupId: choice.groupId } };
    case "people":
      return choice.userIds.length === 0 ? { problem: problems.people } : { audience: { kind: "people", userIds: choice.userIds } };
    default:
      return { audience: { kind: choice.kind } };
  }
}
