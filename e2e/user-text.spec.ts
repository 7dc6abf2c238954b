import { expect, test, type Locator } from "@playwright/test";
import { postWith, tag, commentOn, createPostThroughApi, expectNoHorizontalScroll, signUpThroughApi } from "./helpers";

// What people write, as others read it: in its own direction, long posts collapsed, links clickable.

const direction = (element: Locator) => element.evaluate((el) => getComputedStyle(el).direction);
const LINK_REL = "noopener nofollow ugc";

/** Whether the words `snippet` in the paragraph can be seen: inside its box, not clipped off. */
const shows = (paragraph: Locator, snippet: string) =>
  paragraph.evaluate((el, words) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(words) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + words.length);
      const line = range.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return line.top >= box.top - 1 && line.bottom <= box.bottom + 1;
    }
    throw new Error(`"${words}" is not in the text`);
  }, snippet);

/** A post of `lines` short lines, each naming its number. */
const manyLines = (marker: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `${marker} line ${i + 1} of ${lines}: grace and peace to you.`).join("\n");

test.describe("direction", () => {
  test("a Hebrew post and an Arabic comment read right to left; an English post left to right", async ({ page }) => {
    await signUpThroughApi(page);
    const marker = tag();
    const hebrew = `שלום לכולם, ברוכים הבאים ${marker}`;
    const english = `Peace be with you ${marker}`;
    const arabic = "السلام عليكم ورحمة الله";
    const post = await createPostThroughApi(page, hebrew);
    await createPostThroughApi(page, english);
    await commentOn(page.request, post.id, arabic);
    await page.goto("/");

    const hebrewText = postWith(page, hebrew).getByText(hebrew);
    await expect(hebrewText).toBeVisible();
    expect(await direction(hebrewText)).toBe("rtl");
    // Right-aligned: the words end at the paragraph's right edge, far from its left one.
    const box = (await hebrewText.boundingBox())!;
    const words = await hebrewText.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    expect(Math.abs(box.x + box.width - words.right)).toBeLessThan(2);
    expect(words.left - box.x).toBeGreaterThan(50);

    expect(await direction(postWith(page, english).getByText(english))).toBe("ltr");

    await postWith(page, hebrew)
      .getByRole("button", { name: /^Comment/ })
      .click();
    const comment = postWith(page, hebrew).getByRole("region", { name: "Comments" }).getByText(arabic);
    await expect(comment).toBeVisible();
    expect(await direction(comment)).toBe("rtl");
  });
});

test.describe("long posts", () => {
  test("a long post is cut with Show more, which opens it and then Show less; a short post has no button", async ({ page }) => {
    await signUpThroughApi(page);
    const marker = tag();
    const long = manyLines(`Long ${marker}`, 30);
    const short = `A short word of thanks ${marker}`;
    await createPostThroughApi(page, long);
    await createPostThroughApi(page, short);
    await page.goto("/");

    const card = postWith(page, `Long ${marker} line 1 of 30`);
    const text = card.getByText(`Long ${marker} line 1 of 30`);
    const showMore = card.getByRole("button", { name: "Show more" });
    await expect(showMore).toBeVisible();
    // The first lines show; the end of the post is cut off.
    expect(await shows(text, "line 1 of 30")).toBe(true);
    expect(await shows(text, "line 12 of 30")).toBe(true);
    expect(await shows(text, "line 13 of 30")).toBe(false);
    expect(await shows(text, "line 30 of 30")).toBe(false);

    await showMore.click();
    // The same button, now Show less, keeps the focus.
    await expect(card.getByRole("button", { name: "Show less" })).toBeFocused();
    await expect(card.getByRole("button", { name: "Show more" })).toHaveCount(0);
    expect(await shows(text, "line 30 of 30")).toBe(true);

    await card.getByRole("button", { name: "Show less" }).click();
    await expect(showMore).toBeFocused();
    await expect(showMore).toBeInViewport();
    expect(await shows(text, "line 30 of 30")).toBe(false);

    await expect(postWith(page, short)).toBeVisible();
    await expect(postWith(page, short).getByRole("button", { name: /Show (more|less)/ })).toHaveCount(0);

    // On its own page, the post is shown whole.
    const { id } = (await (await page.request.get("/api/posts/feed?limit=20")).json())[1] as { id: number };
    await page.goto(`/posts/${id}`);
    const whole = page.getByText(`Long ${marker} line 1 of 30`);
    await expect(whole).toBeVisible();
    expect(await shows(whole, "line 30 of 30")).toBe(true);
    await expect(page.getByRole("button", { name: /Show (more|less)/ })).toHaveCount(0);
  });

  test("the button comes only when the text is cut at this width: none on a wide screen, then one at 390 px", async ({ page }) => {
    await signUpThroughApi(page);
    const marker = tag();
    // Eight lines that fit a wide card, but wrap to more than twelve on a phone.
    const content = Array.from({ length: 8 }, (_, i) => `${marker} ${i + 1}: The Lord is my shepherd; I shall not want.`).join("\n");
    await createPostThroughApi(page, content);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const card = postWith(page, `${marker} 1:`);
    await expect(card).toBeVisible();
    await expect(card.getByRole("button", { name: "Show more" })).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByRole("button", { name: "Show more" })).toBeVisible();
  });

  test("a long comment is cut too, with its own Show more", async ({ page }) => {
    await signUpThroughApi(page);
    const marker = tag();
    const post = await createPostThroughApi(page, `Comments below ${marker}`);
    await commentOn(page.request, post.id, manyLines(`Comment ${marker}`, 15));
    await page.goto("/");
    await postWith(page, marker)
      .getByRole("button", { name: /^Comment/ })
      .click();
    const comments = postWith(page, marker).getByRole("region", { name: "Comments" });
    const text = comments.getByText(`Comment ${marker} line 1 of 15`);
    await expect(text).toBeVisible();
    expect(await shows(text, "line 15 of 15")).toBe(false);
    await comments.getByRole("button", { name: "Show more" }).click();
    await expect(comments.getByRole("button", { name: "Show less" })).toBeFocused();
    expect(await shows(text, "line 15 of 15")).toBe(true);
  });
});

test.describe("links", () => {
  /** The text right after a link, in the same paragraph. */
  const textAfter = (link: Locator) => link.evaluate((a) => a.nextSibling?.textContent ?? "");

  const expectLink = async (link: Locator, href: string) => {
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", LINK_REL);
  };

  test("addresses in a post and a comment are links, their closing punctuation left outside; the rest stays text", async ({ page }) => {
    await signUpThroughApi(page);
    const marker = tag();
    const content = `Read https://example.com/grace?day=1. Or (see www.example.org/psalms), ${marker}. Not example.com, javascript:alert(1) or <b>bold</b>.`;
    const post = await createPostThroughApi(page, content);
    await commentOn(page.request, post.id, "Thank you! More at https://en.wikipedia.org/wiki/Psalm_23_(disambiguation).");
    await page.goto("/");
    const card = postWith(page, marker);

    const grace = card.getByRole("link", { name: "https://example.com/grace?day=1", exact: true });
    await expectLink(grace, "https://example.com/grace?day=1");
    expect(await textAfter(grace)).toMatch(/^\. Or \(see $/);
    const psalms = card.getByRole("link", { name: "www.example.org/psalms", exact: true });
    await expectLink(psalms, "https://www.example.org/psalms");
    expect(await textAfter(psalms)).toMatch(/^\), /);
    // Only those two: a bare domain and other schemes are text, and markup shows as typed.
    await expect(card.getByText(marker).getByRole("link")).toHaveCount(2);
    await expect(card.getByText("<b>bold</b>", { exact: false })).toBeVisible();
    await expect(card.locator("b")).toHaveCount(0);

    await card.getByRole("button", { name: /^Comment/ }).click();
    const comments = card.getByRole("region", { name: "Comments" });
    const wiki = comments.getByRole("link", { name: "https://en.wikipedia.org/wiki/Psalm_23_(disambiguation)", exact: true });
    await expectLink(wiki, "https://en.wikipedia.org/wiki/Psalm_23_(disambiguation)");
    expect(await textAfter(wiki)).toBe(".");

    // It opens in a new tab; this page stays.
    await page.context().route("https://example.com/**", (route) => route.fulfill({ contentType: "text/plain", body: "ok" }));
    const [opened] = await Promise.all([page.context().waitForEvent("page"), grace.click()]);
    await expect.poll(() => opened.url()).toBe("https://example.com/grace?day=1");
    await opened.close();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("a very long address wraps inside its card at 390 px: nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpThroughApi(page);
    const marker = tag();
    const url = `https://example.com/${"a-very-long-path-segment/".repeat(12)}${marker}`;
    await createPostThroughApi(page, `See ${url}`);
    await page.goto("/");
    const card = postWith(page, marker);
    const link = card.getByRole("link", { name: url, exact: true });
    await expect(link).toBeVisible();
    await expectNoHorizontalScroll(page);
    const cardBox = (await card.boundingBox())!;
    const linkBox = (await link.boundingBox())!;
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
  });
});
