import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { assetUrl } from 'shared-events';
import { CloseIcon } from './icons';

export interface BannerOverlayProps {
  name: string;
  /** The banner's path on the API host. */
  banner: string;
  onClose: () => void;
}

/** A tournament's banner at full size; the close button or Escape closes it. */
export default function BannerOverlay({ name, banner, onClose }: BannerOverlayProps) {
  return (
    <Dialog
      open
      maxWidth={false}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': `${name} banner`,
          sx: { m: { xs: 1, sm: 4 }, width: 1200, maxWidth: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' }, bgcolor: 'background.default' },
        },
      }}
    >
      <IconButton
        onClick={onClose}
        aria-label="Close banner"
        sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0, 0, 0, 0.6)', color: '#fff', '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' } }}
      >
        <CloseIcon />
      </IconButton>
      <Box
        component="img"
        src={assetUrl(banner)}
        alt={`${name} banner`}
        // Up to the viewport: a vector banner has no pixel size of its own, a photo keeps its proportions.
        sx={{ display: 'block', width: '100%', maxHeight: 'calc(100vh - 64px)', objectFit: 'contain' }}
      />
    </Dialog>
  );
}
