import Box from '@mui/material/Box';

/**
 * A grey bar holding a text's place until it loads, so nothing moves when it arrives. Not MUI's Skeleton: the shell
 * does not share it, and bundling it here pulled a second copy of MUI's styling internals.
 */
export function TextPlaceholder({ width }: { width: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width, maxWidth: '100%', height: '0.9em', borderRadius: 1, bgcolor: 'action.hover', verticalAlign: 'middle' }}
    />
  );
}
