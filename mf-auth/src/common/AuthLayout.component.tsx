import type { ReactNode } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import { PRODUCT_NAME } from 'shared-ui';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

function feltBackground(theme: Theme): string {
  return theme.palette.mode === 'dark'
    ? 'radial-gradient(ellipse 120% 80% at 50% 0%, #1f5c3a 0%, #0f3321 45%, #07160f 100%)'
    : 'radial-gradient(ellipse 120% 80% at 50% 0%, #f3fbf5 0%, #d7eedf 50%, #b5dcc2 100%)';
}

function BrandMark() {
  return (
    <Link component={RouterLink} to="/" underline="none" color="inherit" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontSize: 24,
          lineHeight: 1,
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          boxShadow: (theme) => `0 0 0 3px ${theme.palette.secondary.main}`,
        }}
      >
        ♠
      </Box>
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: 0.3 }}>
        {PRODUCT_NAME}
      </Typography>
    </Link>
  );
}

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The line under the form, e.g. the link to the other auth screen. */
  footer?: ReactNode;
}

/** The full-screen frame of the auth screens: a card on the felt, with the brand above the title. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, sm: 6 },
        background: feltBackground,
        color: 'text.primary',
      }}
    >
      <Paper
        elevation={12}
        sx={{
          width: '100%',
          maxWidth: 460,
          p: { xs: 2.5, sm: 4.5 },
          borderRadius: '16px',
          border: 1,
          borderColor: 'divider',
          borderTop: (theme) => `4px solid ${theme.palette.secondary.main}`,
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <BrandMark />
        </Box>
        <Typography variant="h5" component="h1" align="center" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
        {footer && (
          <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
            {footer}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
