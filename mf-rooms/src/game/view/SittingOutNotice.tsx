import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** While you sit out: what that means, and the way back in (from the next hand). */
export function SittingOutNotice({ disabled, onBack }: { disabled: boolean; onBack: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" variant="outlined" disabled={disabled} onClick={onBack} sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
          I&apos;m back
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
    >
      You are sitting out: your blinds are posted and your hands folded until you come back.
    </Alert>
  );
}
