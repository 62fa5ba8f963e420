import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnavailablePanel } from './UnavailablePanel';

interface State {
  error: Error | null;
}

/** Keeps a crash inside one module's area: the rest of the page goes on, and Retry renders the module again. */
export class SectionErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[module] render failed:', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <UnavailablePanel onRetry={() => this.setState({ error: null })} description="Something went wrong while showing it. Try again." />;
  }
}
