import { existsSync } from 'node:fs';
import path from 'node:path';
import { computeTournamentStatus } from 'shared-events/contracts';
import { DEMO_EMAIL_DOMAIN, demoPlayers, demoRegistrations, demoSpareBalance } from '../src/seed/demo-players';
import { sampleTournaments } from '../src/seed/sample-tournaments';

const now = new Date('2030-01-01T12:00:00.000Z');
const MINUTE = 60_000;
const tournaments = sampleTournaments(now);
const minutesFromNow = (at: Date) => (at.getTime() - now.getTime()) / MINUTE;

describe('sample tournaments', () => {
  it('are placed around now with every status of the clock', () => {
    const statuses = tournaments.map((tournament) => computeTournamentStatus(tournament, now));
    expect(new Set(statuses)).toEqual(new Set(['registering', 'late reg', 'running', 'completed']));
    expect(statuses.filter((status) => status === 'late reg')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'running')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'completed')).toHaveLength(1);

    const lateReg = tournaments[statuses.indexOf('late reg')];
    expect(minutesFromNow(lateReg.startsAt)).toBe(-5);
    expect(minutesFromNow(tournaments[statuses.indexOf('running')].startsAt)).toBe(-40);
    const finished = tournaments[statuses.indexOf('completed')];
    const endedHoursAgo = -(minutesFromNow(finished.startsAt) + finished.durationMinutes) / 60;
    expect(endedHoursAgo).toBeGreaterThanOrEqual(12);
    expect(endedHoursAgo).toBeLessThanOrEqual(36);
  });

  it('register at several horizons: minutes, hours, tomorrow and next week, on whole minutes', () => {
    const upcoming = tournaments.filter((tournament) => tournament.startsAt > now).map((tournament) => minutesFromNow(tournament.startsAt));
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
    expect(upcoming.some((minutes) => minutes >= 20 && minutes <= 21)).toBe(true);
    expect(upcoming.some((minutes) => minutes >= 120 && minutes <= 121)).toBe(true);
    expect(upcoming.some((minutes) => minutes >= 24 * 60 && minutes < 48 * 60)).toBe(true);
    expect(upcoming.some((minutes) => minutes >= 7 * 24 * 60)).toBe(true);
    for (const tournament of tournaments.filter((t) => t.startsAt > now)) expect(tournament.startsAt.getTime() % MINUTE).toBe(0);
  });

  it('mix NLH and PLO, free and paid buy-ins, guaranteed pools and realistic fields', () => {
    expect(new Set(tournaments.map((t) => t.gameType))).toEqual(new Set(['NLH', 'PLO']));
    const fees = new Set(tournaments.map((t) => Number(t.entryFeeMicros / 1_000_000n)));
    for (const fee of [0, 5, 10, 25, 50, 100]) expect(fees).toContain(fee);
    expect(tournaments.filter((t) => t.guaranteedPoolMicros > 0n).length).toBeGreaterThanOrEqual(3);
    expect(tournaments.filter((t) => t.entryFeeMicros === 0n).every((t) => t.guaranteedPoolMicros === 0n)).toBe(true);
    expect(new Set(tournaments.map((t) => t.name)).size).toBe(tournaments.length);
    expect(tournaments.map((t) => t.name)).toEqual(expect.arrayContaining(['Sunday Million', 'Omaha Thunder', 'Midnight Turbo']));
    for (const t of tournaments) {
      expect(t.maxPlayers).toBeGreaterThanOrEqual(100);
      expect(t.maxPlayers).toBeLessThanOrEqual(1000);
      expect(t.minPlayers).toBeGreaterThanOrEqual(2);
      expect(t.demoPlayers).toBeLessThanOrEqual(t.maxPlayers);
      expect(t.startingStack).toBeGreaterThan(0);
      // SPEC §5: registering needs a balance of max(entry fee, starting stack); a newcomer's deposit should cover it.
      const required = Math.max(Number(t.entryFeeMicros / 1_000_000n), t.startingStack);
      expect(required).toBeLessThanOrEqual(t.entryFeeMicros === 0n ? 100 : 1_500);
      expect(t.blindSpeedSeconds).toBeGreaterThanOrEqual(60);
      expect(t.lateRegMinutes).toBeLessThan(t.durationMinutes);
    }
  });

  it('point banners at images the shell serves, or at none', () => {
    const shellPublic = path.join(__dirname, '..', '..', 'shell', 'public');
    expect(tournaments.some((t) => t.banner === null)).toBe(true);
    for (const { banner } of tournaments.filter((t) => t.banner !== null)) expect(existsSync(path.join(shellPublic, banner!))).toBe(true);
  });

  it('have prize structures that pay out exactly the whole pool', () => {
    for (const { prizeStructure } of tournaments) {
      const total = prizeStructure.reduce((sum, { place, percent }) => {
        const [first, last = first] = place.split('-').map(Number);
        return sum + (last - first + 1) * percent;
      }, 0);
      expect(total).toBe(100);
      const places = prizeStructure.map(({ place }) => Number(place.split('-')[0]));
      expect(places).toEqual([...places].sort((a, b) => a - b));
    }
  });
});

describe('demo players', () => {
  const players = demoPlayers();

  it('have unique names and e-mails on a reserved domain that no mail reaches', () => {
    expect(DEMO_EMAIL_DOMAIN.endsWith('.invalid')).toBe(true);
    expect(new Set(players.map((p) => p.username.toLowerCase())).size).toBe(players.length);
    for (const player of players) {
      expect(player.email).toBe(`${player.username.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`);
      expect(player.username.length).toBeGreaterThanOrEqual(3);
      expect(player.firstName).not.toBe('');
    }
  });

  it('are spread over tournaments with each field the requested size and nobody registered twice', () => {
    const registrations = demoRegistrations(players.length, tournaments);
    tournaments.forEach((tournament, index) => {
      const field = registrations.filter((r) => r.tournament === index).map((r) => r.player);
      expect(field).toHaveLength(Math.min(tournament.demoPlayers, players.length));
      expect(new Set(field).size).toBe(field.length);
    });
    const perPlayer = players.map((_, player) => registrations.filter((r) => r.player === player).length);
    expect(Math.min(...perPlayer)).toBeGreaterThanOrEqual(1);
    expect(demoRegistrations(3, [{ demoPlayers: 10 }])).toHaveLength(3);
    expect(demoRegistrations(0, [{ demoPlayers: 10 }])).toEqual([]);
  });

  it('keep a varied positive balance after their entries', () => {
    const spares = players.map((_, index) => demoSpareBalance(index));
    expect(Math.min(...spares.map(Number))).toBeGreaterThanOrEqual(20_000_000);
    expect(new Set(spares).size).toBeGreaterThan(players.length / 2);
  });
});
