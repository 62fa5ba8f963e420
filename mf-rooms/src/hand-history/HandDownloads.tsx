import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { http } from 'shared-events';
import type { HandReplay } from 'shared-events/contracts';

/** The export formats: PHH (researchers, the engine) and PokerStars text (PokerTracker, Hold'em Manager, GTO Wizard). */
export const EXPORT_FORMATS = [
  { format: 'phh', label: 'PHH', extension: 'phh' },
  { format: 'pokerstars', label: 'PokerStars text', extension: 'txt' },
] as const;

/** Saves text the server answered as a file: the API needs the bearer token, so a plain link cannot fetch it. */
export async function downloadExport(path: string, params: Record<string, string | number>, filename: string): Promise<void> {
  const { data } = await http.get<Blob>(path, { params, responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** The hand's downloads, in both formats. */
export function HandDownloads({ replay }: { replay: HandReplay }) {
  const [failed, setFailed] = useState(false);
  return (
    <Stack component="section" aria-labelledby="hand-downloads" spacing={1}>
      <Typography id="hand-downloads" variant="h6" component="h2">
        Download
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {EXPORT_FORMATS.map(({ format, label, extension }) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => {
              setFailed(false);
              downloadExport(`/api/users/hand-history/${replay.id}/export`, { format }, `hand-${replay.id}.${extension}`).catch(() =>
                setFailed(true),
              );
            }}
          >
            {label}
          </Button>
        ))}
      </Stack>
      {failed && (
        <Typography role="alert" color="error">
          The download failed. Please try again.
        </Typography>
      )}
    </Stack>
  );
}
