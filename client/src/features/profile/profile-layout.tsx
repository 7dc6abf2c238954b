import type { ReactNode } from "react";

/** Header across the top; About and the events beside the posts on wide screens, above them on phones. */
export function ProfileLayout({ header, about, events, posts }: { header: ReactNode; about: ReactNode; events?: ReactNode; posts: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      {header}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="grid gap-6 lg:sticky lg:top-24">
          {about}
          {events}
        </div>
        {posts}
      </div>
    </div>
  );
}
