import { Gauge, type Registry } from "prom-client";
import type { OpenStreams } from "../realtime/open-streams";

/** The notification streams this process holds, counted when scraped. */
export function watchStreams(registry: Registry, streams: OpenStreams): void {
  new Gauge({
    name: "koinonia_event_streams_open",
    help: "Open notification event streams",
    registers: [registry],
    collect() {
      this.set(streams.count());
    },
  });
}
