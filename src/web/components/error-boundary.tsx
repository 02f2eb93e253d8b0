import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../lib/client-errors.ts';
import { Button } from './ui/button.tsx';

type State = { error: Error | null };

/** Each route gets one, so a broken screen never blanks the whole app; the failure is reported. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const withComponents = new Error(error.message);
    withComponents.name = error.name;
    withComponents.stack = `${error.stack ?? ''}\nComponent stack:${info.componentStack ?? ''}`;
    reportClientError('boundary', withComponents);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="bg-card mx-auto my-16 max-w-md rounded-xl border p-6 text-center">
        <h2 className="text-lg font-semibold">Something went wrong</h2>
        <p className="text-muted-foreground mt-2 text-sm">This screen failed to load. Reloading usually fixes it.</p>
        <div className="mt-4 flex justify-center gap-2">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          {/* A full navigation, not the router: the app state that broke this screen is dropped. */}
          <Button variant="outline" asChild>
            <a href="/">Back to Dashboard</a>
          </Button>
        </div>
      </div>
    );
  }
}
