import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'shared-ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        textAlign: 'center',
        px: 2,
      }}
    >
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 72, md: 96 } }}>
        404
      </Typography>
      <Typography variant="h5" component="p" color="text.secondary">
        Oops! Page not found
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Return to Home
      </Button>
    </Box>
  );
}
