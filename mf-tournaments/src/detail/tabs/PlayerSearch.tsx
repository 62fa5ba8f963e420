import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { LOBBY_SEARCH_MAX_LENGTH } from 'shared-events/contracts';
import { nativeField, nativeFieldLabel } from '../../lobby/native-field';

/** The Players tab's search box, by username: a native field like the lobby list's (native-field.ts says why). */
export function PlayerSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <Box component="label" sx={{ ...nativeFieldLabel, mb: 2, width: { xs: '100%', sm: 280 } }}>
      Search players
      <Box
        component="input"
        type="search"
        value={value}
        autoComplete="off"
        maxLength={LOBBY_SEARCH_MAX_LENGTH}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={nativeField}
      />
    </Box>
  );
}
