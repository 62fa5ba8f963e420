import { lazy } from 'react';
import { Navigate } from 'shared-ui/router';
import { DeclaredRoutes } from 'shared-ui/remote';
import { AdminLayout } from './layout/AdminLayout';
import declared from './routes.json';

const TournamentsPage = lazy(() => import('./tournaments/TournamentsPage'));
const TournamentEditorPage = lazy(() => import('./tournaments/TournamentEditorPage'));
const AuditLogPage = lazy(() => import('./audit/AuditLogPage'));

/** The back office's screens (issue #26), each under the back office's own navigation. */
const SCREENS = {
  '/admin': <Navigate to="/admin/tournaments" replace />,
  '/admin/tournaments': (
    <AdminLayout>
      <TournamentsPage />
    </AdminLayout>
  ),
  '/admin/tournaments/new': (
    <AdminLayout>
      <TournamentEditorPage />
    </AdminLayout>
  ),
  '/admin/tournaments/:tournamentId/edit': (
    <AdminLayout>
      <TournamentEditorPage />
    </AdminLayout>
  ),
  '/admin/audit': (
    <AdminLayout>
      <AuditLogPage />
    </AdminLayout>
  ),
};

export function App() {
  return <DeclaredRoutes routes={declared.routes} screens={SCREENS} />;
}
