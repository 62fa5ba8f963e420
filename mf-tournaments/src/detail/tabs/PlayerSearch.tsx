import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { LOBBY_SEARCH_MAX_LENGTH } from 'shared-events/contracts';

/**
 * The Players tab's search box, by username. An OutlinedInput rather than TextField: TextField brings Select, Menu and
 * Modal along, which a search box does not need.
 */
export function PlayerSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined" sx={{ mb: 2, width: { xs: '100%', sm: 280 } }}>
      <InputLabel htmlFor={id}>Search players</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label="Search players"
        value={value}
        autoComplete="off"
        inputProps={{ maxLength: LOBBY_SEARCH_MAX_LENGTH }}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormControl>
  );
}
