import fs from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { jsonIn, unzip } from "../tests/helpers/unzip";
import { createPostThroughApi, newUser, signUpThroughApi } from "./helpers";

test("'Download my data' saves a zip of the member's own data", async ({ page }) => {
  const me = await signUpThroughApi(page, newUser({ firstName: "Lois" }));
  await createPostThroughApi(page, "Grace to you from Lystra.");

  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section.getByRole("list", { name: "What the download holds" })).toContainText("profile.json");
  const downloading = page.waitForEvent("download");
  await section.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toMatch(/^koinonia-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await unzip(await fs.readFile((await download.path())!));
  expect(jsonIn(files, "profile.json")).toMatchObject({ email: me.email, firstName: "Lois", lastName: me.lastName });
  expect(jsonIn(files, "posts.json")).toEqual([expect.objectContaining({ content: "Grace to you from Lystra." })]);
});
