import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { assetUrl, errorMessage } from 'shared-events';
import { useUploadBanner } from '../api/admin-banners.api';

/** The two places a banner shows, at their shapes: the lobby's thumbnail (4:3) and the tournament page's header (16:9). */
const FRAMES = [
  { caption: 'Lobby', alt: 'Banner in the lobby', width: 112, aspectRatio: '4 / 3' },
  { caption: 'Tournament page', alt: 'Banner on the tournament page', width: 192, aspectRatio: '16 / 9' },
] as const;

/**
 * A tournament's banner: an image chosen is shown at once as the lobby and the tournament page will crop it, and
 * uploaded (POST /api/admin/banners); its path becomes the field's value. The server decides by the file's content
 * and size, and its refusal is said under the picture (the banner before stays).
 */
export function BannerField({ value, onChange }: { value: string; onChange: (banner: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBanner();
  // The chosen file, shown from the browser's memory while it uploads and after.
  const [chosen, setChosen] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen);
    },
    [chosen],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    setChosen(URL.createObjectURL(file));
    try {
      onChange((await upload.mutateAsync(file)).banner);
    } catch (failure) {
      setChosen(undefined);
      setError(errorMessage(failure, 'The banner was not uploaded.'));
    }
  };
  const remove = () => {
    setChosen(undefined);
    setError(undefined);
    onChange('');
  };
  const image = chosen ?? assetUrl(value);

  return (
    <Stack spacing={1.5} sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        Banner (optional): a PNG, JPEG or WebP image of at most 1 MB, cropped as below.
      </Typography>
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        {FRAMES.map((frame) => (
          <Box component="figure" key={frame.caption} sx={{ m: 0 }}>
            <Box sx={{ width: frame.width, aspectRatio: frame.aspectRatio, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.selected' }}>
              {image && (
                <Box component="img" src={image} alt={frame.alt} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              )}
            </Box>
            <Typography component="figcaption" variant="caption" color="text.secondary">
              {frame.caption}
            </Typography>
          </Box>
        ))}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-label="Banner image"
        hidden
        onChange={(event) => void choose(event)}
      />
      <Stack direction="row" useFlexGap sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => input.current?.click()} disabled={upload.isPending}>
          {upload.isPending ? 'Uploading...' : image ? 'Change banner' : 'Choose banner'}
        </Button>
        {image && !upload.isPending && (
          <Button size="small" onClick={remove}>
            Remove banner
          </Button>
        )}
      </Stack>
      {upload.isPending && <LinearProgress aria-label="Banner upload progress" sx={{ borderRadius: 1 }} />}
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
