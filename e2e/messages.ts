import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { acceptConnection, member, newUser, requestConnection } from "./helpers";

// People and conversations for the messages specs, made through the API; and the parts of the
// messages page the specs read, found as a person (or a screen reader) finds them.

export type Member = Awaited<ReturnType<typeof member>>;

/** Members in browsers of their own, each a connection of the first (so the first may write to them directly). */
export async function friends(browser: Browser, ...names: { firstName: string; lastName: string }[]): Promise<Member[]> {
  const people = await Promise.all(names.map((name) => member(browser, newUser(name))));
  const [first, ...others] = people;
  for (const other of others) await acceptConnection(other.page.request, await requestConnection(first!.page.request, other.id));
  return people;
}

/** Starts a conversation through the API (one to one, or a circle of several); its id. */
export async function startConversation(api: APIRequestContext, userIds: number[], title?: string): Promise<number> {
  const res = await api.post("/api/conversations", { data: { userIds, ...(title && { title }) } });
  expect([200, 201], await res.text()).toContain(res.status());
  return ((await res.json()) as { id: number }).id;
}

let sent = 0;

/** Sends a message through the API; its id. */
export async function sendThroughApi(api: APIRequestContext, conversationId: number, content: string): Promise<number> {
  sent += 1;
  const res = await api.post(`/api/conversations/${conversationId}/messages`, {
    data: { content, clientId: `e2e-${Date.now().toString(36)}-${process.pid}-${sent}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** How many of the conversation's newest messages hold exactly these words, as the server has them. */
export async function copiesOf(api: APIRequestContext, conversationId: number, content: string): Promise<number> {
  const res = await api.get(`/api/conversations/${conversationId}/messages?limit=100`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { content: string | null }[]).filter((message) => message.content === content).length;
}

/** The conversation's messages, a log. */
export const messageLog = (page: Page) => page.getByRole("log", { name: "Messages" });

/** The message (its list item in the log) that holds these words. */
export const messageWith = (page: Page, text: string) => messageLog(page).getByRole("listitem").filter({ hasText: text });

export const composer = (page: Page) => page.getByRole("form", { name: "Write a message" });
export const messageField = (page: Page) => composer(page).getByRole("textbox", { name: "Message" });

/** Writes a message in the composer and sends it with Enter. */
export async function writeAndSend(page: Page, text: string): Promise<void> {
  await messageField(page).fill(text);
  await messageField(page).press("Enter");
}

/** The list of conversations beside (or, on a phone, instead of) the open one. */
export const conversationList = (page: Page) => page.getByRole("navigation", { name: "Your conversations" });
