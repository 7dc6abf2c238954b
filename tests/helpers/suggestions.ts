import { expect } from "vitest";
import type { SuggestedUser } from "../../contract/suggestions";
import type { SignedInUser } from "./factories";

/** The "Suggested Connections" list as `who` gets it. */
export async function suggestedTo(who: SignedInUser): Promise<SuggestedUser[]> {
  const res = await who.agent.get("/api/users/suggested");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SuggestedUser[];
}

export const idsOf = (list: { id: number }[]) => list.map((u) => u.id);
