import { eq } from "drizzle-orm";
import type { ContactDetails } from "../../../contract/contact-details";
import type { Db } from "../../db/client";
import { contactDetails } from "../../db/schema";

/** The member's own phone and birthday (none until they give them). */
export async function getContactDetails(db: Db, userId: number): Promise<ContactDetails> {
  const [row] = await db
    .select({ phone: contactDetails.phone, birthday: contactDetails.birthday })
    .from(contactDetails)
    .where(eq(contactDetails.userId, userId));
  return row ?? { phone: null, birthday: null };
}

/** Sets both; blank ones are cleared. */
export async function setContactDetails(db: Db, userId: number, details: ContactDetails): Promise<ContactDetails> {
  await db
    .insert(contactDetails)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: contactDetails.userId, set: details });
  return details;
}
