import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/feedback';
import { useTournaments } from '../api/tournament-queries';
import { useStatusClock } from '../countdown/status-clock';
import { AvailableTournamentCard } from './AvailableTournamentCard';
import { AVAILABLE_CARDS_LIMIT, availableTournaments } from './available-tournaments';

const HEADING_ID = 'available-tournaments-heading';
// A card with a one-line name, so the grid does not jump when the list arrives.
const CARD_HEIGHT = 140;

/** SPEC §2 Dashboard: "Available Tournaments", the registering ones as cards that lead to their detail pages. */
export function AvailableTournaments() {
  const { data, isPending, isError, refetch } = useTournaments();
  // Moves when a tournament starts, so its card leaves the moment registration closes.
  const now = useStatusClock(data);
  const open = useMemo(() => (data ? availableTournaments(data, now) : []), [data, now]);

  let content: ReactNode;
  if (isPending) content = <LoadingState label="Loading tournaments" placeholders={3} placeholderHeight={CARD_HEIGHT} placeholderMinWidth={280} />;
  else if (isError && !data)
    content = <ErrorState message="Error loading tournaments. Please try again." onRetry={() => void refetch()} align="start" framed />;
  else if (open.length === 0)
    content = (
      <EmptyState title="No tournaments are open for registration right now." action={<ViewAllLink variant="outlined" />} align="start" framed />
    );
  else
    content = (
      <CardGrid>
        {open.slice(0, AVAILABLE_CARDS_LIMIT).map((tournament) => (
          <AvailableTournamentCard key={tournament.id} tournament={tournament} />
        ))}
      </CardGrid>
    );

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2, minHeight: 36 }}
      >
        <Typography id={HEADING_ID} variant="h5" component="h2">
          Available Tournaments
        </Typography>
        {open.length > 0 && <ViewAllLink variant="text" />}
      </Stack>
      {content}
    </Box>
  );
}

function ViewAllLink({ variant }: { variant: 'text' | 'outlined' }) {
  return (
    <Button component={RouterLink} to="/tournaments" variant={variant} sx={{ whiteSpace: 'nowrap' }}>
      View all tournaments
    </Button>
  );
}

/** One column on phones, two on tablets, three from laptops on. */
function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="available-tournaments-grid"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
