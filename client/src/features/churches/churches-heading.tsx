import { useStore } from "@nanostores/react";
import { Plus } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const messages = i18n("churches/churches-heading", {
  title: "Churches",
  description: "The congregations you belong to, and the church pages of believers near you.",
  create: "Create a church",
  myChurches: "My churches",
});

/** The churches page's title, with 'Create a church'; names the browser tab too. */
export function ChurchesHeading({ onCreate }: { onCreate: () => void }) {
  const t = useStore(messages);
  useDocumentTitle(t.title);
  return (
    <PageHeader
      title={t.title}
      description={t.description}
      actions={
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          {t.create}
        </Button>
      }
    />
  );
}

/** 'My churches', the list's heading. */
export function MyChurchesHeading({ id }: { id: string }) {
  const t = useStore(messages);
  return (
    <h2 id={id} className="mb-3 text-base font-semibold">
      {t.myChurches}
    </h2>
  );
}
