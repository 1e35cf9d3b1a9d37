import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { logAndReport } from './global-handlers';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * The last line of defence around the whole app (the router's own errorComponent handles route errors; this
 * catches what throws outside it, e.g. in a provider). Shows the error screen and reports the error.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    logAndReport('boundary', error instanceof Error ? error : new Error(String(error)));
    if (info.componentStack) console.error('[solpad] component stack:', info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <main className="min-h-dvh bg-app">
          <ErrorScreen error={this.state.error} />
        </main>
      );
    }
    return this.props.children;
  }
}
