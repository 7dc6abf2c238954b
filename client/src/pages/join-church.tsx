import { useStore } from "@nanostores/react";
import { LoaderCircle } from "lucide-react";
import { type ReactNode, Suspense, use } from "react";
import { useParams } from "wouter";
import { AuthBackdrop } from "@/features/auth/auth-backdrop";
import { InvalidInvitation, JoinCard, VisitorJoinActions } from "@/features/churches/join-card";
import { joinPageWords } from "@/features/churches/join-words";
import { previewOnce } from "@/features/churches/link-preview";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDocumentTitle } from "@/lib/use-document-title";

// Signed in only, with the data layer it writes through: a visitor's page never loads it.
const MemberJoin = retryableLazy(() => import("@/features/churches/member-join").then((m) => m.MemberJoin));

/**
 * An invitation link (/join/<code>), opened signed in or out (a QR code scanned on Sunday): the
 * church it leads to, then joining it, or first an account.
 */
export function JoinChurchPage({ inShell = false }: { inShell?: boolean }) {
  const { code } = useParams<{ code: string }>();
  const words = useStore(joinPageWords);
  useDocumentTitle(words.documentTitle);
  const checking = (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      {words.checking}
    </p>
  );
  const outcome = (
    <Suspense fallback={checking}>
      <Invitation code={code} signedIn={inShell} standIn={checking} />
    </Suspense>
  );
  if (inShell) return <div className="flex justify-center md:pt-6">{outcome}</div>;
  return <AuthBackdrop back={{ href: "/", label: words.backHome }}>{outcome}</AuthBackdrop>;
}

function Invitation({ code, signedIn, standIn }: { code: string; signedIn: boolean; standIn: ReactNode }) {
  const preview = use(previewOnce(code));
  if (!preview.ok) return <InvalidInvitation message={preview.message} signedIn={signedIn} />;
  return (
    <JoinCard church={preview.church}>
      {signedIn ? (
        <Suspense fallback={standIn}>
          <MemberJoin code={code} churchName={preview.church.name} />
        </Suspense>
      ) : (
        <VisitorJoinActions code={code} />
      )}
    </JoinCard>
  );
}
