import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { focusRing } from './focus-ring';

export interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name: "Copy address". */
  what: string;
}

type Outcome = 'copied' | 'failed';

const OUTCOME_TEXT: Record<Outcome, string> = { copied: 'Copied', failed: 'Copy failed: select the text and copy it.' };

/**
 * Copies a whole address or hash; says whether it worked beside the button (a page on plain http has no clipboard,
 * and the text stays on screen to select).
 */
export function CopyButton({ text, what }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        aria-label={`Copy ${what}`}
        sx={{ minHeight: 32, ...focusRing }}
      >
        Copy
      </Button>
      <Box component="span" role="status" sx={{ typography: 'caption', color: outcome === 'failed' ? 'error.main' : 'text.secondary' }}>
        {outcome && OUTCOME_TEXT[outcome]}
      </Box>
    </Box>
  );
}
