import type { Theme } from '@mui/material/styles';

// Native controls styled like the theme's outlined fields: MUI's TextField (with Select, Menu, Popover and Modal
// behind it), or even its FormControl and OutlinedInput, would add to the list's first paint (the detail page's lobby
// tabs are in the same module), which the page's 300 KB budget cannot spare.
export const nativeField = (theme: Theme) => ({
  height: 40,
  px: 1.5,
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  color: 'text.primary',
  bgcolor: 'background.paper',
  colorScheme: theme.palette.mode,
  border: 1,
  borderColor: theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
  borderRadius: 1,
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: theme.palette.primary.main, outlineOffset: 0, borderColor: 'primary.main' },
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
});

/** The visible label above a native field, wrapping it (so the field is named by it). */
export const nativeFieldLabel = { display: 'flex', flexDirection: 'column', gap: 0.5, typography: 'body2', color: 'text.secondary' } as const;
