import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { member, newUser, tag } from "./helpers";
import {
  composer,
  conversationList,
  copiesOf,
  friends,
  messageField,
  messageLog,
  messageWith,
  sendThroughApi,
  startConversation,
  writeAndSend,
} from "./messages";

// Private messages as members use them: two friends write and read each other live (the one
// who wrote sees "Seen"), answer a message, react to it, change and delete their own, send a
// photo; a message written offline survives a reload and arrives once; a block ends the
// conversation for the one blocked; three people talk in a circle; and a stranger's message
// waits among the requests, unless requests are turned off.

const LYDIA = { firstName: "Lydia", lastName: "Thyatira" };
const PAUL = { firstName: "Paul", lastName: "Tarsus" };
const PRISCILLA = { firstName: "Priscilla", lastName: "Aquila" };

/** The Messages link in the top bar, named with what is new in it. */
const messagesLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Messages/ });

test.describe("Messages", () => {
  // Each test signs up two or three people, connects them and loads a page for each.
  test.describe.configure({ timeout: 60_000 });

  test("two friends write and read each other live: the badge counts what is new, and 'Seen' shows once it is read", async ({ browser }) => {
    const [lydia, paul] = await friends(browser, LYDIA, PAUL);
    try {
      const conversation = await startConversation(lydia!.page.request, [paul!.id]);
      await lydia!.page.goto(`/messages/${conversation}`);
      await expect(lydia!.page.getByRole("heading", { name: "Paul Tarsus", level: 2 })).toBeVisible();
      await paul!.page.goto("/");
      await expect(messagesLink(paul!.page)).toHaveAccessibleName("Messages");

      const hello = `Grace and peace to you, Paul ${tag()}`;
      await writeAndSend(lydia!.page, hello);
      await expect(messageField(lydia!.page)).toHaveValue("");
      await expect(messageWith(lydia!.page, hello)).toBeVisible();
      await expect(messageWith(lydia!.page, hello)).not.toContainText("Sending...");

      // Paul hears of it on another page: the badge, then the conversation at the top of his list.
      await expect(messagesLink(paul!.page)).toHaveAccessibleName("Messages, 1 new");
      await expect(paul!.page.getByTestId("messages-badge")).toHaveText("1");
      await messagesLink(paul!.page).click();
      const entry = conversationList(paul!.page).getByRole("link").filter({ hasText: "Lydia Thyatira" });
      await expect(entry).toContainText(hello);
      await expect(entry).toContainText("1 unread message");
      await entry.click();
      await expect(messageWith(paul!.page, hello)).toBeVisible();

      // Read: his badge goes, and Lydia sees that he has read it.
      await expect(messagesLink(paul!.page)).toHaveAccessibleName("Messages");
      await expect(entry).not.toContainText("unread");
      await expect(messageWith(lydia!.page, hello)).toContainText("Seen");

      // His answer reaches her open conversation as it is sent; "Seen" stays under her last one.
      const answer = `And also with you, Lydia ${tag()}`;
      await writeAndSend(paul!.page, answer);
      await expect(messageWith(lydia!.page, answer)).toBeVisible();
      await expect(messageLog(lydia!.page).getByText("Seen", { exact: true })).toHaveCount(1);
      expect(await copiesOf(lydia!.page.request, conversation, hello)).toBe(1);
    } finally {
      await lydia?.close();
      await paul?.close();
    }
  });

  test("a reply quotes its message and leads back to it; a reaction, an edit and a deletion show on both sides", async ({ browser }) => {
    const [lydia, paul] = await friends(browser, LYDIA, PAUL);
    try {
      const conversation = await startConversation(lydia!.page.request, [paul!.id]);
      const request = `Please pray for my mother, who is ill ${tag()}`;
      const requestId = await sendThroughApi(paul!.page.request, conversation, request);
      await lydia!.page.goto(`/messages/${conversation}`);
      await paul!.page.goto(`/messages/${conversation}`);
      // Found by its place rather than its words, which the reply will quote.
      const theirs = messageLog(lydia!.page).locator(`#message-${requestId}`);
      const his = messageLog(paul!.page).locator(`#message-${requestId}`);
      await expect(theirs).toBeVisible();

      // Reply: the composer says to what; Escape would end it, Enter sends it.
      await theirs.getByRole("button", { name: "Options for Paul Tarsus's message" }).click();
      await lydia!.page.getByRole("menuitem", { name: "Reply" }).click();
      await expect(composer(lydia!.page)).toContainText("Replying to Paul Tarsus");
      await expect(messageField(lydia!.page)).toBeFocused();
      await messageField(lydia!.page).press("Escape");
      await expect(composer(lydia!.page)).not.toContainText("Replying to");
      await theirs.getByRole("button", { name: "Options for Paul Tarsus's message" }).click();
      await lydia!.page.getByRole("menuitem", { name: "Reply" }).click();
      const reply = `I am praying for her tonight ${tag()}`;
      await writeAndSend(lydia!.page, reply);
      const mine = messageWith(lydia!.page, reply);
      const quote = mine.getByRole("button", { name: `Reply to Paul Tarsus: ${request}. Show that message` });
      await expect(quote).toBeVisible();
      await expect(messageWith(paul!.page, reply).getByRole("button", { name: /^Reply to Paul Tarsus: / })).toBeVisible();
      await quote.click();
      await expect(theirs).toBeFocused();

      // A reaction: chosen from the message's menu, a pressed chip for her, a count for him.
      await theirs.getByRole("button", { name: "Options for Paul Tarsus's message" }).click();
      await lydia!.page.getByRole("menuitemradio", { name: "Praying" }).click();
      await expect(theirs.getByRole("button", { name: "Praying: 1 person" })).toHaveAttribute("aria-pressed", "true");
      await expect(his.getByRole("button", { name: "Praying: 1 person" })).toHaveAttribute("aria-pressed", "false");
      // Pressed again, hers is taken back.
      await theirs.getByRole("button", { name: "Praying: 1 person" }).click();
      await expect(his.getByRole("button", { name: /^Praying/ })).toHaveCount(0);

      // An edit, within the quarter of an hour: both see the new words, marked "edited".
      await mine.getByRole("button", { name: "Options for your message" }).click();
      await lydia!.page.getByRole("menuitem", { name: "Edit" }).click();
      await expect(composer(lydia!.page)).toContainText("Editing your message");
      await expect(messageField(lydia!.page)).toHaveValue(reply);
      const edited = `${reply}, and tomorrow morning`;
      await messageField(lydia!.page).fill(edited);
      await messageField(lydia!.page).press("Enter");
      await expect(messageWith(lydia!.page, edited)).toContainText("edited");
      await expect(messageWith(paul!.page, edited)).toContainText("edited");

      // Deleted for everyone: its place says so on both sides.
      await messageWith(lydia!.page, edited).getByRole("button", { name: "Options for your message" }).click();
      await lydia!.page.getByRole("menuitem", { name: "Delete for everyone" }).click();
      await lydia!.page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(messageWith(lydia!.page, "This message was deleted")).toBeVisible();
      await expect(messageWith(paul!.page, "This message was deleted")).toBeVisible();
      await expect(messageLog(paul!.page).getByText(edited)).toHaveCount(0);
    } finally {
      await lydia?.close();
      await paul?.close();
    }
  });

  test("a photo goes with a message: uploaded, sent, and seen by the other", async ({ browser }) => {
    const [lydia, paul] = await friends(browser, LYDIA, PAUL);
    try {
      const conversation = await startConversation(lydia!.page.request, [paul!.id]);
      await lydia!.page.goto(`/messages/${conversation}`);
      await paul!.page.goto(`/messages/${conversation}`);
      await expect(messageField(paul!.page)).toBeVisible();

      await composer(lydia!.page).getByRole("button", { name: "Attach a photo" }).click();
      const uploader = lydia!.page.getByRole("dialog", { name: "Upload an image" });
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 128, g: 0, b: 128 } } })
        .png()
        .toBuffer();
      await uploader
        .locator("input.uppy-Dashboard-input[type=file]")
        .first()
        .setInputFiles({ name: "cloth.png", mimeType: "image/png", buffer: photo });
      await uploader.getByRole("button", { name: /^Upload 1 file$/ }).click();
      await expect(uploader).toBeHidden();
      await expect(composer(lydia!.page).getByRole("img", { name: "Photo to send" })).toBeVisible();
      const caption = `The purple cloth from Thyatira ${tag()}`;
      await writeAndSend(lydia!.page, caption);

      const seen = messageWith(paul!.page, caption).getByRole("img", { name: "Photo from Lydia Thyatira" });
      await expect(seen).toBeVisible();
      await expect.poll(() => seen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expect(messageWith(lydia!.page, caption).getByRole("img", { name: "Photo from You" })).toBeVisible();
    } finally {
      await lydia?.close();
      await paul?.close();
    }
  });

  test.describe("offline", () => {
    // Reloading offline needs the service worker's shell (the rest of the suite blocks workers).
    test.use({ serviceWorkers: "allow" });

    test("a message written offline waits on the device through a reload, and arrives once when back online", async ({ browser }) => {
      // A service worker stores the whole app before the page may go offline.
      test.setTimeout(90_000);
      const [lydia, paul] = await friends(browser, LYDIA, PAUL);
      try {
        const page = lydia!.page;
        const conversation = await startConversation(page.request, [paul!.id]);
        await page.goto(`/messages/${conversation}`);
        await expect(messageField(page)).toBeVisible();
        // The shell is kept by the service worker, and the outbox's code is in.
        await page.evaluate(() => navigator.serviceWorker.ready);
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
        await expect
          .poll(() =>
            page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /\/assets\/outbox-[^/]*\.js$/.test(entry.name))),
          )
          .toBe(true);

        const words = `Written on the road to Philippi ${tag()}`;
        await page.context().setOffline(true);
        await writeAndSend(page, words);
        await expect(messageWith(page, words)).toContainText("Waiting to send");
        // Kept on the device (its mark is set once the database has it): a reload now loses nothing.
        await expect.poll(() => page.evaluate(() => localStorage.getItem("koinonia-outbox"))).not.toBeNull();
        await page.reload();
        await expect(page.getByText("Waiting for the connection...")).toBeVisible();
        await expect(page.getByRole("list", { name: "Waiting to send" }).getByRole("listitem")).toHaveText([`Message: ${words}`]);
        expect(await copiesOf(paul!.page.request, conversation, words)).toBe(0);

        await page.context().setOffline(false);
        await expect(messageWith(page, words)).toBeVisible();
        await expect(messageWith(page, words)).not.toContainText("Waiting to send");
        await expect.poll(() => page.evaluate(() => localStorage.getItem("koinonia-outbox"))).toBeNull();
        await expect(messageLog(page).getByRole("listitem").filter({ hasText: words })).toHaveCount(1);
        await paul!.page.goto(`/messages/${conversation}`);
        await expect(messageLog(paul!.page).getByRole("listitem").filter({ hasText: words })).toHaveCount(1);
        expect(await copiesOf(paul!.page.request, conversation, words)).toBe(1);

        // Sent and forgotten: another load sends nothing more.
        await page.reload();
        await expect(messageWith(page, words)).toBeVisible();
        expect(await copiesOf(paul!.page.request, conversation, words)).toBe(1);
      } finally {
        await lydia?.close();
        await paul?.close();
      }
    });
  });

  test("blocked mid-conversation: a message to the one who blocked is refused, and the composer says so", async ({ browser }) => {
    const [lydia, paul] = await friends(browser, LYDIA, PAUL);
    try {
      const conversation = await startConversation(lydia!.page.request, [paul!.id]);
      const before = `See you on the Sabbath ${tag()}`;
      await sendThroughApi(paul!.page.request, conversation, before);
      // Her page hears nothing live here: what it shows after the block is what sending met.
      await lydia!.page.route("**/api/notifications/stream", (route) => route.abort());
      await lydia!.page.goto(`/messages/${conversation}`);
      await expect(messageWith(lydia!.page, before)).toBeVisible();

      const blocked = await paul!.page.request.post(`/api/users/${lydia!.id}/block`);
      expect(blocked.ok(), await blocked.text()).toBe(true);
      const refused = `Are you coming? ${tag()}`;
      await writeAndSend(lydia!.page, refused);
      await expect(lydia!.page.getByRole("status").filter({ hasText: "You can't send messages in this conversation." })).toBeVisible();
      await expect(composer(lydia!.page)).toBeHidden();
      await expect(messageLog(lydia!.page).getByText(refused)).toHaveCount(0);
      expect(await copiesOf(lydia!.page.request, conversation, refused)).toBe(0);
    } finally {
      await lydia?.close();
      await paul?.close();
    }
  });

  test("three people in a circle: started from New message, named, each sees who wrote, and 'Seen by' counts the readers", async ({
    browser,
  }) => {
    test.setTimeout(90_000); // three people
    const [lydia, paul, priscilla] = await friends(browser, LYDIA, PAUL, PRISCILLA);
    try {
      const name = `Philippi prayer circle ${tag()}`;
      await paul!.page.goto("/messages");
      await priscilla!.page.goto("/messages");
      await lydia!.page.goto("/messages");
      await lydia!.page.getByRole("button", { name: "New message" }).click();
      const dialog = lydia!.page.getByRole("dialog", { name: "New message" });
      await dialog.getByRole("checkbox", { name: "Paul Tarsus" }).check();
      await dialog.getByRole("checkbox", { name: "Priscilla Aquila" }).check();
      await expect(dialog.getByRole("list", { name: "2 people chosen" })).toBeVisible();
      await dialog.getByLabel("Circle name").fill(name);
      await dialog.getByRole("button", { name: "Start conversation" }).click();
      await expect(lydia!.page).toHaveURL(/\/messages\/\d+$/);
      await expect(lydia!.page.getByRole("heading", { name, level: 2 })).toBeVisible();
      await expect(lydia!.page.getByText("You and 2 others")).toBeVisible();

      const first = `Let us pray for Epaphroditus ${tag()}`;
      await writeAndSend(lydia!.page, first);
      await expect(messageWith(lydia!.page, first)).toBeVisible();

      // Each of the others finds the circle in their list, live, and sees who wrote.
      for (const other of [paul!, priscilla!]) {
        const entry = conversationList(other.page).getByRole("link").filter({ hasText: name });
        await expect(entry).toContainText(`Lydia: ${first}`);
        await entry.click();
        await expect(messageWith(other.page, first)).toContainText("Lydia Thyatira");
      }
      await expect(messageWith(lydia!.page, first)).toContainText("Seen by everyone");

      const answer = `Amen, I am praying ${tag()}`;
      await writeAndSend(priscilla!.page, answer);
      await expect(messageWith(lydia!.page, answer)).toContainText("Priscilla Aquila");
      await expect(messageWith(paul!.page, answer)).toContainText("Priscilla Aquila");
      // Her own last message carries the count of its readers: Paul has it on screen.
      await expect(messageWith(priscilla!.page, answer)).toContainText(/Seen by (1|everyone)/);
    } finally {
      await lydia?.close();
      await paul?.close();
      await priscilla?.close();
    }
  });
  test("a long inbox comes a page at a time: Show older conversations brings the rest, and then goes", async ({ browser }) => {
    const [lydia, paul] = await friends(browser, LYDIA, PAUL);
    try {
      // One more circle than a page holds, each with a word in it, the first the oldest.
      const circles: string[] = [];
      for (let i = 1; i <= 31; i++) {
        const title = `Thyatira circle ${i} ${tag()}`;
        const res = await lydia!.page.request.post("/api/conversations", { data: { userIds: [paul!.id], title, circle: true } });
        expect(res.status(), await res.text()).toBe(201);
        await sendThroughApi(lydia!.page.request, ((await res.json()) as { id: number }).id, `Word ${i}`);
        circles.push(title);
      }
      await paul!.page.goto("/messages");
      const list = conversationList(paul!.page).getByRole("link");
      await expect(list).toHaveCount(30);
      await expect(list.first()).toContainText(circles[30]!);
      await expect(list.filter({ hasText: circles[0]! })).toHaveCount(0);

      await paul!.page.getByRole("button", { name: "Show older conversations" }).click();
      await expect(list).toHaveCount(31);
      await expect(list.last()).toContainText(circles[0]!);
      await expect(paul!.page.getByRole("button", { name: "Show older conversations" })).toHaveCount(0);
    } finally {
      await lydia?.close();
      await paul?.close();
    }
  });

  test("a stranger's message waits among the requests until accepted; with requests turned off, a stranger is refused by name", async ({
    browser,
  }) => {
    test.setTimeout(90_000); // three people
    // A surname of her own: the strangers find her by name among everyone the suite has made.
    const surname = `Purpuria${tag().replace(/[^a-z]/g, "")}`;
    const lydia = await member(browser, newUser({ firstName: "Lydia", lastName: surname }));
    const apollos = await member(browser, newUser({ firstName: "Apollos", lastName: "Alexandria" }));
    const demas = await member(browser, newUser({ firstName: "Demas", lastName: "Thessalonica" }));
    try {
      const conversation = await startConversation(apollos.page.request, [lydia.id]);
      const hello = `I hear you sell purple cloth ${tag()}`;
      await sendThroughApi(apollos.page.request, conversation, hello);

      await lydia.page.goto("/messages");
      await expect(messagesLink(lydia.page)).toHaveAccessibleName("Messages, 1 new");
      await expect(conversationList(lydia.page).getByRole("link")).toHaveCount(0);
      await lydia.page.getByRole("tab", { name: /^Requests/ }).click();
      await conversationList(lydia.page).getByRole("link").filter({ hasText: "Apollos Alexandria" }).click();
      const banner = lydia.page.getByRole("region", { name: "Message request" });
      await expect(banner).toBeVisible();
      await expect(messageWith(lydia.page, hello)).toBeVisible();
      // No answer until it is accepted.
      await expect(composer(lydia.page)).toHaveCount(0);
      await banner.getByRole("button", { name: "Accept" }).click();
      await expect(banner).toBeHidden();
      await expect(messageField(lydia.page)).toBeVisible();
      await lydia.page.getByRole("tab", { name: "Inbox" }).click();
      await expect(conversationList(lydia.page).getByRole("link").filter({ hasText: "Apollos Alexandria" })).toBeVisible();

      // Requests turned off in Settings: a stranger who writes to her is told so, by her name.
      await lydia.page.goto("/settings");
      const requests = lydia.page.getByRole("switch", { name: "Message requests" });
      await expect(requests).toHaveAttribute("aria-checked", "true");
      await requests.click();
      await expect(requests).toHaveAttribute("aria-checked", "false");
      await expect
        .poll(async () => ((await (await lydia.page.request.get("/api/account/message-settings")).json()) as { requests: boolean }).requests)
        .toBe(false);

      await demas.page.goto("/messages");
      await demas.page.getByRole("button", { name: "New message" }).click();
      const dialog = demas.page.getByRole("dialog", { name: "New message" });
      await dialog.getByRole("searchbox").fill(surname);
      await dialog.getByRole("checkbox", { name: `Lydia ${surname}` }).check();
      await dialog.getByRole("button", { name: "Start conversation" }).click();
      await expect(dialog.getByRole("alert")).toContainText(`Lydia ${surname}`);
      await expect(demas.page).toHaveURL(/\/messages$/);
    } finally {
      await lydia.close();
      await apollos.close();
      await demas.close();
    }
  });
});
