import { z } from "zod";
import { MAX_EMAIL, MAX_NAME, MAX_PASSWORD, MIN_PASSWORD } from "./limits";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(MAX_EMAIL, `Email must be at most ${MAX_EMAIL} characters`)
  .email("Please enter a valid email address");

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_NAME, `${label} must be at most ${MAX_NAME} characters`);

export const LoginBody = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z.object({
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  email,
  password: z
    .string({ error: "Password is required" })
    .min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`)
    .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
});
export type RegisterBody = z.infer<typeof RegisterBody>;
