import { TABLE_IMAGES } from '../landing/table-images';
import type { GuideSection } from '../learn/learn-guides';

export const ABOUT_INTERVAL_MS = 5000;

export const ABOUT_SLIDES = [TABLE_IMAGES[3], TABLE_IMAGES[1], TABLE_IMAGES[6], TABLE_IMAGES[4]];

export const STATS = [
  { value: '8', label: 'Players per table' },
  { value: '24/7', label: 'Tournaments' },
  { value: 'USDT', label: 'Prize pools' },
] as const;

export const MISSION = [
  'Poker Legends exists to make tournament poker easy to join and fair to play. Anyone can sign up, fund a wallet and find a tournament starting soon, at any hour.',
  'We keep the rules visible and the money simple: entry fees and prize pools are in USDT, tables are small, and every step from registration to the final table is shown on screen.',
];

export const REQUIREMENTS: readonly GuideSection[] = [
  {
    heading: 'Players',
    items: [
      'Create an account, verify the e-mail address with a 6-character code and log in.',
      'Edit the profile and avatar and change the password.',
      'Deposit and withdraw wallet funds in USDT.',
      'Browse tournaments, register for and unregister from them, and enter the lobby once a tournament is running.',
      'Join, create or leave game rooms, and follow notifications, a dashboard and a hand history.',
    ],
  },
  {
    heading: 'Admins',
    items: [
      'Create, modify and delete tournaments, including recurring daily, weekly and monthly tournaments.',
      'View income, tournament, game and transaction statistics.',
    ],
  },
  {
    heading: 'Tournaments',
    items: [
      "No-Limit Hold'em and Pot-Limit Omaha, each with an entry fee, a start time and a duration.",
      'Registration is open until the start, with late registration for 15 minutes after it.',
      'The prize pool is paid in USDT: the number of registrations multiplied by the entry fee.',
    ],
  },
  {
    heading: 'Table rules',
    items: [
      '8 players per table at most.',
      'A table disbands at 4 remaining players.',
      'Players with 0 balance are removed.',
      'A 15-minute join window.',
    ],
  },
];

export const CONTACT_LINKS = [
  { label: 'support@pokerlegends.example', href: 'mailto:support@pokerlegends.example', kind: 'email' },
  { label: 'GitHub', href: 'https://github.com/pokerlegends-example', kind: 'github' },
] as const;
