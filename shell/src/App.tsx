import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'shared-ui/router';
import { useSession } from 'shared-events';
import { CenteredSpinner, Toaster } from 'shared-ui';
import { Header } from './layout/Header';
import { NOT_FOUND, PENDING, resolveRoute, type RouteEntry } from './routing/route-table';
import { SessionGate } from './routing/SessionGate';
import { mayUse } from './routing/session-access';
import { ShellRouter } from './routing/ShellRouter';
import { useComposition } from './composition/composition.store';
import { Slot } from './composition/Slot';
import { LandingPage } from './pages/landing/LandingPage';

// Each screen's code loads when it is first shown; the landing page comes with the shell.
const RemoteParcel = lazy(() => import(/* webpackChunkName: "remote-parcel" */ './federation/RemoteParcel'));
const LearnPage = lazy(() => import('./pages/learn/LearnPage').then((module) => ({ default: module.LearnPage })));
const AboutPage = lazy(() => import('./pages/about/AboutPage').then((module) => ({ default: module.AboutPage })));
const NotFoundPage = lazy(() => import('./pages/not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })));

function RouteContent({ route }: { route: RouteEntry }) {
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <SessionGate session={route.session}>
        <RouteScreen route={route} />
      </SessionGate>
    </Suspense>
  );
}

function RouteScreen({ route }: { route: RouteEntry }) {
  const { target } = route;
  if (target.kind === 'remote') {
    // Keyed by remote and module: moving between two screens of one module keeps it mounted (its own router follows).
    return <RemoteParcel key={`${target.remote}/${target.module}`} remote={target.remote} module={target.module} />;
  }
  switch (target.page) {
    case 'landing':
      return <LandingPage />;
    case 'dashboard':
      return <DashboardPage />;
    case 'learn':
      return <LearnPage />;
    case 'about':
      return <AboutPage />;
    case 'not-found':
      return <NotFoundPage />;
    case 'pending':
      return <CenteredSpinner />;
  }
}

function useCurrentRoute(pathname: string): RouteEntry {
  const routeTable = useComposition((state) => state.routeTable);
  const composing = useComposition((state) => state.status === 'loading');
  const user = useSession((state) => state.user);
  const route = resolveRoute(pathname, routeTable) ?? (composing ? PENDING : NOT_FOUND);
  // A signed-in user without the role finds no admin page (a visitor is sent to log in, as for any other session route).
  return user && !mayUse(route.session, user) ? NOT_FOUND : route;
}

function Shell() {
  const { pathname } = useLocation();
  const route = useCurrentRoute(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      {route.layout !== 'bare' && <Header />}
      {route.layout === 'shared' && (
        <Box component="main">
          <Toolbar />
          <Container maxWidth="lg" sx={{ py: 4 }}>
            <RouteContent route={route} />
          </Container>
        </Box>
      )}
      {route.layout !== 'shared' && (
        <Box component="main">
          <RouteContent route={route} />
        </Box>
      )}
      {/* Dialogs a module opens over any screen when another asks on the bus (the wallet's deposit). */}
      <Slot name="page.dialogs" compact />
      <Toaster />
    </>
  );
}

export function App() {
  return (
    <ShellRouter>
      <Shell />
    </ShellRouter>
  );
}
