import { createPlayer, type TestPlayer } from './rooms';
import type { TestApp } from './test-app';
import { emptyTally, type Actual, type Amount, type Model, type Operation } from './money-model-state';
import { registerPath } from './tournament-api';

/** The live side of the money model: one server, its admin, and this run's players (players[i] is model.users[i]). */
export interface LiveSystem {
  t: TestApp;
  admin: TestPlayer;
  players: TestPlayer[];
}

/** A 5xx is never an acceptable answer, whatever the model says: it is reported as such, not as a mismatch. */
export class ServerError extends Error {}

/** Fresh players with empty wallets for one run: the model starts from nothing. */
export async function startRun(t: TestApp, admin: TestPlayer, playerCount: number): Promise<{ model: Model; real: LiveSystem }> {
  const players: TestPlayer[] = [];
  for (let index = 0; index < playerCount; index += 1) players.push(await createPlayer(t, { balanceMicros: 0n }));
  const model: Model = {
    now: t.clock.now().getTime(),
    users: players.map((player) => ({ id: player.id, balance: 0n, keys: {}, tally: emptyTally() })),
    tournaments: [],
  };
  return { model, real: { t, admin, players } };
}

export const amountText = (amount: Amount): string =>
  'invalid' in amount ? `invalid ${JSON.stringify(amount.invalid)}` : `${decimal(amount.micros)}${amount.as === 'string' ? ' (string)' : ''}`;

/** Exact decimal text of a micro-USDT amount ('2500000' → '2.5'). */
export function decimal(micros: bigint): string {
  const whole = micros / 1_000_000n;
  const fraction = (micros % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

const amountValue = (amount: Amount): unknown =>
  'invalid' in amount ? amount.invalid : amount.as === 'string' ? decimal(amount.micros) : Number(decimal(amount.micros));

/** Sends one operation to the API and returns what it answered. */
export async function send(system: LiveSystem, model: Model, operation: Operation): Promise<Actual> {
  const { t, admin, players } = system;
  let response;
  switch (operation.type) {
    case 'wallet': {
      const headers = { ...players[operation.user].headers, ...(operation.key === undefined ? {} : { 'idempotency-key': operation.key }) };
      const path = `/api/users/wallet/${operation.kind === 'deposit' ? 'deposit' : 'withdraw'}`;
      response = await t.request('POST', path, { body: { amount: amountValue(operation.amount) }, headers });
      break;
    }
    case 'register':
      response = await t.request('POST', registerPath(operation.tournamentId), { headers: players[operation.user].headers });
      break;
    case 'unregister':
      response = await t.request('DELETE', registerPath(operation.tournamentId), { headers: players[operation.user].headers });
      break;
    case 'cancel':
      response = await t.request('POST', `/api/admin/tournaments/${operation.tournamentId}/cancel`, { headers: admin.headers });
      break;
    case 'delete':
      response = await t.request('DELETE', `/api/admin/tournaments/${operation.tournamentId}`, { headers: admin.headers });
      break;
    case 'create': {
      const spec = operation.tournament;
      const body = {
        name: `Model ${model.tournaments.length + 1}`,
        gameType: 'NLH',
        entryFee: decimal(spec.feeMicros),
        startsAt: new Date(model.now + spec.startsInMinutes * 60_000).toISOString(),
        maxPlayers: spec.maxPlayers,
        durationMinutes: spec.durationMinutes,
        lateRegMinutes: spec.lateRegMinutes,
        startingStack: spec.startingStack,
      };
      response = await t.request('POST', '/api/admin/tournaments', { body, headers: admin.headers });
      break;
    }
  }
  if (response.status >= 500) throw new ServerError(`${describeOperation(operation)} answered ${response.status}: ${response.text}`);
  return { status: response.status, body: response.body, replayed: response.headers.get('idempotent-replayed') === 'true' };
}

export function describeOperation(operation: Operation): string {
  switch (operation.type) {
    case 'wallet':
      return `${operation.kind}(u${operation.user}, ${amountText(operation.amount)}${operation.key === undefined ? '' : `, key ${operation.key}`})`;
    case 'register':
    case 'unregister':
      return `${operation.type}(u${operation.user}, tournament ${operation.tournamentId})`;
    case 'cancel':
    case 'delete':
      return `${operation.type}(tournament ${operation.tournamentId})`;
    case 'create': {
      const { feeMicros, maxPlayers, startsInMinutes, lateRegMinutes, durationMinutes, startingStack } = operation.tournament;
      return `create(fee ${decimal(feeMicros)}, ${maxPlayers} seats, starts in ${startsInMinutes} min, late reg ${lateRegMinutes} min, ${durationMinutes} min long, stack ${startingStack})`;
    }
  }
}
