import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DepositAddressResponse } from 'shared-events';
import { formatUsd } from 'shared-ui/status';
import { CopyButton } from './CopyButton.component';
import { shortHex } from './withdrawal-address';

/**
 * The server's QR code as an image: an SVG in an <img> is drawn, never run (no script, no markup in the page),
 * however the document was made.
 */
const qrImageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const factSx = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 } as const;

/** Where and how to send USDT: the player's own address (text, copy, QR) on one network, and what is credited. */
export function DepositInstructions({ deposit }: { deposit: DepositAddressResponse }) {
  const { address, network, minimumDeposit, qrSvg } = deposit;
  return (
    <Box>
      <Typography component="h3" variant="subtitle2">
        Your deposit address
      </Typography>
      <Typography
        component="p"
        data-testid="deposit-address"
        sx={{ fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere', my: 0.5 }}
      >
        {address}
      </Typography>
      <CopyButton text={address} what="deposit address" />
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
        <Box
          component="img"
          src={qrImageSource(qrSvg)}
          alt={`QR code of your deposit address ${address}`}
          width={184}
          height={184}
          // A light square around the code, so phones read it on the dark theme too.
          sx={{ bgcolor: '#ffffff', p: 1, borderRadius: 1 }}
        />
      </Box>
      <Box component="dl" sx={factSx}>
        <Typography component="dt" variant="body2" color="text.secondary">
          Network
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {network.name}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Token contract
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box component="span" sx={{ fontFamily: 'monospace' }} title={network.tokenContract}>
            USDT {shortHex(network.tokenContract)}
          </Box>
          <CopyButton text={network.tokenContract} what="token contract address" />
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Minimum deposit
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {formatUsd(minimumDeposit)} USDT; smaller transfers are not credited
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Credited after
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {network.confirmations} confirmations
        </Typography>
      </Box>
      <Alert severity="warning" sx={{ mt: 2 }}>
        Send only USDT on {network.name} to this address. Other tokens, or USDT sent on another network, are lost.
      </Alert>
    </Box>
  );
}
