import { Compass } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { useDocumentTitle } from "@/lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Compass aria-hidden="true" className="size-7" />
        </div>
        <h1 className="font-serif text-2xl font-semibold text-heading">Page Not Found</h1>
        <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or may have moved.</p>
        <Link href="/" className={buttonVariants({ className: "mt-6" })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
