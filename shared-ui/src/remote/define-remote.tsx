import { StrictMode, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
// Through the package name, so every remote uses the page's one shared copy (one theme store, one toast store).
import { PokerThemeProvider, SectionErrorBoundary, Toaster } from 'shared-ui';
import { QueryProvider } from 'shared-events/query';

function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <PokerThemeProvider>
        <SectionErrorBoundary>{children}</SectionErrorBoundary>
      </PokerThemeProvider>
    </QueryProvider>
  );
}

/**
 * The single-spa lifecycles a remote exposes: its own React root with the shared theme and the page's one query
 * cache (no module creates a client). Its screens follow the page's one location (shared-ui's navigation over the
 * History API), as the shell does.
 */
export function defineRemoteApp<P extends object>(Component: ComponentType<P>): LifeCycles<P> {
  const rootComponent = (props: P) => (
    <RemoteRoot>
      <Component {...props} />
    </RemoteRoot>
  );
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent,
    // Only reached if the boundary inside the root fails itself.
    errorBoundary: () => <></>,
  }) as unknown as LifeCycles<P>;
}

/** The standalone harness a module team runs with `npm run dev -w <module>`: the screen alone, with toasts, theme and cache. */
export function mountStandalone(Component: ComponentType, element: HTMLElement | null = document.getElementById('root')): void {
  if (!element) throw new Error('#root is missing');
  ReactDOMClient.createRoot(element).render(
    <StrictMode>
      <QueryProvider>
        <PokerThemeProvider baseline>
          <Component />
          <Toaster />
        </PokerThemeProvider>
      </QueryProvider>
    </StrictMode>,
  );
}

export { DeclaredRoutes, type DeclaredRoute, type DeclaredRoutesProps } from './DeclaredRoutes';
