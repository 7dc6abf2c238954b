import { expect, test, type Page, type Request } from "@playwright/test";
import sharp from "sharp";
import { newUser, signUpThroughApi, toastWith } from "./helpers";

// The uploader, profile images and photo posts.

const unique = () => Math.random().toString(36).slice(2, 8);

/** A small real PNG, made fresh for the test. */
async function png(width = 64, height = 48, color = { r: 63, g: 55, b: 201 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}
async function jpeg(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 224, g: 168, b: 46 } } })
    .jpeg()
    .toBuffer();
}

const uploader = (page: Page) => page.getByRole("dialog", { name: "Upload an image" });
const fileInput = (page: Page) => uploader(page).locator("input.uppy-Dashboard-input[type=file]").first();
const uploadButton = (page: Page) => uploader(page).getByRole("button", { name: /^Upload 1 file$/ });
const OBJECT_IMAGE = /^\/objects\/images\/[A-Za-z0-9_-]+\.webp$/;

/** Records the upload grants and the raw PUTs that follow them. */
function watchUploads(page: Page) {
  const grants: string[] = [];
  const puts: Request[] = [];
  // Counted the moment the answer arrives, in order; its URL is filled in once its body is read.
  const reading: Promise<void>[] = [];
  page.on("response", (res) => {
    if (res.request().method() === "POST" && new URL(res.url()).pathname === "/api/objects/upload" && res.ok()) {
      const at = grants.push("") - 1;
      reading.push(
        res.json().then((body: { uploadURL: string }) => {
          grants[at] = body.uploadURL;
        }),
      );
    }
  });
  page.on("request", (req) => {
    if (req.method() === "PUT" && new URL(req.url()).pathname.startsWith("/api/objects/uploads/")) puts.push(req);
  });
  /** Every grant answered so far, its URL read. */
  const settled = () => Promise.all(reading);
  return { grants, puts, settled };
}

/** The JSON body of the next `method path` call the page makes. */
function nextBody(page: Page, method: string, path: string) {
  return page
    .waitForRequest((req) => req.method() === method && new URL(req.url()).pathname === path)
    .then((req) => req.postDataJSON() as Record<string, unknown>);
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await expect(uploader(page)).toBeVisible();
  await fileInput(page).setInputFiles(file);
}

test.describe("profile images", () => {
  test("a new profile picture through the Uppy dialog: one raw PUT, then the avatar is ours", async ({ page }) => {
    const me = await signUpThroughApi(page, newUser({ firstName: "Lois", lastName: `Lystra${unique()}` }));
    const { grants, puts, settled } = watchUploads(page);
    await page.goto("/profile");

    await page.getByRole("button", { name: "Change profile picture" }).click();
    await expect(uploader(page)).toContainText("One image (JPEG, PNG, WebP or GIF), up to 5 MB.");
    const image = await png();
    await chooseFile(page, { name: "lois.png", mimeType: "image/png", buffer: image });
    // Nothing starts until the person starts it.
    await page.waitForTimeout(300);
    expect(grants).toHaveLength(0);

    const attached = nextBody(page, "PUT", "/api/profile-images");
    await uploadButton(page).click();
    const body = await attached;
    await settled();

    // One direct PUT of the raw file, with its type, to the URL the API granted.
    expect(grants).toHaveLength(1);
    expect(puts).toHaveLength(1);
    const put = puts[0]!;
    expect(put.url()).toBe(new URL(grants[0]!, page.url()).href);
    // The body is the file itself, byte for byte in length; not a multipart envelope.
    const headers = await put.allHeaders();
    expect(headers["content-type"]).toBe("image/png");
    expect(Number(headers["content-length"])).toBe(image.length);
    // onComplete's result carried that URL unchanged, and the API was given it.
    expect(body).toEqual({ profileImageURL: grants[0] });

    await expect(toastWith(page, "Success")).toContainText("Profile image updated");
    await expect(uploader(page)).toHaveCount(0);
    const avatar = page.getByRole("img", { name: `Profile picture of ${me.firstName} ${me.lastName}` });
    await expect(avatar).toBeVisible();
    expect(new URL((await avatar.getAttribute("src"))!, page.url()).pathname).toMatch(OBJECT_IMAGE);
    // Focus returns to the camera button.
    await expect(page.getByRole("button", { name: "Change profile picture" })).toBeFocused();

    // It is the signed-in user's picture now, everywhere (refreshed, and after a reload).
    await page.reload();
    await expect(avatar).toBeVisible();
  });

  test("a new banner through Edit Banner", async ({ page }) => {
    const me = await signUpThroughApi(page, newUser({ firstName: "Eunice", lastName: `Derbe${unique()}` }));
    await page.goto("/profile");
    await expect(page.getByRole("img", { name: /banner/ })).toHaveCount(0);

    await page.getByRole("button", { name: "Edit Banner" }).click();
    await chooseFile(page, { name: "hills.jpg", mimeType: "image/jpeg", buffer: await jpeg(600, 200) });
    const attached = nextBody(page, "PUT", "/api/banner-images");
    await uploadButton(page).click();
    expect(String((await attached).bannerImageURL)).toMatch(/\/api\/objects\/uploads\//);

    await expect(toastWith(page, "Success")).toContainText("Banner image updated");
    const banner = page.getByRole("img", { name: `${me.firstName} ${me.lastName}'s banner` });
    await expect(banner).toBeVisible();
    expect(await banner.getAttribute("src")).toMatch(OBJECT_IMAGE);
  });

  test("a file that is not an image: Uppy refuses a .txt; a fake .png gets the server's message", async ({ page }) => {
    await signUpThroughApi(page);
    const { grants } = watchUploads(page);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Change profile picture" }).click();

    await chooseFile(page, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await expect(
      uploader(page)
        .getByText(/You can only upload: image\/jpeg/)
        .first(),
    ).toBeVisible();
    await expect(uploadButton(page)).toHaveCount(0);

    // Looks like a PNG by name and type, but is not one: the server says so.
    await chooseFile(page, { name: "trick.png", mimeType: "image/png", buffer: Buffer.from("<html>not an image</html>") });
    await uploadButton(page).click();
    await expect(toastWith(page, "Error")).toContainText("The file is not an image we can use.");
    expect(grants).toHaveLength(1);
    await expect(page.getByRole("img", { name: /Profile picture of/ })).toHaveCount(0);
  });

  test("a picture over 5 MB is refused before anything is sent", async ({ page }) => {
    await signUpThroughApi(page);
    const { grants } = watchUploads(page);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Change profile picture" }).click();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    await chooseFile(page, { name: "huge.png", mimeType: "image/png", buffer: big });
    await expect(
      uploader(page)
        .getByText(/exceeds maximum allowed size of 5 MB/)
        .first(),
    ).toBeVisible();
    await expect(uploadButton(page)).toHaveCount(0);
    expect(grants).toHaveLength(0);
  });

  test("the size message shows once, under the dashboard, over nothing", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Change profile picture" }).click();
    await chooseFile(page, { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    const message = uploader(page).getByText("huge.png exceeds maximum allowed size of 5 MB");
    await expect(message.first()).toBeVisible();
    await expect(message).toHaveCount(1);
    const text = (await message.boundingBox())!;
    const dashboard = (await uploader(page).locator(".uppy-Dashboard-inner").boundingBox())!;
    expect(text.y).toBeGreaterThanOrEqual(dashboard.y + dashboard.height);
    // Inside the dialog, where it can be read.
    const dialog = (await uploader(page).boundingBox())!;
    expect(text.y + text.height).toBeLessThanOrEqual(dialog.y + dialog.height);
  });

  test("Escape closes the uploader without uploading; focus returns to its button", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit Banner" }).click();
    await expect(uploader(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(uploader(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Edit Banner" })).toBeFocused();
    // It opens again, fresh.
    await page.getByRole("button", { name: "Edit Banner" }).click();
    await expect(uploadButton(page)).toHaveCount(0);
    await uploader(page).getByRole("button", { name: "Close the uploader" }).click();
    await expect(uploader(page)).toHaveCount(0);
  });
});

test.describe("photo posts", () => {
  const composer = (page: Page) => page.getByRole("region", { name: "Share with your Community" });

  test("Photo, Add photo, upload: the preview shows, Share sends the upload URL, the card shows the photo, the composer resets", async ({
    page,
  }) => {
    await signUpThroughApi(page);
    const { grants, settled } = watchUploads(page);
    await page.goto("/");
    await composer(page).getByRole("radio", { name: "Photo" }).click();
    await composer(page).getByRole("button", { name: "Add photo" }).click();
    await expect(uploader(page)).toContainText("One image (JPEG, PNG, WebP or GIF), up to 10 MB.");
    await chooseFile(page, { name: "sunrise.jpg", mimeType: "image/jpeg", buffer: await jpeg(800, 600) });
    await uploadButton(page).click();

    await expect(uploader(page)).toHaveCount(0);
    await expect(composer(page).getByRole("img", { name: "Photo to share" })).toBeVisible();
    // After a successful upload the type is image.
    await expect(composer(page).getByRole("radio", { name: "Photo" })).toBeChecked();

    const content = `Sunrise over the Jordan ${unique()}`;
    await composer(page).getByPlaceholder("What's on your heart today?").fill(content);
    const sent = nextBody(page, "POST", "/api/posts");
    await composer(page).getByRole("button", { name: "Share", exact: true }).click();
    const post = await sent;
    await settled();
    expect(post).toMatchObject({ content, type: "image", imageUrl: grants[0] });

    await expect(toastWith(page, "Post Created")).toBeVisible();
    const card = page.getByRole("article").filter({ hasText: content });
    const photo = card.getByRole("img", { name: /^Photo shared by / });
    await expect(photo).toBeVisible();
    expect(await photo.getAttribute("src")).toMatch(OBJECT_IMAGE);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The composer's reset after posting clears it.
    await expect(composer(page).getByRole("radio", { name: "Text" })).toBeChecked();
    await expect(composer(page).getByRole("img", { name: "Photo to share" })).toHaveCount(0);
    await composer(page).getByRole("radio", { name: "Photo" }).click();
    await expect(composer(page).getByRole("button", { name: "Add photo" })).toBeVisible();
  });

  test("Remove photo takes it off; a photo over 10 MB is refused by the uploader", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/");
    await composer(page).getByRole("radio", { name: "Photo" }).click();
    await composer(page).getByRole("button", { name: "Add photo" }).click();
    await chooseFile(page, { name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1) });
    await expect(
      uploader(page)
        .getByText(/exceeds maximum allowed size of 10 MB/)
        .first(),
    ).toBeVisible();
    await expect(uploadButton(page)).toHaveCount(0);
    await page.keyboard.press("Escape");

    await composer(page).getByRole("button", { name: "Add photo" }).click();
    await chooseFile(page, { name: "small.png", mimeType: "image/png", buffer: await png() });
    await uploadButton(page).click();
    await expect(composer(page).getByRole("img", { name: "Photo to share" })).toBeVisible();
    await composer(page).getByRole("button", { name: "Remove photo" }).click();
    await expect(composer(page).getByRole("img", { name: "Photo to share" })).toHaveCount(0);
    await expect(composer(page).getByRole("button", { name: "Add photo" })).toBeVisible();
  });
});

test.describe("uploader messages when an upload fails", () => {
  const openWithFile = async (page: Page) => {
    await signUpThroughApi(page);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Change profile picture" }).click();
    await chooseFile(page, { name: "face.png", mimeType: "image/png", buffer: await png() });
  };
  const failure = (page: Page, text: string | RegExp) => uploader(page).getByRole("alert").filter({ hasText: text });

  test("'Authorization required' when the upload URL is refused with a 401", async ({ page }) => {
    await openWithFile(page);
    await page.route("**/api/objects/upload", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ message: "Unauthorized" }) }),
    );
    await uploadButton(page).click();
    await expect(failure(page, "Authorization required")).toBeVisible();
    await expect(uploader(page).getByText("Upload failed")).toBeVisible();
  });

  test("'Request has expired' when the upload URL has expired", async ({ page }) => {
    await openWithFile(page);
    await page.route("**/api/objects/uploads/**", (route) =>
      route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ message: "Request has expired" }) }),
    );
    await uploadButton(page).click();
    await expect(failure(page, "Request has expired")).toBeVisible();
  });

  test("'Failed request with status ...' for another refusal; Retry asks for a fresh URL and succeeds", async ({ page }) => {
    await openWithFile(page);
    const { grants, puts, settled } = watchUploads(page);
    let refuse = true;
    await page.route("**/api/objects/uploads/**", (route) =>
      refuse
        ? route.fulfill({
            status: 413,
            contentType: "application/json",
            body: JSON.stringify({ message: "The file is larger than the 10 MB limit" }),
          })
        : route.fallback(),
    );
    await uploadButton(page).click();
    await expect(failure(page, "Failed request with status: 413. The file is larger than the 10 MB limit")).toBeVisible();
    expect(puts).toHaveLength(1); // a 4xx is not retried by itself

    refuse = false;
    const attached = nextBody(page, "PUT", "/api/profile-images");
    await uploader(page).getByRole("button", { name: "Retry upload" }).click();
    const body = await attached;
    await settled();
    expect(grants).toHaveLength(2);
    expect(body).toEqual({ profileImageURL: grants[1] });
    await expect(toastWith(page, "Success")).toContainText("Profile image updated");
  });

  test("a network failure shows the network message and is retried with a fresh URL", async ({ page }) => {
    await openWithFile(page);
    const { grants, settled } = watchUploads(page);
    // Every request to the first granted URL fails as if the network were down.
    let failing: string | undefined;
    await page.route("**/api/objects/uploads/**", (route) => {
      const path = new URL(route.request().url()).pathname;
      failing ??= path;
      return path === failing ? route.abort("internetdisconnected") : route.fallback();
    });
    const attached = nextBody(page, "PUT", "/api/profile-images");
    await uploadButton(page).click();
    const body = await attached;
    await settled();
    // The automatic retry asked for a second URL and used it.
    expect(grants.length).toBeGreaterThanOrEqual(2);
    expect(body).toEqual({ profileImageURL: grants.at(-1) });
    await expect(toastWith(page, "Success")).toBeVisible();
  });

  test("while a failed upload waits to be sent again, the status bar says 'Waiting to retry', not '0 B of ... left'", async ({ page }) => {
    await openWithFile(page);
    // The first granted URL keeps failing with a server error; the next one works.
    let failing: string | undefined;
    await page.route("**/api/objects/uploads/**", (route) => {
      const path = new URL(route.request().url()).pathname;
      failing ??= path;
      return path === failing ? route.fulfill({ status: 503, contentType: "text/plain", body: "Busy" }) : route.fallback();
    });
    const statusBar = uploader(page).locator(".uppy-StatusBar");
    await uploadButton(page).click();
    await expect
      .poll(async () => {
        const text = (await statusBar.textContent()) ?? "";
        return text.includes("Waiting to retry") && !/ left|\d B of /.test(text);
      })
      .toBe(true);
    // And then it goes up, by itself.
    await expect(toastWith(page, "Success")).toContainText("Profile image updated");
  });

  test("the network message itself, while the upload keeps failing", async ({ page }) => {
    await openWithFile(page);
    await page.route("**/api/objects/uploads/**", (route) => route.abort("internetdisconnected"));
    await uploadButton(page).click();
    await expect(failure(page, "This looks like a network error")).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("loading and layout", () => {
  test("Uppy is not downloaded with the home page; it comes when the uploader opens", async ({ page }) => {
    await signUpThroughApi(page);
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (["script", "stylesheet"].includes(req.resourceType())) scripts.push(new URL(req.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Share with your Community" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /uploader|uppy/i.test(path))).toEqual([]);
    // The built chunks themselves: none of what the home page loaded holds Uppy.
    for (const path of scripts.filter((p) => p.endsWith(".js"))) {
      const source = await (await page.request.get(path)).text();
      expect(source, path).not.toContain("uppy-Dashboard");
    }

    await page.goto("/profile");
    await page.getByRole("button", { name: "Change profile picture" }).click();
    await expect(uploader(page)).toBeVisible();
    expect(scripts.filter((path) => /uploader-dialog.*\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /uploader-dialog.*\.css$/.test(path))).toHaveLength(1);
  });

  test("the dashboard is 750 x 550 on a wide screen and fits a 360 px phone", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Change profile picture" }).click();
    const inner = uploader(page).locator(".uppy-Dashboard-inner");
    await expect(inner).toBeVisible();
    const box = (await inner.boundingBox())!;
    expect(Math.round(box.width)).toBe(750);
    expect(Math.round(box.height)).toBe(550);
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole("button", { name: "Change profile picture" }).click();
    await expect(inner).toBeVisible();
    const small = (await inner.boundingBox())!;
    expect(small.x).toBeGreaterThanOrEqual(0);
    expect(small.x + small.width).toBeLessThanOrEqual(360);
    expect(small.y + small.height).toBeLessThanOrEqual(740);
  });
});
