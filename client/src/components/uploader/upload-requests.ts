// Uppy's S3 client sends each PUT with its own XMLHttpRequest and, when one fails with a server
// error or no answer, waits (0.3 s, 0.6 s, 1.2 s) and sends it again without telling anyone.
// Watching the requests themselves is the only way to know that an upload is waiting.

export interface RequestWatcher {
  /** A request to `url` is being sent. */
  sent(url: string): void;
  /** A request to `url` got no answer, or an answer other than 2xx. */
  failed(url: string): void;
}

const watchers = new Set<RequestWatcher>();
const urls = new WeakMap<XMLHttpRequest, string>();
let patched = false;

function patch(): void {
  if (patched) return;
  patched = true;
  const proto = XMLHttpRequest.prototype;
  const open = proto.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
  const send = proto.send;
  proto.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    urls.set(this, new URL(url, window.location.href).href);
    open.call(this, method, url, ...rest);
  };
  proto.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const url = urls.get(this);
    if (url !== undefined && watchers.size > 0) {
      for (const watcher of watchers) watcher.sent(url);
      const failed = () => {
        for (const watcher of watchers) watcher.failed(url);
      };
      this.addEventListener("error", failed);
      this.addEventListener("timeout", failed);
      this.addEventListener("load", () => {
        if (this.status < 200 || this.status >= 300) failed();
      });
    }
    send.call(this, body);
  };
}

/** Tells `watcher` about every XMLHttpRequest this page sends, until the returned function is called. */
export function watchRequests(watcher: RequestWatcher): () => void {
  patch();
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}
