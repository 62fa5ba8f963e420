// The clock lives in shared-ui/status; this path stays only until dialogs/ResultsDialog and dialogs/TournamentDetailsDialog import it from there.
export { useSecondsClock } from 'shared-ui/status';
