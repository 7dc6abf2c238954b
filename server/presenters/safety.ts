import type { KeptAway, KeptAwayLists } from "../../contract/safety";
import type { KeptAwayRow } from "../services/safety/keep-away";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

function presentKeptAway({ user, since }: KeptAwayRow): KeptAway {
  return { user: presentPublicUser(user), since: isoTime(since) };
}

export function presentKeptAwayLists(lists: { blocked: KeptAwayRow[]; muted: KeptAwayRow[] }): KeptAwayLists {
  return { blocked: lists.blocked.map(presentKeptAway), muted: lists.muted.map(presentKeptAway) };
}
