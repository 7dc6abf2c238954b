import { expect, test, type Page } from "@playwright/test";
import { postWith, tag, connectThroughApi, createPostThroughApi, currentUserId, newUser, signUpThroughApi, toastWith } from "./helpers";

// The home feed, the composer and the post card.

const composer = (page: Page) => page.getByRole("region", { name: "Share with your Community" });
const shareButton = (page: Page) => composer(page).getByRole("button", { name: "Share", exact: true });
const postBox = (page: Page) => composer(page).getByPlaceholder("What's on your heart today?");

/** A unique marker so a test finds its own posts whatever else exists. */

test.describe("composer", () => {
  test("Share is disabled while blank; a post appears at the top and the composer resets", async ({ page }) => {
    await signUpThroughApi(page);
    const older = await createPostThroughApi(page, `An older post ${tag()}`);
    let created = 0;
    page.on("request", (req) => {
      if (req.method() === "POST" && new URL(req.url()).pathname === "/api/posts") created += 1;
    });
    await page.goto("/");
    await expect(postWith(page, older.content)).toBeVisible();

    await expect(postBox(page)).toBeVisible();
    await expect(shareButton(page)).toBeDisabled();
    await postBox(page).fill("   \n  ");
    await expect(shareButton(page)).toBeDisabled();
    // Ctrl+Enter is the keyboard shortcut; blank content still sends nothing.
    await postBox(page).press("Control+Enter");
    expect(created).toBe(0);

    const content = `Grace and peace to you all ${tag()}`;
    await postBox(page).fill(`  ${content}\nSecond line of the post  `);
    await expect(shareButton(page)).toBeEnabled();
    await shareButton(page).click();

    await expect(toastWith(page, "Post Created")).toContainText("Your post has been shared with your network.");
    // At the top of the feed at once, with its line break kept.
    const first = page.getByRole("article").first();
    await expect(first).toContainText(content);
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, not a DOM node; the text as rendered (line break kept) is what is checked
    const text = await first.locator("p.whitespace-pre-wrap").innerText();
    expect(text).toBe(`${content}\nSecond line of the post`);
    await expect(page.getByRole("article").nth(1)).toContainText(older.content);
    expect(created).toBe(1);

    // A successful post resets the composer to Text with empty content.
    await expect(postBox(page)).toHaveValue("");
    await expect(composer(page).getByRole("radio", { name: "Text" })).toBeChecked();
    await expect(shareButton(page)).toBeDisabled();
  });

  test("a prayer request asks what to pray for, shows the 'Prayer Request' banner, then the type goes back to Text", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/");
    const group = composer(page).getByRole("radiogroup", { name: "Post type" });
    for (const name of ["Text", "Photo", "Video", "Prayer"]) await expect(group.getByRole("radio", { name })).toBeVisible();
    await expect(group.getByRole("radio", { name: "Text" })).toBeChecked();
    const box = composer(page).getByRole("combobox", { name: "Your post" });

    await group.getByRole("radio", { name: "Prayer" }).click();
    await expect(box).toHaveAttribute("placeholder", "What would you like prayer for?");
    const content = `Please pray for my mother's surgery ${tag()}`;
    await box.fill(content);
    await shareButton(page).click();
    await expect(toastWith(page, "Post Created")).toBeVisible();
    await expect(postWith(page, content)).toContainText("Prayer Request");
    await expect(group.getByRole("radio", { name: "Text" })).toBeChecked();
    await expect(box).toHaveAttribute("placeholder", "What's on your heart today?");
  });

  test("a video post takes an https:// URL and shows a video with controls once played", async ({ page }) => {
    await signUpThroughApi(page);
    await page.route("https://media.example.org/**", (route) => route.fulfill({ status: 404 }));
    let created = 0;
    page.on("request", (req) => {
      if (req.method() === "POST" && new URL(req.url()).pathname === "/api/posts") created += 1;
    });
    await page.goto("/");
    await composer(page).getByRole("radio", { name: "Video" }).click();
    await expect(composer(page).getByText("A video file, or a YouTube or Vimeo video (https://...).")).toBeVisible();
    const content = `Sunday's worship ${tag()}`;
    await postBox(page).fill(content);

    // No URL yet: the field says what it needs and nothing is sent.
    await shareButton(page).click();
    await expect(composer(page).getByText("Add the link to your video")).toBeVisible();
    await expect(composer(page).getByLabel("Video URL")).toBeFocused();

    // An http:// video could never play on this https:// site; said before anything is sent.
    await composer(page).getByLabel("Video URL").fill("http://media.example.org/worship.mp4");
    await shareButton(page).click();
    await expect(composer(page).getByText("Video URL must be an https:// link")).toBeVisible();
    expect(created).toBe(0);

    const videoUrl = "https://media.example.org/worship.mp4";
    await composer(page).getByLabel("Video URL").fill(videoUrl);
    await shareButton(page).click();
    await expect(toastWith(page, "Post Created")).toBeVisible();
    await postWith(page, content).getByRole("button", { name: "Play video from media.example.org" }).click();
    const video = postWith(page, content).locator("video");
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("src", videoUrl);
    // Reset: the URL field went away with the Video type.
    await expect(composer(page).getByLabel("Video URL")).toHaveCount(0);
  });

  test("choosing Photo shows the upload area; without a photo nothing is sent", async ({ page }) => {
    await signUpThroughApi(page);
    let created = 0;
    page.on("request", (req) => {
      if (req.method() === "POST" && new URL(req.url()).pathname === "/api/posts") created += 1;
    });
    await page.goto("/");
    await composer(page).getByRole("radio", { name: "Photo" }).click();
    // The uploader itself is tested in uploads.spec.ts.
    await expect(composer(page).getByRole("button", { name: "Add photo" })).toBeEnabled();
    await expect(composer(page).getByText("One photo (JPEG, PNG, WebP or GIF), up to 10 MB.")).toBeVisible();
    await postBox(page).fill("A picture from the retreat");
    await shareButton(page).click();
    await expect(composer(page).getByRole("alert")).toHaveText("Add a photo to share a photo post.");
    expect(created).toBe(0);
  });

  test("a failed post shows the 'Error' toast with the server's message", async ({ page }) => {
    await signUpThroughApi(page);
    await page.route("**/api/posts", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ message: "Post content is required" }) })
        : route.fallback(),
    );
    await page.goto("/");
    await postBox(page).fill("Will not be saved");
    await shareButton(page).click();
    await expect(toastWith(page, "Error")).toContainText("Post content is required");
    // Nothing is lost: the text stays for another try.
    await expect(postBox(page)).toHaveValue("Will not be saved");
  });
});

test.describe("post card", () => {
  test("a video loads nothing from its host until the viewer presses Play", async ({ page }) => {
    await signUpThroughApi(page);
    const videoUrl = "https://media.example.org/sermon.mp4";
    const post = await createPostThroughApi(page, `This week's sermon ${tag()}`, { type: "video", videoUrl });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname === "media.example.org") asked.push(request.url());
    });
    await page.route("https://media.example.org/**", (route) => route.fulfill({ status: 404 }));
    await page.goto("/");

    const card = postWith(page, post.content);
    const play = card.getByRole("button", { name: "Play video from media.example.org" });
    await expect(play).toBeVisible();
    await expect(card.locator("video")).toHaveCount(0);
    // The feed has settled (its other posts and images) and still nothing went there.
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);

    await play.click();
    const video = card.locator("video");
    await expect(video).toHaveAttribute("src", videoUrl);
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toBeFocused();
    await expect.poll(() => asked).toContain(videoUrl);
  });

  test("a YouTube link shows YouTube's cookie-free player, and only once played", async ({ page }) => {
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `A hymn ${tag()}`, { type: "video", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) asked.push(request.url());
    });
    // No internet here: the player's place is taken by a stand-in page.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Player</title><p>The player</p>" }),
    );
    await page.goto("/");

    const card = postWith(page, post.content);
    const play = card.getByRole("button", { name: "Play video from YouTube" });
    await expect(play).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);

    await play.click();
    const player = card.locator("iframe");
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    await expect(player).toHaveAttribute("title", "Video from YouTube");
    await expect(player).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    await expect(player).toHaveAttribute("sandbox", /allow-scripts/);
    // The CSP lets it in: its page shows inside the card.
    await expect(card.frameLocator("iframe").getByText("The player")).toBeVisible();
  });

  test("shows the author's name linking to the profile, and a relative time", async ({ page }) => {
    const me = await signUpThroughApi(page, newUser({ firstName: "Phoebe", lastName: "Cenchreae" }));
    const post = await createPostThroughApi(page, `Servant of the church ${tag()}`);
    await page.goto("/");
    const card = postWith(page, post.content);
    await expect(card.getByRole("link", { name: `${me.firstName} ${me.lastName}` })).toHaveAttribute("href", /\/profile\/\d+$/);
    await expect(card.locator("time")).toHaveText(/less than a minute ago|1 minute ago/);
  });

  test("praying moves the count 0 -> 1 -> 0 with aria-pressed, and the server keeps it", async ({ page }) => {
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `Pray with me ${tag()}`);
    await page.goto("/");
    const prayer = postWith(page, post.content).getByRole("button", { name: /^Prayer/ });
    await expect(prayer).toHaveText(/Prayer\s*0/);
    await expect(prayer).toHaveAttribute("aria-pressed", "false");

    await prayer.click();
    await expect(prayer).toHaveText(/Prayer\s*1/);
    await expect(prayer).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await expect(prayer).toHaveText(/Prayer\s*1/);
    await expect(prayer).toHaveAttribute("aria-pressed", "true");

    await prayer.click();
    await expect(prayer).toHaveText(/Prayer\s*0/);
    await expect(prayer).toHaveAttribute("aria-pressed", "false");
  });

  test("a failed prayer rolls back and says 'Failed to update prayer'", async ({ page }) => {
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `Rollback ${tag()}`);
    await page.route("**/interact", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/");
    const prayer = postWith(page, post.content).getByRole("button", { name: /^Prayer/ });
    await prayer.click();
    await expect(toastWith(page, "Error")).toContainText("Failed to update prayer");
    await expect(prayer).toHaveText(/Prayer\s*0/);
    await expect(prayer).toHaveAttribute("aria-pressed", "false");
  });

  test("comments load when expanded; a comment shows its author's name, linked to their profile, and the count moves", async ({ page }) => {
    const me = await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `Share a word ${tag()}`);
    await page.goto("/");
    const card = postWith(page, post.content);
    const toggle = card.getByRole("button", { name: /^Comment/ });
    await expect(toggle).toHaveText(/Comment\s*0/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(card.getByPlaceholder("Write a comment...")).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const comments = card.getByRole("region", { name: "Comments" });
    await expect(comments).toContainText("No comments yet");
    const box = comments.getByPlaceholder("Write a comment...");
    const send = comments.getByRole("button", { name: "Post Comment" });
    await expect(send).toBeDisabled();
    await box.fill("    ");
    await expect(send).toBeDisabled();

    await box.fill("   Amen, praying with you.   ");
    await send.click();
    const item = comments.getByRole("listitem").filter({ hasText: "Amen, praying with you." });
    const name = item.getByRole("link", { name: `${me.firstName} ${me.lastName}`, exact: true });
    await expect(name).toHaveAttribute("href", `/profile/${await currentUserId(page)}`);
    await expect(item.locator("time")).toHaveText(/ago$/);
    await expect(toggle).toHaveText(/Comment\s*1/);
    await expect(box).toHaveValue("");

    // The trimmed text is what was saved.
    const saved = await (await page.request.get(`/api/posts/${post.id}/comments`)).json();
    expect(saved.map((c: { content: string }) => c.content)).toEqual(["Amen, praying with you."]);

    // Collapsing hides the list again.
    await toggle.click();
    await expect(comments).toHaveCount(0);
  });

  test("a failed comment says 'Failed to post comment'", async ({ page }) => {
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `Comment failure ${tag()}`);
    await page.route("**/comments", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
    );
    await page.goto("/");
    const card = postWith(page, post.content);
    await card.getByRole("button", { name: /^Comment/ }).click();
    await card.getByPlaceholder("Write a comment...").fill("Hello");
    await card.getByRole("button", { name: "Post Comment" }).click();
    await expect(toastWith(page, "Error")).toContainText("Failed to post comment");
    await expect(card.getByRole("button", { name: /^Comment/ })).toHaveText(/Comment\s*0/);
  });

  test("only the author may delete a post (others' menu reports it); deleting shows 'Post Deleted'", async ({ page, browser }) => {
    await signUpThroughApi(page);
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await signUpThroughApi(friend);
    await connectThroughApi(page, friend);
    const post = await createPostThroughApi(page, `Mine to delete ${tag()}`);

    // A connected friend's menu on it reports it, and has no Delete.
    await friend.goto("/");
    await postWith(friend, post.content).getByRole("button", { name: "Post options" }).click();
    await expect(friend.getByRole("menuitem", { name: "Report post" })).toBeVisible();
    await expect(friend.getByRole("menuitem", { name: "Delete post" })).toHaveCount(0);
    await friendContext.close();

    await page.goto("/");
    const card = postWith(page, post.content);
    await card.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Delete post" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this post?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toastWith(page, "Post Deleted")).toBeVisible();
    await expect(card).toHaveCount(0);
    // The page is usable straight away (the dialog left nothing blocking behind).
    await postBox(page).fill("Still here");
    await expect(shareButton(page)).toBeEnabled();
    await page.reload();
    await expect(page.getByText("Welcome to your community feed")).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test("Cancel in the delete confirmation keeps the post", async ({ page }) => {
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `Keep me ${tag()}`);
    await page.goto("/");
    await postWith(page, post.content).getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Delete post" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(postWith(page, post.content)).toBeVisible();
  });
});

test.describe("share", () => {
  test("copies the post's link and says 'Link Copied'", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `Pass it on ${tag()}`);
    await page.goto("/");
    await postWith(page, post.content).getByRole("button", { name: "Share", exact: true }).click();
    await expect(toastWith(page, "Link Copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/posts/${post.id}`);
    await context.close();
  });

  test("when the clipboard refuses, shows the 'Share Post' toast", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `No clipboard ${tag()}`);
    await page.goto("/");
    await postWith(page, post.content).getByRole("button", { name: "Share", exact: true }).click();
    await expect(toastWith(page, "Share Post")).toContainText("Share this meaningful post with your community.");
  });

  test("with no clipboard at all, shows the 'Share Post' toast too", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: undefined });
    });
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `Clipboard missing ${tag()}`);
    await page.goto("/");
    await postWith(page, post.content).getByRole("button", { name: "Share", exact: true }).click();
    await expect(toastWith(page, "Share Post")).toContainText("Share this meaningful post with your community.");
  });
});

test.describe("feed", () => {
  test("an empty feed welcomes the user and points to suggested connections", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome to your community feed" })).toBeVisible();
    await expect(page.getByText("Connect with fellow believers in Suggested Connections")).toBeVisible();
    await page.getByRole("button", { name: "See suggested connections" }).click();
    const suggestions = page.locator("#suggested-connections");
    await expect(suggestions).toBeFocused();
    await expect(suggestions).toBeInViewport();
  });

  test("three skeleton cards show while the feed loads", async ({ page }) => {
    await signUpThroughApi(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/posts/feed**", async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/");
    const loading = page.getByRole("status", { name: "Loading posts" });
    await expect(loading).toBeVisible();
    await expect(loading.locator(":scope > div")).toHaveCount(3);
    release();
    await expect(loading).toHaveCount(0);
  });

  test("infinite scroll loads all 25 posts, 20 at a time", async ({ page }) => {
    await signUpThroughApi(page);
    const marker = tag();
    for (let i = 1; i <= 25; i += 1) await createPostThroughApi(page, `Scroll ${marker} #${i}`);
    const feedCalls: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.pathname === "/api/posts/feed") feedCalls.push(url.search);
    });
    await page.goto("/");
    const posts = page.getByRole("article");
    await expect(posts).toHaveCount(20);
    await expect(posts.first()).toContainText(`Scroll ${marker} #25`);

    await posts.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(posts).toHaveCount(25);
    await expect(posts.last()).toContainText(`Scroll ${marker} #1`);
    await expect(page.getByText("You're all caught up.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
    expect(feedCalls).toHaveLength(2);
    expect(feedCalls[1]).toMatch(/cursor=\d+/);
  });

  test("the 'Load more' button loads the next page", async ({ page }) => {
    // No IntersectionObserver: the button is the way on.
    await page.addInitScript(() => {
      // @ts-expect-error removing the API on purpose
      delete window.IntersectionObserver;
    });
    await signUpThroughApi(page);
    const marker = tag();
    for (let i = 1; i <= 21; i += 1) await createPostThroughApi(page, `Button ${marker} #${i}`);
    await page.goto("/");
    await expect(page.getByRole("article")).toHaveCount(20);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByRole("article")).toHaveCount(21);
  });
});

test.describe("/posts/:id", () => {
  test("shows the post to its author, with comments that expand", async ({ page }) => {
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `A shared link ${tag()}`);
    await page.goto(`/posts/${post.id}`);
    const card = postWith(page, post.content);
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: /^Comment/ }).click();
    await expect(card.getByPlaceholder("Write a comment...")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to feed" })).toHaveAttribute("href", "/");
  });

  test("a stranger sees 'Post not found' with a way home", async ({ page, browser }) => {
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `Only for my connections ${tag()}`);
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await signUpThroughApi(stranger);
    await stranger.goto(`/posts/${post.id}`);
    await expect(stranger.getByRole("heading", { name: "Post not found" })).toBeVisible();
    await expect(stranger.getByText(post.content)).toHaveCount(0);
    await stranger.getByRole("link", { name: "Go to the home page" }).click();
    await expect(stranger).toHaveURL(/\/$/);
    await strangerContext.close();
  });

  test("a malformed id is not found either", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/posts/not-a-number");
    await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
  });

  test("deleting from the post's page goes home", async ({ page }) => {
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `Delete from its page ${tag()}`);
    await page.goto(`/posts/${post.id}`);
    await page.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Delete post" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toastWith(page, "Post Deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome to your community feed" })).toBeVisible();
  });

  test("a press on Post options while the menu's code is still coming opens the menu when it arrives", async ({ page }) => {
    await signUpThroughApi(page);
    const post = await createPostThroughApi(page, `Pressed early ${tag()}`);
    // Hold the menu's chunk until the mouse button is down on the stand-in.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/post-menu-dropdown-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/posts/${post.id}`);
    const options = page.getByRole("button", { name: "Post options" });
    const box = (await options.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // The real menu replaces the stand-in under the pointer, already open; the release keeps it so.
    const remove = page.getByRole("menuitem", { name: "Delete post" });
    await expect(remove).toBeVisible();
    await page.mouse.up();
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
  });
});
