/**
 * The live table, as the room page uses it: the controller (the table's state and actions), the screen of a hand in
 * play, and the felt's geometry the room's own seats are drawn on; the tournament's standing every table shows, the
 * player's finish, and their moves between tables. The room page imports this entry only; nothing in game/ imports
 * the room page.
 */
import { lazy } from 'react';

export { useLiveTable } from './controller/use-live-table';
export { useTableMoved } from './controller/use-table-moved';
export { useTournamentStanding } from './controller/use-tournament-standing';
export { closedTableLines, finishOf, type Finish } from './controller/standing';
export { AROUND_FELT, FELT_SURFACE, SEAT_LAYER_INSET } from './felt/felt-surface';
export { seatPosition } from './felt/seat-position';
export { StandingBar } from './view/StandingBar';
export { TextPlaceholder } from './view/TextPlaceholder';

// The live table is most of the game screen's code but shows only once a hand is dealt: its chunk is fetched when the
// room is playing (beside the table's snapshot), so a waiting room's first visit does not download it.
export const loadLiveTable = () => import(/* webpackChunkName: "live-table" */ './view/LiveTable');
export const LiveTable = lazy(() => loadLiveTable().then((module) => ({ default: module.LiveTable })));
// Shown once a tournament is over for the player: loaded then.
export const FinishDialog = lazy(() => import(/* webpackChunkName: "finish-dialog" */ './view/FinishDialog'));
// A recorded hand replayed on this felt (the hand history's review): loaded with that page.
export const HandReplayView = lazy(() => import(/* webpackChunkName: "hand-replay" */ './replay/HandReplayView'));
