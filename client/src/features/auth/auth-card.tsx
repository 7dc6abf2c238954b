import { useStore } from "@nanostores/react";
import { CircleCheck } from "lucide-react";
import { useSearch } from "wouter";
import { BrandMark } from "@/components/brand";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { LanguagePicker } from "@/components/language-picker";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { i18n } from "@/lib/i18n";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

const messages = i18n("auth/auth-card", {
  tagline: "Christian Social Network",
  passwordChanged: "Your password has been changed. Sign in with your new password.",
  signIn: "Sign In",
  signUp: "Sign Up",
  join: "Join our family of believers in building Christian community.",
});

/** The sign-in/sign-up card: two tabs, Sign In first (and selected). */
export function AuthCard() {
  const t = useStore(messages);
  // Arrived from a password reset: every session ended, so the member signs in afresh.
  const afterReset = new URLSearchParams(useSearch()).get("reset") === "done";
  return (
    <Card className="w-full max-w-md rounded-2xl border-white/10 shadow-2xl shadow-indigo-night/40">
      <CardHeader className="items-center pt-8 pb-4 text-center">
        <BrandMark className="size-12" />
        <h1 className="mt-3 font-serif text-3xl font-semibold tracking-tight text-heading">Koinonia</h1>
        <p className="text-sm font-medium text-muted-foreground">{t.tagline}</p>
      </CardHeader>
      <CardContent className="px-5 sm:px-8">
        {afterReset && (
          <p role="status" className="mb-4 flex items-start gap-2 rounded-lg border bg-secondary px-3 py-2.5 text-sm text-secondary-foreground">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t.passwordChanged}
          </p>
        )}
        <Tabs defaultValue="sign-in">
          <TabsList>
            <TabsTrigger value="sign-in">{t.signIn}</TabsTrigger>
            <TabsTrigger value="sign-up">{t.signUp}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm />
          </TabsContent>
        </Tabs>
      </CardContent>
      <CardFooter className="flex-col gap-3 border-t px-8 pt-5 pb-6 text-center">
        <p className="text-sm text-muted-foreground">{t.join}</p>
        <LanguagePicker />
      </CardFooter>
    </Card>
  );
}
