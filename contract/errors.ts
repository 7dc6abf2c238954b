import { z } from "zod";

/** The one error shape every failing API call answers with. */
export const ErrorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
