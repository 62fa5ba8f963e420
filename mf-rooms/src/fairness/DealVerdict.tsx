import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { DealVerdict as Verdict } from 'poker-engine';

/** What a check of a deal found, said plainly. */
export function DealVerdict({ verdict }: { verdict: Verdict }) {
  if (verdict.ok) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>The deal matches</AlertTitle>
        {`Every one of the ${verdict.checked} cards you saw is the card committed to before the deal, in the order the server's seed and the players' seeds drew.`}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>The deal does not match</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {verdict.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}
