import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { CenteredSpinner, Toaster } from 'shared-ui';
import { Header } from './layout/Header';
import { resolveRoute, type RouteEntry } from './routing/route-table';
import { usePathname } from './routing/navigation';
import { LandingPage } from './pages/landing/LandingPage';

// Each screen's code loads when it is first shown; the landing page comes with the shell.
const RemoteParcel = lazy(() => import('./federation/RemoteParcel'));
const LearnPage = lazy(() => import('./pages/learn/LearnPage').then((module) => ({ default: module.LearnPage })));
const AboutPage = lazy(() => import('./pages/about/AboutPage').then((module) => ({ default: module.AboutPage })));
const NotFoundPage = lazy(() => import('./pages/not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })));

function RouteContent({ route }: { route: RouteEntry }) {
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <RouteScreen route={route} />
    </Suspense>
  );
}

function RouteScreen({ route }: { route: RouteEntry }) {
  const { target } = route;
  if (target.kind === 'remote') {
    // Keyed by remote: moving between two screens of one remote keeps it mounted (its own router follows).
    return <RemoteParcel key={target.remote} remote={target.remote} module={target.module} />;
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
  }
}

export function App() {
  const pathname = usePathname();
  const route = resolveRoute(pathname);
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
      {route.layout === 'fullscreen' && (
        <Box component="main">
          <RouteContent route={route} />
        </Box>
      )}
      {route.layout === 'bare' && (
        <Box component="main">
          <RouteContent route={route} />
        </Box>
      )}
      <Toaster />
    </>
  );
}
