import { useStore } from "@nanostores/react";
import { ArrowLeft, BookOpen, Pencil, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import type { Devotion } from "@contract/devotions";
import { DeleteButton } from "@/components/delete-button";
import { LoadError } from "@/components/load-error";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DevotionForm } from "@/features/devotions/devotion-form";
import { useDeleteDevotion } from "@/features/devotions/devotion-mutations";
import { useDevotion } from "@/features/devotions/devotion-queries";
import { DevotionView, dayText } from "@/features/devotions/devotion-view";
import { hasStatus } from "@/lib/api-error";
import { formatLocale, i18n, locale, params } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("devotions/devotion-page", {
  devotion: "Devotion",
  back: "Back to the church's devotions",
  home: "Go to the home page",
  loading: "Loading the devotion",
  loadFailed: "This devotion could not be loaded",
  notFound: "Devotion not found",
  notFoundExplanation: "It may have been taken down, or it is for the members of its church.",
  edit: "Edit",
  delete: "Delete",
  deleteNamed: params<{ title: string }>("Delete the devotion {title}"),
  deleteTitle: "Delete this devotion?",
  deleteDescription: "It leaves the church's devotions for everyone. This cannot be undone.",
  deleting: "Deleting...",
});

/** A devotion's own page (/devotions/:id): its notice and the home page's card link here. */
export function DevotionPage() {
  const { id } = useParams<{ id: string }>();
  const devotionId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4">{devotionId === null ? <DevotionNotFound /> : <OneDevotion id={devotionId} />}</div>
  );
}

function OneDevotion({ id }: { id: number }) {
  const t = useStore(messages);
  const devotion = useDevotion(id);
  useDocumentTitle(devotion.data?.title ?? (devotion.isError ? t.notFound : t.devotion));
  if (devotion.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="grid gap-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (devotion.isError) {
    if (hasStatus(devotion.error, 400, 403, 404)) return <DevotionNotFound />;
    return <LoadError title={t.loadFailed} titleAs="h1" error={devotion.error} />;
  }
  return <DevotionPageBody devotion={devotion.data} />;
}

function DevotionPageBody({ devotion }: { devotion: Devotion }) {
  const t = useStore(messages);
  useStore(locale);
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const churchDevotions = `/churches/${encodeURIComponent(devotion.church.slug)}?tab=devotions`;
  const remove = useDeleteDevotion(devotion.id, { onDone: () => navigate(churchDevotions) });
  return (
    <>
      <Link href={churchDevotions} className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 justify-self-start" })}>
        <ArrowLeft aria-hidden="true" />
        {t.back}
      </Link>
      <Card>
        <article aria-labelledby="devotion-title" className="grid gap-5 p-5 sm:p-8">
          <header className="grid gap-1">
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <BookOpen aria-hidden="true" className="size-4 text-primary" />
              <Link href={`/churches/${encodeURIComponent(devotion.church.slug)}`} className="font-medium hover:underline">
                {devotion.church.name}
              </Link>
              <span aria-hidden="true">·</span>
              <time dateTime={devotion.day}>{dayText(devotion.day, formatLocale())}</time>
            </p>
            <h1 id="devotion-title" dir="auto" className="font-serif text-2xl leading-tight font-semibold text-heading wrap-anywhere sm:text-3xl">
              {devotion.title}
            </h1>
          </header>
          <DevotionView devotion={devotion} />
          {devotion.canEdit && !editing && (
            <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t.edit}
              </Button>
              <DeleteButton
                label={t.delete}
                namedLabel={t.deleteNamed({ title: devotion.title })}
                title={t.deleteTitle}
                description={t.deleteDescription}
                pendingLabel={t.deleting}
                pending={remove.isPending}
                onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
              />
            </div>
          )}
        </article>
      </Card>
      {editing && (
        <Card>
          <DevotionForm slug={devotion.church.slug} devotion={devotion} onDone={() => setEditing(false)} />
        </Card>
      )}
    </>
  );
}

function DevotionNotFound() {
  const t = useStore(messages);
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{t.notFound}</h1>
      <p className="text-sm text-muted-foreground">{t.notFoundExplanation}</p>
      <Link href="/" className={buttonVariants({ variant: "outline", size: "sm" })}>
        {t.home}
      </Link>
    </Card>
  );
}
