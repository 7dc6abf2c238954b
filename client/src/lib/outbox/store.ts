import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { WaitingAction } from "./waiting-action";

interface OutboxSchema extends DBSchema {
  actions: { key: string; value: WaitingAction };
}

let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function open(): Promise<IDBPDatabase<OutboxSchema>> {
  database ??= openDB<OutboxSchema>("koinonia-outbox", 1, {
    upgrade(db) {
      db.createObjectStore("actions", { keyPath: "id" });
    },
  });
  return database;
}

export async function keepAction(action: WaitingAction): Promise<void> {
  await (await open()).put("actions", action);
}

/** Every waiting write on this device, oldest first. */
export async function waitingActions(): Promise<WaitingAction[]> {
  const all = await (await open()).getAll("actions");
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

export async function dropAction(id: string): Promise<void> {
  await (await open()).delete("actions", id);
}
