/** The table's building blocks ('shared-ui/poker'): cards drawn by us, a seat in every state of a hand. */
export { PlayingCard, CARD_SIZES, type CardSize, type PlayingCardProps } from './PlayingCard';
export { PlayingCards, type PlayingCardsProps } from './PlayingCards';
export { cardFace, FULL_DECK, type CardFace, type Suit } from './card-face';
export { Seat, SEAT_SIZE, HERO_SEAT_SIZE, type SeatProps } from './Seat';
export { type SeatStatus } from './seat-state';
export { SeatMarkers, type Blind, type SeatMarkersProps } from './SeatMarkers';
export { ActionClock, type ActionClockProps } from './ActionClock';
export { ClockRing } from './ClockRing';
export { ChipStack, type ChipStackProps } from './ChipStack';
export { bigBlinds, chipCount, exactChips } from './chip-count';
export { BlindLevelsTable, levelLengthText, scheduleText, type BlindLevelsTableProps } from './BlindLevelsTable';
export { visuallyHidden } from './visually-hidden';
