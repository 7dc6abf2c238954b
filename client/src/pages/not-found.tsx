import { useStore } from "@nanostores/react";
import { Compass } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("pages/not-found", {
  title: "Page Not Found",
  explanation: "The page you are looking for does not exist or may have moved.",
  home: "Go to the home page",
});

export function NotFoundPage() {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Compass aria-hidden="true" className="size-7" />
        </div>
        <h1 className="font-serif text-2xl font-semibold text-heading">{t.title}</h1>
        <p className="mt-2 text-muted-foreground">{t.explanation}</p>
        <Link href="/" className={buttonVariants({ className: "mt-6" })}>
          {t.home}
        </Link>
      </div>
    </div>
  );
}
