import { useStore } from "@nanostores/react";
import { BookOpen, HandHeart, MessageCircle } from "lucide-react";
import { count, i18n } from "@/lib/i18n";

// A person's name reads the same in every language.
const SAMPLE_NAME = "Grace Mensah";
const SAMPLE_INITIALS = "GM";

const messages = i18n("landing/hero-preview", {
  churchAndTime: "Hope Community Church · 2 hours ago",
  prayerRequest: "Prayer Request",
  request: "Please pray for my father's recovery after his surgery this week. Grateful for this family.",
  praying: count({ one: "{count} praying", other: "{count} praying" }),
  comments: count({ one: "{count} comment", other: "{count} comments" }),
  group: "Wednesday Bible Study",
  groupDetails: count({ one: "Gospel of John · {count} member", other: "Gospel of John · {count} members" }),
});

// A decorative glimpse of the product (a prayer request and a group) beside the headline.
// Hidden from assistive technology: it illustrates, it does not inform.
export function HeroPreview() {
  const t = useStore(messages);
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm select-none">
      <div className="absolute -inset-6 rounded-[2rem] bg-gold/20 blur-3xl" />
      <div className="relative rotate-[-2deg] rounded-2xl bg-white p-5 text-left shadow-2xl shadow-black/30">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800">
            {SAMPLE_INITIALS}
          </span>
          <div>
            <p className="text-sm font-semibold text-slate-900">{SAMPLE_NAME}</p>
            <p className="text-xs text-slate-500">{t.churchAndTime}</p>
          </div>
        </div>
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-1.5 text-xs font-semibold text-amber-800">{t.prayerRequest}</p>
        <p className="mt-3 text-sm leading-relaxed text-slate-700">{t.request}</p>
        <div className="mt-4 flex gap-5 border-t border-slate-100 pt-3 text-xs font-medium text-slate-600">
          <span className="flex items-center gap-1.5 text-indigo-700">
            <HandHeart className="size-4" /> {t.praying(48)}
          </span>
          <span className="flex items-center gap-1.5">
            <MessageCircle className="size-4" /> {t.comments(12)}
          </span>
        </div>
      </div>
      <div className="relative mt-4 ml-10 rotate-[2deg] rounded-2xl bg-white/95 p-4 shadow-xl shadow-black/25">
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
            <BookOpen className="size-4" />
          </span>
          <div>
            <p className="text-sm font-semibold text-slate-900">{t.group}</p>
            <p className="text-xs text-slate-500">{t.groupDetails(18)}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
