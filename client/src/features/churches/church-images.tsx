import { useStore } from "@nanostores/react";
import { useId } from "react";
import type { Church } from "@contract/churches";
import { ImageSlot } from "@/components/uploader/image-slot";
import { i18n } from "@/lib/i18n";
import { ChurchLogo } from "./church-logo";
import { useUpdateChurch } from "./church-page-mutations";

const messages = i18n("churches/church-images", {
  title: "Logo and banner",
  hint: "Shown on the church's page, in lists of churches and on its invitation links. One image each (JPEG, PNG, WebP or GIF), up to 5 MB.",
  logo: "Logo",
  logoHint: "Shown whole, on a square: a seal or an emblem suits it best.",
  banner: "Banner",
  bannerHint: "A wide picture across the top of the page, about 1600 × 600 pixels.",
  uploadLogo: "Upload logo",
  changeLogo: "Change logo",
  removeLogo: "Remove logo",
  uploadBanner: "Upload banner",
  changeBanner: "Change banner",
  removeBanner: "Remove banner",
});

/** Manage > Logo and banner: a leader uploads, replaces or removes each; each is saved at once. */
export function ChurchImages({ church }: { church: Church }) {
  const t = useStore(messages);
  const ids = useId();
  const logo = useUpdateChurch(church);
  const banner = useUpdateChurch(church);
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-5">
      <div>
        <h2 id={`${ids}-title`} className="text-base font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.hint}</p>
      </div>
      <ImageSlot
        label={t.logo}
        hint={t.logoHint}
        busy={logo.isPending}
        preview={<ChurchLogo church={church} className="size-20 rounded-2xl border text-3xl" />}
        upload={church.logoUrl ? t.changeLogo : t.uploadLogo}
        remove={church.logoUrl ? t.removeLogo : null}
        onChange={(logoUrl) => logo.mutate({ logoUrl })}
      />
      <ImageSlot
        label={t.banner}
        hint={t.bannerHint}
        busy={banner.isPending}
        preview={
          <span className="block aspect-[8/3] w-64 max-w-full overflow-hidden rounded-lg border sm:w-40 bg-gradient-to-r from-indigo-deep via-primary to-gold/80 dark:via-indigo-700">
            {church.bannerUrl && <img src={church.bannerUrl} alt="" className="size-full object-cover" />}
          </span>
        }
        upload={church.bannerUrl ? t.changeBanner : t.uploadBanner}
        remove={church.bannerUrl ? t.removeBanner : null}
        onChange={(bannerUrl) => banner.mutate({ bannerUrl })}
      />
    </section>
  );
}
