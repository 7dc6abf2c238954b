import type { ReactorPage } from "../../contract/reactions";
import type { ReactorsPage } from "../services/reactions/reactors";
import { presentPublicUser } from "./user";

/** Who reacted, a page of them: each person as anyone may see them, with their reaction and its time. */
export function presentReactorPage({ items, nextCursor }: ReactorsPage): ReactorPage {
  return {
    items: items.map(({ user, kind, createdAt }) => ({ user: presentPublicUser(user), kind, createdAt: createdAt.toISOString() })),
    nextCursor,
  };
}
