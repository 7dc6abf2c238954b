import { customType, timestamp } from "drizzle-orm/pg-core";

/** A text's words as full-text search holds them; read back, if ever, as PostgreSQL prints them. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** When a row was written: every table that keeps it spells it the same way. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
