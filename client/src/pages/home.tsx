import { HandHeart } from "lucide-react";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { ComingSoonCard } from "@/features/home/coming-soon-card";
import { HomeLayout } from "@/features/home/home-layout";
import { ProfileSummaryCard } from "@/features/home/profile-summary-card";
import { useCurrentUser } from "@/lib/use-auth";
import { useDocumentTitle } from "@/lib/use-document-title";

export function HomePage() {
  const user = useCurrentUser();
  useDocumentTitle("Home");
  return (
    <HomeLayout
      left={<ProfileSummaryCard user={user} />}
      main={
        <>
          <PageHeader
            className="mb-0"
            title={`Welcome, ${user.firstName || "friend"}`}
            description="Share what is on your heart, pray for one another and grow together in fellowship."
          />
          <Card>
            <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
                <HandHeart aria-hidden="true" className="size-6" />
              </span>
              <h2 className="font-semibold">Your community feed</h2>
              <p className="max-w-md text-sm text-muted-foreground">
                Posts and prayer requests from you and the believers you are connected with will gather here.
              </p>
            </CardContent>
          </Card>
        </>
      }
      right={<ComingSoonCard />}
    />
  );
}
