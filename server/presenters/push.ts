import type { PushDevice } from "../../contract/push";
import type { PushDeviceRow } from "../services/push/push-subscriptions";
import { describeDevice } from "./device-name";
import { isoTime } from "./post";

export function presentPushDevice(row: PushDeviceRow): PushDevice {
  return { id: row.id, endpoint: row.endpoint, ...describeDevice(row.userAgent), createdAt: isoTime(row.createdAt) };
}
