import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { HandHistoryRow } from 'shared-events/contracts';
import { InfoDialog } from 'shared-ui/dialogs';
import { PlayingCards } from 'shared-ui/poker';
import { chipsText, GAME_NAMES, resultText } from './hand-result';
import { handDateFormat, RESULT_COLORS } from './HandHistoryTable';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, minWidth: 0 }}>
        {children}
      </Box>
    </>
  );
}

/** One hand looked at again: where and when, the board, the player's cards, the winning hand and the pot. */
export default function HandReviewDialog({ hand, onClose }: { hand: HandHistoryRow; onClose: () => void }) {
  return (
    <InfoDialog title={`Hand #${hand.handNumber}`} onClose={onClose}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25, alignItems: 'center' }}>
        <Fact label="Tournament">{hand.tournamentName}</Fact>
        <Fact label="Room">{hand.roomId}</Fact>
        <Fact label="Date">{handDateFormat.format(new Date(hand.date))}</Fact>
        <Fact label="Game">
          {GAME_NAMES[hand.gameType]}, blinds {hand.stakes}
        </Fact>
        <Fact label="Board">{hand.board.length > 0 ? <PlayingCards cards={hand.board} label="Board" wrap /> : 'No board dealt'}</Fact>
        <Fact label="Your hand">
          <PlayingCards cards={hand.myHand} label="Your hand" />
        </Fact>
        <Fact label="Winning hand">{hand.winningHand ?? 'No showdown'}</Fact>
        <Fact label="Pot">{chipsText(hand.potSize)}</Fact>
        <Fact label="Result">
          <Typography component="span" sx={{ color: RESULT_COLORS[hand.result], fontWeight: 700 }}>
            {resultText(hand)}
          </Typography>
        </Fact>
      </Box>
    </InfoDialog>
  );
}
