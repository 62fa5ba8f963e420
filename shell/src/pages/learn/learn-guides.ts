export interface GuideSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  ordered?: boolean;
}

export interface Guide {
  id: string;
  label: string;
  intro: string;
  sections: readonly GuideSection[];
  /** An internal page the guide points to. */
  action?: { to: string; label: string };
}

const howToPlay: Guide = {
  id: 'how-to-play',
  label: 'How to Play',
  intro:
    "Poker is won by taking chips from the pot: either you hold the best five-card hand at the showdown, or every other player folds before it. Our tournaments are played as No-Limit Hold'em (NLH) and Pot-Limit Omaha (PLO).",
  sections: [
    {
      heading: 'Hand rankings, from best to worst',
      ordered: true,
      items: [
        'Royal flush: A, K, Q, J and 10, all of the same suit.',
        'Straight flush: five cards in sequence, all of the same suit (for example 5-6-7-8-9 of hearts).',
        'Four of a kind: four cards of the same rank.',
        'Full house: three of a kind together with a pair.',
        'Flush: five cards of the same suit, not in sequence.',
        'Straight: five cards in sequence of mixed suits. The ace plays high (10-J-Q-K-A) or low (A-2-3-4-5).',
        'Three of a kind: three cards of the same rank.',
        'Two pair: two different pairs.',
        'One pair: two cards of the same rank.',
        'High card: none of the above; the highest card plays.',
      ],
    },
    {
      heading: 'A hand step by step',
      items: [
        'The dealer button moves one seat clockwise every hand. The two players to its left post the small blind and the big blind.',
        'Every player is dealt hole cards face down, and the first betting round (pre-flop) starts left of the big blind.',
        'Three community cards are dealt face up (the flop), then a fourth (the turn), then a fifth (the river), each followed by a betting round.',
        'On your turn you can check (pass when there is no bet), bet, call, raise or fold. If more than one player remains after the river, the best hand wins the pot; equal hands split it.',
      ],
    },
    {
      heading: "No-Limit Hold'em",
      paragraphs: [
        'Each player gets two hole cards. Your hand is the best five cards out of your two hole cards and the five community cards: you may use both, one or none of your own cards.',
        'No-limit means you may bet any amount up to all the chips in front of you (all-in) at any time. The smallest bet is the big blind, and a raise must be at least as large as the previous bet or raise in that round.',
      ],
    },
    {
      heading: 'Pot-Limit Omaha',
      paragraphs: [
        'Each player gets four hole cards, and your hand must use exactly two of them together with exactly three of the five community cards. Four hearts in your hand and two on the board make no flush: you need three of the suit on the board.',
        "Pot-limit means the largest bet or raise is the size of the pot, counted after you call the current bet. Blinds, the flop, turn and river and the betting rounds are the same as in Hold'em.",
      ],
    },
  ],
};

const joinTournaments: Guide = {
  id: 'join-tournaments',
  label: 'Join Tournaments',
  intro: 'Every tournament on the platform is paid for and paid out in USDT from your wallet. This is how you take a seat.',
  sections: [
    {
      heading: 'Register',
      ordered: true,
      items: [
        'Create an account, verify your e-mail with the 6-character code we send you, and log in.',
        'Add funds to your USDT wallet with Deposit on your dashboard.',
        'Browse the tournament lobby at /tournaments. Search by game name and filter by status; each row shows the buy-in, prize pool, start time and number of players.',
        'Click Registering Now on a tournament that has not started yet. The confirmation shows the entry fee; confirm with Okay and the fee is taken from your USDT wallet. If your balance is too low, the dialog tells you how much is needed and Okay stays disabled.',
        'Changed your mind? Unregister in the tournament details before the start and the entry fee is refunded to your wallet.',
      ],
    },
    {
      heading: 'Late registration',
      paragraphs: [
        'Missed the start? Registration stays open for 15 minutes after a tournament begins. During that window the lobby offers Bonus Register instead of Registering Now.',
      ],
    },
    {
      heading: 'Play and results',
      items: [
        "Once the tournament is running, registered players see Enter Lobby. Click it to reach the game stage with the tournament's game rooms.",
        'The prize pool is the number of registrations multiplied by the entry fee, shown in USDT.',
        'When the tournament is over, Result shows how it finished.',
      ],
    },
  ],
  action: { to: '/tournaments', label: 'Browse tournaments' },
};

const joinGames: Guide = {
  id: 'join-games',
  label: 'Join Games',
  intro: 'A tournament is played in game rooms: tables that you join from the game stage after you enter the lobby.',
  sections: [
    {
      heading: 'Table rules',
      items: [
        'A table seats at most 8 players.',
        'A table disbands when only 4 players remain at it.',
        'Players whose balance reaches 0 are removed from the table.',
        'Rooms can be joined during a 15-minute join window.',
      ],
    },
    {
      heading: 'Taking a seat',
      ordered: true,
      items: [
        'Enter the lobby of a running tournament you are registered for.',
        'The game stage lists every room with its players (for example 5 / 8), its status and when it was created. Rooms with a password are marked Password Protected.',
        'Click Join on a room that is waiting for players. Full rooms show Full, and rooms that have already started cannot be joined. If you are already seated, the button reads Join Game and takes you back to your table.',
        'At the table the host starts the game once enough players are seated. You can leave the room, or leave the tournament, from the game controls.',
      ],
    },
  ],
};

const strategyTips: Guide = {
  id: 'strategy-tips',
  label: 'Strategy Tips',
  intro: 'Good tournament poker is patient and disciplined. These habits help at every level.',
  sections: [
    {
      heading: 'Fundamentals',
      items: [
        'Play fewer hands, and play them aggressively: raising gives you two ways to win, by having the best hand or by making others fold.',
        'Position matters. Acting last lets you see what everyone else does first, so play more hands on the button and fewer in early position.',
        'Think in pot odds. If you must call 10 to win a pot of 30, you need to win more than 25% of the time for the call to pay.',
        'Watch your opponents: who bets big with weak hands, who only raises with the nuts, who gives up easily.',
      ],
    },
    {
      heading: 'Tournament play',
      items: [
        'Count your stack in big blinds, not chips. Blinds keep rising, so a comfortable stack can become a short one quickly.',
        'With about 10 to 15 big blinds or fewer, move all-in or fold rather than making small raises you cannot continue with.',
        'Near the money and at the final table, survival has real value: avoid marginal all-ins against players who cover you.',
      ],
    },
    {
      heading: 'Pot-Limit Omaha',
      items: [
        "Hands run much closer together than in Hold'em. Prefer four cards that work together: connected, double-suited hands.",
        'Draw to the nuts. A second-best flush or straight loses big pots in Omaha.',
      ],
    },
    {
      heading: 'Bankroll and mindset',
      items: [
        'Only enter tournaments whose entry fee is a small part of your wallet balance.',
        'Take a break after a bad beat. Decisions made on tilt cost more than the hand that caused it.',
      ],
    },
  ],
};

export const LEARN_GUIDES: readonly Guide[] = [howToPlay, joinTournaments, joinGames, strategyTips];
