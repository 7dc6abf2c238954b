import type { Connection, ConnectionRequest, MyConnection } from "../../contract/connections";
import type { SuggestedUser } from "../../contract/suggestions";
import type { ConnectionRow, UserRow } from "../db/schema";
import type { SuggestionRow } from "../services/suggestions";
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

export function presentRequest({ connection, requester }: { connection: ConnectionRow; requester: UserRow }): ConnectionRequest {
  return {
    id: connection.id,
    requester: presentPublicUser(requester),
    status: connection.status,
    createdAt: isoTime(connection.createdAt),
  };
}

export function presentMyConnection({ connection, user }: { connection: ConnectionRow; user: UserRow }): MyConnection {
  return {
    id: connection.id,
    user: presentPublicUser(user),
    connectedAt: isoTime(connection.respondedAt ?? connection.createdAt),
  };
}

export function presentSuggestion(row: SuggestionRow): SuggestedUser {
  const why: SuggestedUser["why"] = row.mutual > 0 ? { reason: "mutual", mutual: row.mutual } : { reason: "new" };
  return { ...presentUserColumns(row.id, row), mutualConnections: row.mutual, why };
}
