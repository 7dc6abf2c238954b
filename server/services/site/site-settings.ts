import { eq, sql } from "drizzle-orm";
import type { RegistrationMode, SiteSettings } from "../../../contract/site";
import { notFound } from "../../core/errors";
import type { Db } from "../../db/client";
import { churches, siteSettings } from "../../db/schema";
import { churchIsUp } from "../../policies/church";
import { findStaff, requireAdmin } from "../../policies/moderation";

type SiteFields = {
  name?: string;
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
    welcome: s?.welcome ?? null,
    registration: s?.registration ?? "open",
    rules: s?.rules ?? null,
    terms: s?.terms ?? null,
    privacy: s?.privacy ?? null,
    homeChurch: row?.church ? { slug: row.church.slug, name: row.church.name } : null,
    homeChurchId: row?.church?.id ?? null,
  };
}

/** An admin changes what was sent; the home church is named by its web address. */
export async function updateSiteSettings(db: Db, adminId: number, { homeChurch, ...fields }: SiteFields) {
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
  await db
    .insert(siteSettings)
    .values({ id: 1, ...fields, ...(homeChurchId !== undefined ? { homeChurchId } : {}) })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { ...fields, ...(homeChurchId !== undefined ? { homeChurchId } : {}), updatedAt: sql`now()` },
    });
  return getSiteSettings(db);
}
