import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { TournamentLobby } from 'shared-events/contracts';
import { useTournamentLobby } from '../../api/tournament-queries';
import { BlindsTab } from './BlindsTab';
import { PayoutsTab } from './PayoutsTab';
import { PlayersTab } from './PlayersTab';
import { TablesTab } from './TablesTab';
import { useLiveLobby } from './use-live-lobby';

const TABS = ['Players', 'Tables', 'Payouts', 'Blinds'] as const;
type TabName = (typeof TABS)[number];

const panelId = (name: TabName) => `lobby-panel-${name.toLowerCase()}`;
const tabId = (name: TabName) => `lobby-tab-${name.toLowerCase()}`;

/**
 * The tournament's lobby tabs (Players, Tables, Payouts, Blinds), as poker sites show them: one read of
 * GET /api/tournaments/{id}/lobby, read again on the live events (`live`: while the tournament is not over).
 */
export function LobbyTabs({ tournamentId, live }: { tournamentId: number; live: boolean }) {
  const [selected, setSelected] = useState<TabName>('Players');
  const lobby = useTournamentLobby(tournamentId);
  useLiveLobby(tournamentId, live);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="lobby-heading" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id="lobby-heading" variant="h6" component="h2">
        Tournament Lobby
      </Typography>
      <Tabs
        value={selected}
        onChange={(_event, value: TabName) => setSelected(value)}
        aria-label="Tournament lobby"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={name} id={tabId(name)} aria-controls={panelId(name)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)}>
        {lobby.data ? (
          <TabContent name={selected} lobby={lobby.data} />
        ) : lobby.isError ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">Could not load the lobby.</Typography>
            <Button size="small" onClick={() => void lobby.refetch()}>
              Retry
            </Button>
          </Box>
        ) : (
          <Box aria-hidden="true">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={33} />
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}

function TabContent({ name, lobby }: { name: TabName; lobby: TournamentLobby }): ReactNode {
  switch (name) {
    case 'Players':
      return <PlayersTab lobby={lobby} />;
    case 'Tables':
      return <TablesTab lobby={lobby} />;
    case 'Payouts':
      return <PayoutsTab payouts={lobby.payouts} />;
    case 'Blinds':
      return <BlindsTab blinds={lobby.blinds} />;
  }
}
