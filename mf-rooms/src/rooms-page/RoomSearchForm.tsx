import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { SearchIcon } from '../room-cards/icons';

/**
 * Search by room id or tournament name, on Enter or the Search button; a blank search shows every room again.
 * An OutlinedInput rather than TextField: TextField brings Select, Menu and Modal (~26 KB on the wire) to the first paint.
 */
export function RoomSearchForm({ busy, onSearch }: { busy: boolean; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Stack component="form" role="search" onSubmit={submit} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControl size="small" fullWidth variant="outlined">
        <InputLabel htmlFor="room-search">Search rooms</InputLabel>
        <OutlinedInput
          id="room-search"
          label="Search rooms"
          placeholder="Room id or tournament name"
          value={text}
          onChange={(event) => setText(event.target.value)}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
        />
      </FormControl>
      <Button type="submit" variant="outlined" disabled={busy} sx={{ flexShrink: 0, height: 40 }}>
        Search
      </Button>
    </Stack>
  );
}
