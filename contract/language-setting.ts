import { z } from "zod";
import { LANGUAGES } from "./languages";

export const LanguageField = z.enum(LANGUAGES, { error: "Please choose English, Spanish or Portuguese" });

/** The language a member reads the app and the mail in. */
export const LanguageBody = z.object({ language: LanguageField });
export type LanguageBody = z.infer<typeof LanguageBody>;
