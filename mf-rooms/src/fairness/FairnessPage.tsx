import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DealVerdict as Verdict } from 'poker-engine';
import { useSearchParams } from 'shared-ui/router';
import { useHandReplay } from '../api/hand-replay.api';
import { checkDeal, dealRecordText, parseDealRecord } from './deal-check';
import { DealVerdict } from './DealVerdict';
import { FairnessExplained } from './FairnessExplained';

/**
 * /fairness: how the deals are made provably fair, and a verifier that recomputes a deal in the browser from its
 * record: a hand of the player's own (`?hand=` from a review), or any record pasted in (and edited: a changed seed or
 * card fails).
 */
export default function FairnessPage() {
  const [params] = useSearchParams();
  const handId = Number(params.get('hand'));
  const fromHand = Number.isSafeInteger(handId) && handId > 0;
  const hand = useHandReplay(handId, fromHand);
  const loaded = hand.data?.fairness ? dealRecordText({ phh: hand.data.phh, fairness: hand.data.fairness }) : null;
  const [text, setText] = useState<string | null>(null);
  const [result, setResult] = useState<{ verdict: Verdict } | { error: string } | null>(null);
  const record = text ?? loaded ?? '';

  const verify = () => {
    const parsed = parseDealRecord(record);
    setResult(typeof parsed === 'string' ? { error: parsed } : { verdict: checkDeal(parsed) });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1">
        Provably fair deals
      </Typography>
      <FairnessExplained />
      <Stack component="section" aria-labelledby="verify-heading" spacing={2}>
        <Typography id="verify-heading" variant="h5" component="h2">
          Verify a deal
        </Typography>
        <Typography color="text.secondary">
          Open a hand in your hand history and choose Verify deal, or paste a deal record here. The check runs in your browser: nothing is sent.
        </Typography>
        {fromHand && hand.isSuccess && !hand.data.fairness && (
          <Typography role="note">This hand was dealt before deals were committed to: there is nothing to verify.</Typography>
        )}
        {fromHand && hand.isError && <Typography role="alert">This hand is not in your hand history.</Typography>}
        <TextField
          label="Deal record (JSON)"
          multiline
          minRows={6}
          maxRows={16}
          value={record}
          onChange={(event) => {
            setText(event.target.value);
            setResult(null);
          }}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
        <div>
          <Button variant="contained" onClick={verify} disabled={record.trim() === ''}>
            Verify
          </Button>
        </div>
        {result && 'error' in result && (
          <Typography role="alert" color="error">
            {result.error}
          </Typography>
        )}
        {result && 'verdict' in result && <DealVerdict verdict={result.verdict} />}
      </Stack>
    </Stack>
  );
}
