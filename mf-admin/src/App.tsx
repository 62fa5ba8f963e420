import { lazy, type ReactNode } from 'react';
import { Navigate } from 'shared-ui/router';
import { DeclaredRoutes } from 'shared-ui/remote';
import { AdminLayout } from './layout/AdminLayout';
// The back office's first screen (/admin leads to it) is in the module's first chunk: the page's first script preloads
// it with the module's entry, instead of the shell asking for it once its own code has run.
import TournamentsPage from './tournaments/TournamentsPage';
import declared from './routes.json';

const TournamentEditorPage = lazy(() => import('./tournaments/TournamentEditorPage'));
const LivePage = lazy(() => import('./live/LivePage'));
const SchedulesPage = lazy(() => import('./schedules/SchedulesPage'));
const ScheduleEditorPage = lazy(() => import('./schedules/ScheduleEditorPage'));
const PlayersPage = lazy(() => import('./players/PlayersPage'));
const PlayerPage = lazy(() => import('./players/PlayerPage'));
const StatisticsPage = lazy(() => import('./statistics/StatisticsPage'));
const AuditLogPage = lazy(() => import('./audit/AuditLogPage'));
const WithdrawalsPage = lazy(() => import('./withdrawals/WithdrawalsPage'));

const inLayout = (screen: ReactNode) => <AdminLayout>{screen}</AdminLayout>;

/** The back office's screens (issue #26), each under the back office's own navigation. */
const SCREENS = {
  '/admin': <Navigate to="/admin/tournaments" replace />,
  '/admin/tournaments': inLayout(<TournamentsPage />),
  '/admin/tournaments/new': inLayout(<TournamentEditorPage />),
  '/admin/tournaments/:tournamentId/edit': inLayout(<TournamentEditorPage />),
  '/admin/live': inLayout(<LivePage />),
  '/admin/schedules': inLayout(<SchedulesPage />),
  '/admin/schedules/new': inLayout(<ScheduleEditorPage />),
  '/admin/players': inLayout(<PlayersPage />),
  '/admin/players/:playerId': inLayout(<PlayerPage />),
  '/admin/statistics': inLayout(<StatisticsPage />),
  '/admin/audit': inLayout(<AuditLogPage />),
  '/admin/withdrawals': inLayout(<WithdrawalsPage />),
};

export function App() {
  return <DeclaredRoutes routes={declared.routes} screens={SCREENS} />;
}
