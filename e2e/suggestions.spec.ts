import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { acceptConnection, apiActor, requestConnection, signUpThroughApi, tag, toastWith } from "./helpers";

// The home page's suggested connections: why each person is there, and "Not now".

const suggestionsPanel = (page: Page) => page.getByRole("region", { name: "Suggested Connections" });
const rowOf = (page: Page, name: string) => suggestionsPanel(page).getByRole("listitem").filter({ hasText: name });

async function setChurch(api: APIRequestContext, firstName: string, lastName: string, church: string) {
  const res = await api.put("/api/users/profile", { data: { firstName, lastName, churchAffiliation: church, location: null, aboutMe: null } });
  expect(res.status(), await res.text()).toBe(200);
}

test("each suggestion says why; 'Not now' removes a person, who stays gone after a reload", async ({ page, playwright, baseURL }) => {
  const me = await signUpThroughApi(page);
  const church = `Church of St. ${tag()}`;
  await setChurch(page.request, me.firstName, me.lastName, church);
  const friend = await apiActor(playwright, baseURL, { firstName: "Andrew", lastName: `Friend${tag()}` });
  const peter = await apiActor(playwright, baseURL, { firstName: "Peter", lastName: `Mutual${tag()}` });
  const lydia = await apiActor(playwright, baseURL, { firstName: "Lydia", lastName: `Church${tag()}` });
  await setChurch(lydia.api, lydia.user.firstName, lydia.user.lastName, church);
  await acceptConnection(friend.api, await requestConnection(page.request, friend.id));
  await acceptConnection(peter.api, await requestConnection(friend.api, peter.id));
  const newcomer = await apiActor(playwright, baseURL, { firstName: "Phoebe", lastName: `New${tag()}` });

  await page.goto("/");
  const fullName = (a: { user: { firstName: string; lastName: string } }) => `${a.user.firstName} ${a.user.lastName}`;
  await expect(rowOf(page, fullName(peter))).toContainText("1 mutual connection");
  await expect(rowOf(page, fullName(lydia))).toContainText(church);
  await expect(rowOf(page, fullName(newcomer))).toContainText("New to Koinonia");

  await suggestionsPanel(page)
    .getByRole("button", { name: `Not now: ${fullName(newcomer)}` })
    .click();
  await expect(rowOf(page, fullName(newcomer))).toHaveCount(0);
  await expect(rowOf(page, fullName(peter))).toBeVisible();

  await page.reload();
  await expect(rowOf(page, fullName(peter))).toBeVisible();
  await expect(rowOf(page, fullName(newcomer))).toHaveCount(0);
  for (const actor of [friend, peter, lydia, newcomer]) await actor.api.dispose();
});

test("a refused 'Not now' puts the person back and says why", async ({ page, playwright, baseURL }) => {
  await signUpThroughApi(page);
  const other = await apiActor(playwright, baseURL, { firstName: "Tabitha", lastName: `Joppa${tag()}` });
  const name = `${other.user.firstName} ${other.user.lastName}`;
  await page.route("**/api/users/suggested/*", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong" }) })
      : route.fallback(),
  );
  await page.goto("/");
  await expect(rowOf(page, name)).toContainText("New to Koinonia");
  await suggestionsPanel(page)
    .getByRole("button", { name: `Not now: ${name}` })
    .click();
  await expect(toastWith(page, "Something went wrong")).toBeVisible();
  await expect(rowOf(page, name)).toBeVisible();
  await other.api.dispose();
});

test("a member whose worked-out list has nobody left in it is still offered the newest members, never 'No suggestions right now'", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpThroughApi(page);
  // "Not now" to everyone the worked-out list holds (it keeps at most 30), so it is empty.
  const dismissed = new Set<number>();
  while (dismissed.size < 30) {
    const shown = ((await (await page.request.get("/api/users/suggested")).json()) as { id: number }[]).filter((u) => !dismissed.has(u.id));
    if (!shown.length) break;
    for (const { id } of shown) {
      expect((await page.request.delete(`/api/users/suggested/${id}`)).status()).toBe(204);
      dismissed.add(id);
    }
  }
  const newest = await apiActor(playwright, baseURL, { firstName: "Priscilla", lastName: `Corinth${tag()}` });
  const name = `${newest.user.firstName} ${newest.user.lastName}`;

  await page.goto("/");
  await expect(rowOf(page, name)).toContainText("New to Koinonia");
  await expect(suggestionsPanel(page).getByText("No suggestions right now")).toHaveCount(0);
  await newest.api.dispose();
});
