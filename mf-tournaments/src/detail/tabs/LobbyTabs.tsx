import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { TournamentLobby } from 'shared-events/contracts';
import { BlindsTab } from './BlindsTab';
import { PayoutsTab } from './PayoutsTab';
import { PlayersTab } from './PlayersTab';
import { TablesTab } from './TablesTab';
import { useLiveLobby } from './use-live-lobby';
import { useLobbyPages, type ListPaging, type PlayersPaging } from './use-lobby-pages';

const TABS = ['Players', 'Tables', 'Payouts', 'Blinds'] as const;
type TabName = (typeof TABS)[number];

const panelId = (name: TabName) => `lobby-panel-${name.toLowerCase()}`;
const tabId = (name: TabName) => `lobby-tab-${name.toLowerCase()}`;

/**
 * The tournament's lobby tabs (Players, Tables, Payouts, Blinds), as poker sites show them: one read of
 * GET /api/tournaments/{id}/lobby for the pages of players, tables and paid places on screen, read again on the live events
 * (`live`: while the tournament is not over).
 */
export function LobbyTabs({ tournamentId, live }: { tournamentId: number; live: boolean }) {
  const [selected, setSelected] = useState<TabName>('Players');
  const { lobby, players, tables, payouts } = useLobbyPages(tournamentId);
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
          <TabContent name={selected} lobby={lobby.data} players={players} tables={tables} payouts={payouts} waiting={lobby.isPlaceholderData} />
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

interface TabContentProps {
  name: TabName;
  lobby: TournamentLobby;
  players: PlayersPaging;
  tables: ListPaging;
  payouts: ListPaging;
  waiting: boolean;
}

function TabContent({ name, lobby, players, tables, payouts, waiting }: TabContentProps): ReactNode {
  switch (name) {
    case 'Players':
      return <PlayersTab lobby={lobby} paging={players} waiting={waiting} />;
    case 'Tables':
      return <TablesTab lobby={lobby} paging={tables} waiting={waiting} />;
    case 'Payouts':
      return <PayoutsTab payouts={lobby.payouts} paging={payouts} waiting={waiting} />;
    case 'Blinds':
      return <BlindsTab blinds={lobby.blinds} />;
  }
}
