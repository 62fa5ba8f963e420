import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What the provably fair deal proves and what it does not (poker-engine FAIRNESS.md, for players). */
export function FairnessExplained() {
  return (
    <Stack spacing={1.5}>
      <Typography>
        Before each hand the server shuffles a deck, seals each of its 52 cards with a salted hash, and publishes one commitment to all of them and to
        a secret server seed. Your browser then adds a random seed of its own, as does every seated player’s. The order the cards are dealt in is
        drawn from the server seed and all the players’ seeds (HMAC-SHA-256 feeding an unbiased Fisher–Yates shuffle), so neither the server nor any
        one player chooses it alone.
      </Typography>
      <Typography>
        After the hand the server reveals its seed, the 52 sealed cards and, for you, the salts of the cards you saw: the board, the hands shown down
        and your own cards. Anyone can then recompute the order and check that every card seen is the card sealed before the deal. A mucked hand stays
        secret: its cards are never opened.
      </Typography>
      <Typography>
        What it does not prove: the server knows the cards while the hand is played, as every dealer does, so it must still be trusted not to share
        them; a player who sends no seed (disconnected) is dealt with the others’ seeds; and a card nobody saw is not checked.
      </Typography>
    </Stack>
  );
}
