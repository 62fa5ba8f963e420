import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SearchIcon } from '../room-cards/icons';

/** Search by room id or tournament name, on Enter or the Search button; a blank search shows every room again. */
export function RoomSearchForm({ busy, onSearch }: { busy: boolean; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Stack component="form" role="search" onSubmit={submit} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        fullWidth
        label="Search rooms"
        placeholder="Room id or tournament name"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ flexShrink: 0, height: 40 }}>
        Search
      </Button>
    </Stack>
  );
}
