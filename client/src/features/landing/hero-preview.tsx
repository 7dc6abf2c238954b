import { BookOpen, HandHeart, MessageCircle } from "lucide-react";

// A decorative glimpse of the product (a prayer request and a group) beside the headline.
// Hidden from assistive technology: it illustrates, it does not inform.
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm select-none">
      <div className="absolute -inset-6 rounded-[2rem] bg-gold/20 blur-3xl" />
      <div className="relative rotate-[-2deg] rounded-2xl bg-white p-5 text-left shadow-2xl shadow-black/30">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800">GM</span>
          <div>
            <p className="text-sm font-semibold text-slate-900">Grace Mensah</p>
            <p className="text-xs text-slate-500">Hope Community Church · 2 hours ago</p>
          </div>
        </div>
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-1.5 text-xs font-semibold text-amber-800">Prayer Request</p>
        <p className="mt-3 text-sm leading-relaxed text-slate-700">
          Please pray for my father's recovery after his surgery this week. Grateful for this family.
        </p>
        <div className="mt-4 flex gap-5 border-t border-slate-100 pt-3 text-xs font-medium text-slate-600">
          <span className="flex items-center gap-1.5 text-indigo-700">
            <HandHeart className="size-4" /> 48 praying
          </span>
          <span className="flex items-center gap-1.5">
            <MessageCircle className="size-4" /> 12 comments
          </span>
        </div>
      </div>
      <div className="relative mt-4 ml-10 rotate-[2deg] rounded-2xl bg-white/95 p-4 shadow-xl shadow-black/25">
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
            <BookOpen className="size-4" />
          </span>
          <div>
            <p className="text-sm font-semibold text-slate-900">Wednesday Bible Study</p>
            <p className="text-xs text-slate-500">Gospel of John · 18 members</p>
          </div>
        </div>
      </div>
    </div>
  );
}
