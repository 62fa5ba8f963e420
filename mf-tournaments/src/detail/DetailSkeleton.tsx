import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { DetailColumns } from './DetailColumns';

/** The page's frame while a tournament opened by its address loads: the header, details and players panels. */
export function DetailSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading tournament">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }}>
          <Skeleton variant="rounded" sx={{ width: { xs: '100%', sm: 240 }, height: 'auto', aspectRatio: '16 / 9' }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" sx={{ typography: 'h4', width: '60%' }} />
            <Skeleton variant="rounded" width={140} height={24} sx={{ my: 1.5 }} />
            <Skeleton variant="rounded" width={160} height={36} />
          </Box>
        </Stack>
      </Paper>
      <DetailColumns main={<Skeleton variant="rounded" height={260} />} side={<Skeleton variant="rounded" height={260} />} />
    </Stack>
  );
}
