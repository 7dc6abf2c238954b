import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/use-document-title";

/** A page for something that is not there (the server said 404): what, why it may be, and where to go. */
export function NotFoundCard({ title, explanation, back }: { title: string; explanation: string; back: { href: string; label: string } }) {
  useDocumentTitle(title);
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-serif text-2xl font-semibold text-heading">{title}</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">{explanation}</p>
      <Link href={back.href} className={buttonVariants({ className: "mt-6" })}>
        {back.label}
      </Link>
    </Card>
  );
}
