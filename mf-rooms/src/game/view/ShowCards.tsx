import Button from '@mui/material/Button';

export interface ShowCardsProps {
  disabled: boolean;
  onShow: () => void;
}

/** After a hand you won uncontested, until the next deal: show your cards to the table (nobody sees them otherwise). */
export function ShowCards({ disabled, onShow }: ShowCardsProps) {
  return (
    <Button variant="outlined" disabled={disabled} onClick={onShow} sx={{ minHeight: 48 }}>
      Show cards
    </Button>
  );
}
