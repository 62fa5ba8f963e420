import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'shared-ui/router';

/** The about page's word on fairness: every deal can be checked after the hand (the verifier is at /fairness). */
export function FairDeals() {
  return (
    <Box component="section" aria-labelledby="fairness-heading" sx={{ maxWidth: 820 }}>
      <Typography id="fairness-heading" variant="h4" component="h2" gutterBottom>
        Provably Fair Deals
      </Typography>
      <Typography sx={{ fontSize: 18, color: 'text.secondary', mb: 2 }}>
        Before every hand the server seals the deck and its own secret seed, and your browser adds a random seed of its own: the deal order comes from
        all of them, so no one chooses it alone. After the hand the seeds are revealed, and you can check in your browser that every card you saw was
        sealed before the deal, while a mucked hand stays secret.
      </Typography>
      <Typography sx={{ fontSize: 18 }}>
        <Link to="/fairness">How it works, and verify a deal</Link>
      </Typography>
    </Box>
  );
}
