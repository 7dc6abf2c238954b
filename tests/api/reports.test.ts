import { describe, expect, it } from "vitest";
import { createPost, createUser, connect } from "../helpers/factories";
import { act, makeSiteRole, report } from "../helpers/moderation";
import { useTestApp } from "../helpers/test-app";

const t = useTestApp();

describe("smoke", () => {
  it("works", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const mod = await makeSiteRole(t(), await createUser(t()), "moderator");
    await connect(t(), ann, bob);
    const post = await createPost(ann);
    await report(bob, "post", post.id, "spam");
    const q = await mod.agent.get("/api/moderation/reports");
    console.log(q.statusCode, q.body);
    const a = await act(mod, { action: "remove", targetType: "post", targetId: post.id, reason: "Spam" });
    console.log(a);
    console.log((await ann.agent.get("/api/notifications")).body);
    console.log((await bob.agent.get("/api/notifications")).body);
    console.log((await mod.agent.get("/api/moderation/actions")).body);
    expect(1).toBe(1);
  });
});
