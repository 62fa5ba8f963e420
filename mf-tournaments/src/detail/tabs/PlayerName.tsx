import Box from '@mui/material/Box';
import { useSession } from 'shared-events';
import type { LobbyPlayer } from 'shared-events/contracts';
import { COUNTRIES, FlagImage } from 'shared-ui/forms';
import { visuallyHidden } from 'shared-ui/poker';

const codeOf = new Map(COUNTRIES.map((country) => [country.name, country.code]));

/** The player's flag (when the profile's country is one of the list's) and name; the country is read out, not shown. */
export function PlayerName({ player }: { player: Pick<LobbyPlayer, 'userId' | 'username' | 'country'> }) {
  const own = useSession((session) => session.user?.id === player.userId);
  const code = codeOf.get(player.country);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} title={player.country}>
      {code && <FlagImage code={code} />}
      <span>
        {player.username}
        {own && ' (You)'}
        <Box component="span" sx={visuallyHidden}>{`, ${player.country}`}</Box>
      </span>
    </Box>
  );
}
