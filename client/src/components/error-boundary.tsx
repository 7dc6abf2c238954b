import { Component, type ReactNode } from "react";
import { FullPageSpinner } from "@/components/ui/spinner";
import { isChunkLoadError, reloadForNewCode } from "@/lib/chunk-reload";
import { retryFailedImports } from "@/lib/retryable-lazy";
import { ErrorCard } from "./error-card";

interface Props {
  children: ReactNode;
  /** A new value (the location) clears the error: the next page gets its own try. */
  resetKey?: string;
  /** Before Retry renders a page again after a render error: drop what it may have failed on. */
  onRenderErrorRetry?: () => void;
  /** No app frame around it: the card fills the screen. */
  fullPage?: boolean;
  /** Shown instead of the card (null: nothing), for a part the app can do without. */
  fallback?: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  /** For a chunk that failed to load: whether the page is reloading (undefined while deciding). */
  reloading?: boolean;
  /** Retry was pressed on this page: its next chunk failure may reload even soon after another. */
  retried: boolean;
}

const CLEAR: State = { failed: false, error: undefined, reloading: undefined, retried: false };

/**
 * Catches what its pages throw, so one failing page never blanks the app. A page's code that
 * is gone after a deploy reloads the page once (chunk-reload.ts); anything else shows the
 * error card with Retry. Offline, the card retries by itself once the browser is back online.
 * React logs each error it catches (console.error).
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = CLEAR;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error, reloading: undefined };
  }

  componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) return;
    const reload = reloadForNewCode({ userAsked: this.state.retried });
    if (!reload) this.setState({ reloading: false });
    else void reload.then((reloading) => reloading || this.setState({ reloading: false }));
  }

  componentDidMount(): void {
    window.addEventListener("online", this.retryCodeOnline);
  }

  componentWillUnmount(): void {
    window.removeEventListener("online", this.retryCodeOnline);
  }

  componentDidUpdate(prev: Props): void {
    if (prev.resetKey === this.props.resetKey) return;
    if (this.state.failed) this.tryAgain(false);
    else if (this.state.retried) this.setState({ retried: false });
  }

  private tryAgain(userAsked: boolean): void {
    retryFailedImports();
    if (userAsked && !isChunkLoadError(this.state.error)) this.props.onRenderErrorRetry?.();
    this.setState({ ...CLEAR, retried: userAsked });
  }

  private retryCodeOnline = () => {
    if (this.state.failed && isChunkLoadError(this.state.error)) this.tryAgain(false);
  };

  render() {
    const { failed, error, reloading } = this.state;
    if (!failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    const codeMissing = isChunkLoadError(error);
    if (codeMissing && reloading !== false) {
      return this.props.fullPage ? <FullPageSpinner /> : <FullPageSpinner className="min-h-[50dvh]" />;
    }
    return <ErrorCard codeMissing={codeMissing} fullPage={this.props.fullPage} onRetry={() => this.tryAgain(true)} />;
  }
}
