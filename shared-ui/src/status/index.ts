/**
 * Status badges and money display shared by the tournament and room screens. A separate entry ('shared-ui/status'),
 * so the shell's first page does not load MUI's Chip; each remote that shows a badge bundles these few lines.
 */
export { formatMoney, formatUsd, formatAmount, type MoneyAmount, type MoneyFormat } from './money';
export { Money, type MoneyProps } from './Money';
export { TournamentStatusChip, tournamentStatusLabel, type TournamentBadgeStatus } from './TournamentStatusChip';
export { RoomStateChip, ROOM_STATE_LABELS, type RoomBadgeState } from './RoomStateChip';
