import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { DealVerdict as Verdict } from 'poker-engine';
import type { HandReplay } from 'shared-events/contracts';
import { Link } from 'shared-ui/router';
import { checkDeal } from './deal-check';
import { DealVerdict } from './DealVerdict';

/** A reviewed hand's deal, checked in the browser on request. */
export function VerifyDeal({ replay }: { replay: HandReplay }) {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const { fairness } = replay;
  return (
    <Stack component="section" aria-labelledby="verify-deal" spacing={1}>
      <Typography id="verify-deal" variant="h6" component="h2">
        Fair deal
      </Typography>
      {fairness ? (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Button variant="outlined" startIcon={<VerifiedIcon />} onClick={() => setVerdict(checkDeal({ phh: replay.phh, fairness }))}>
              Verify deal
            </Button>
            <Link to={`/fairness?hand=${replay.id}`}>Open in the verifier</Link>
          </Stack>
          {verdict && <DealVerdict verdict={verdict} />}
        </>
      ) : (
        <Typography color="text.secondary">This hand was dealt before deals were committed to: there is nothing to verify.</Typography>
      )}
    </Stack>
  );
}
