import Box from '@mui/material/Box';
import { flagUrl } from './flag-url';

/** A 20x15 flag beside the country name, so the image itself is decorative. */
export function FlagImage({ code }: { code: string }) {
  return (
    <Box
      component="img"
      src={flagUrl(code)}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      sx={{ flexShrink: 0, borderRadius: '2px', boxShadow: (theme) => `0 0 0 1px ${theme.palette.divider}` }}
    />
  );
}
