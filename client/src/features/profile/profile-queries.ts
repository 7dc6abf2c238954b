import { useQuery } from "@tanstack/react-query";
import type { ChurchSummary } from "@contract/churches";
import type { Profile } from "@contract/profile";
import { MY_CHURCHES_KEY } from "@/lib/church-cache";

/** A church a profile links to: its page is /churches/<slug>. */
export type ChurchLink = Profile["churches"][number];

/**
 * The churches on the site I belong to, as my own profile links them: my churches' list (the
 * one the churches page shows, kept in step as I join and leave), by name.
 */
export function useMyChurchLinks(): ChurchLink[] {
  const mine = useQuery<ChurchSummary[]>({ queryKey: MY_CHURCHES_KEY });
  return (mine.data ?? []).map(({ slug, name }) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name));
}
