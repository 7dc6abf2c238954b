import { eq, sql } from "drizzle-orm";
import type { RegistrationMode, SiteSettings } from "../../../contract/site";
import type { Context } from "../../core/context";
import { notFound } from "../../core/errors";
import type { Db } from "../../db/client";
import { churches, siteSettings } from "../../db/schema";
import { churchIsUp } from "../../policies/church";
import { findStaff, requireAdmin } from "../../policies/moderation";
import { type ImageChange, replaceImage, withNewImages } from "../files/image-changes";
import { removeObjects } from "../files/objects";
import { logSiteChange } from "./site-audit";

type SiteFields = {
  name?: string;
  logoUrl?: ImageChange;
  welcome?: string | null;
  registration?: RegistrationMode;
  rules?: string | null;
  terms?: string | null;
  privacy?: string | null;
  homeChurch?: string | null;
};

/** The site's settings, with its home church (while that church is up). */
export async function getSiteSettings(db: Db): Promise<SiteSettings & { homeChurchId: number | null }> {
  const [row] = await db
    .select({ settings: siteSettings, church: { id: churches.id, slug: churches.slug, name: churches.name } })
    .from(siteSettings)
    .leftJoin(churches, sql`${churches.id} = ${siteSettings.homeChurchId} and ${churchIsUp}`)
    .where(eq(siteSettings.id, 1));
  // The migration makes the row; a database without it reads as the defaults.
  const s = row?.settings;
  return {
    name: s?.name ?? "Koinonia",
    logoUrl: s?.logoUrl ?? null,
    welcome: s?.welcome ?? null,
    registration: s?.registration ?? "open",
    rules: s?.rules ?? null,
    terms: s?.terms ?? null,
    privacy: s?.privacy ?? null,
    homeChurch: row?.church ? { slug: row.church.slug, name: row.church.name } : null,
    homeChurchId: row?.church?.id ?? null,
  };
}

/**
 * An admin changes what was sent; the home church is named by its web address. A new logo
 * belongs to the site, not to the admin who uploaded it; the one it replaces is deleted.
 */
export async function updateSiteSettings(context: Context, adminId: number, { homeChurch, logoUrl, ...fields }: SiteFields) {
  const { db, storage } = context;
  requireAdmin(await findStaff(db, adminId));
  let homeChurchId: number | null | undefined;
  if (homeChurch !== undefined) {
    homeChurchId = null;
    if (homeChurch !== null) {
      const [church] = await db.select({ id: churches.id }).from(churches).where(sql`${churches.slug} = ${homeChurch} and ${churchIsUp}`);
      if (!church) throw notFound("Church not found");
      homeChurchId = church.id;
    }
  }
  const logo = { logoUrl: { url: logoUrl, kind: "site_logo" } } as const;
  // Recorded in the audit log with the change, naming what it changed.
  const { after, replaced } = await withNewImages(context, adminId, logo, (images) =>
    db.transaction(async (tx) => {
      // Locked first: two admins changing the logo at once each replace the other's, and no image is left behind.
      await tx.select({ id: siteSettings.id }).from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
      const before = await getSiteSettings(tx);
      const set: typeof fields & { homeChurchId?: number | null; logoUrl?: string | null } = { ...fields };
      if (homeChurchId !== undefined) set.homeChurchId = homeChurchId;
      let replaced: string | null = null;
      if (logoUrl !== undefined) {
        const image = await replaceImage(tx, before.logoUrl, images.logoUrl, { kind: "site_logo" });
        set.logoUrl = image.url;
        replaced = image.replaced;
      }
      await tx
        .insert(siteSettings)
        .values({ id: 1, ...set })
        .onConflictDoUpdate({ target: siteSettings.id, set: { ...set, updatedAt: sql`now()` } });
      const after = await getSiteSettings(tx);
      await logSiteChange(tx, adminId, before, after);
      return { after, replaced };
    }),
  );
  await removeObjects(storage, [replaced]);
  return after;
}
