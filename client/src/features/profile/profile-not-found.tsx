import { UserRoundX } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/use-document-title";

/** An id that names nobody: said kindly, with ways back. */
export function ProfileNotFound() {
  useDocumentTitle("User not found");
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <UserRoundX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-serif text-2xl font-semibold text-heading">User not found</h1>
      <p className="text-muted-foreground">This profile does not exist, or it is no longer available.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link href="/" className={buttonVariants()}>
          Back to Home
        </Link>
        <Link href="/profile" className={buttonVariants({ variant: "outline" })}>
          My Profile
        </Link>
      </div>
    </Card>
  );
}
