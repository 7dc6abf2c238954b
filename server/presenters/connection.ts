import type { Connection, ConnectionRequest, MyConnection } from "../../contract/connections";
import type { SuggestedUser, SuggestionWhy } from "../../contract/suggestions";
import type { ConnectionRow, UserRow } from "../db/schema";
import type { IncomingRequest } from "../services/connections/connection-requests";
import type { SuggestionRow } from "../services/people/suggestion-lists";
import { isoTime } from "./post";
import { presentPublicUser, presentUserColumns } from "./user";

export function presentConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    requesterId: row.requesterId,
    addresseeId: row.addresseeId,
    status: row.status,
    createdAt: isoTime(row.createdAt),
  };
}

export function presentRequest({ id, requester, status, createdAt }: IncomingRequest): ConnectionRequest {
  return { id, requester: presentPublicUser(requester), status, createdAt: isoTime(createdAt) };
}

export function presentMyConnection({ connection, user }: { connection: ConnectionRow; user: UserRow }): MyConnection {
  return {
    id: connection.id,
    user: presentPublicUser(user),
    connectedAt: isoTime(connection.respondedAt ?? connection.createdAt),
  };
}

/** Why the person is suggested, from their stored reason and its detail (a name as written). */
function suggestionWhy({ reason, mutual, detail }: SuggestionRow): SuggestionWhy {
  if (reason === "mutual") return { reason, mutual };
  // A church, group or place is always stored with its name; a row without one says no more than "new".
  if (detail === null || reason === "new") return { reason: "new" };
  if (reason === "church") return { reason, church: detail };
  if (reason === "group") return { reason, group: detail };
  return { reason, location: detail };
}

export function presentSuggestion(row: SuggestionRow): SuggestedUser {
  return { ...presentUserColumns(row.id, row), mutualConnections: row.mutual, why: suggestionWhy(row) };
}
