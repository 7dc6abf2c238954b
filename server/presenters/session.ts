import type { AccountSession } from "../../contract/account-sessions";
import type { MemberSession } from "../services/accounts/account-sessions";
import { describeDevice } from "./device-name";
import { isoTime } from "./post";

export function presentSession(session: MemberSession): AccountSession {
  return {
    id: session.id,
    ...describeDevice(session.userAgent),
    signedInAt: isoTime(session.createdAt),
    lastSeenAt: isoTime(session.lastSeenAt),
    current: session.current,
  };
}
