import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
        <DealRecordField
          value={record}
          onChange={(value) => {
            setText(value);
            setResult(null);
          }}
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

/**
 * The deal record, as a labelled native text area: a multi-line MUI text field would bring its own copy of MUI's
 * input family to this page (about 45 KB), for a box that only holds text to paste and edit.
 */
function DealRecordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Stack spacing={0.75}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 600 }}>
        Deal record (JSON)
      </Typography>
      <Box
        component="textarea"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        spellCheck={false}
        rows={12}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          resize: 'vertical',
          p: 1.5,
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: 1.5,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'text.secondary',
          borderRadius: 1,
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      />
    </Stack>
  );
}
