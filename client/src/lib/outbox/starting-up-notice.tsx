import { useStore } from "@nanostores/react";
import { OfflineNotice } from "@/components/offline-notice";
import { $waiting } from "./outbox";
import { WaitingList } from "./waiting-list";

/**
 * The offline notice while the app starts without a connection, with the writes waiting on this
 * device: nobody can say yet who is signed in, so all are listed (they were written here).
 */
export function StartingUpNotice() {
  const kept = useStore($waiting);
  return (
    <OfflineNotice waiting={{ actions: kept.length, loads: 1 }}>
      <WaitingList kept={kept} />
    </OfflineNotice>
  );
}
