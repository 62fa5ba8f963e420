/**
 * Status badges, money and countdowns shared by the tournament, room and wallet screens. A separate entry ('shared-ui/status'),
 * so the shell's first page does not load MUI's Chip; each remote that shows a badge bundles these few lines.
 */
export { formatMoney, formatUsd, formatAmount, type MoneyAmount, type MoneyFormat } from './money';
export { Money, type MoneyProps } from './Money';
export { TournamentStatusChip, tournamentStatusLabel, type TournamentBadgeStatus } from './TournamentStatusChip';
export { RoomStateChip, ROOM_STATE_LABELS, type RoomBadgeState } from './RoomStateChip';
export { Countdown, type CountdownProps } from './Countdown';
export { CountdownDisplay, type CountdownDisplayProps, type CountdownText } from './CountdownDisplay';
export { useSecondsClock } from './use-seconds-clock';
export { formatDuration, secondsLeft } from './format-duration';
