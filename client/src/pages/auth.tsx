import { AuthBackdrop } from "@/features/auth/auth-backdrop";
import { AuthCard } from "@/features/auth/auth-card";
import { useDocumentTitle } from "@/lib/use-document-title";

export function AuthPage() {
  useDocumentTitle("Sign In");
  return (
    <AuthBackdrop back={{ href: "/", label: "Back to home" }}>
      <AuthCard />
    </AuthBackdrop>
  );
}
