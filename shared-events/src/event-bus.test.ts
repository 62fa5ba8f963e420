import { eventBus } from './event-bus';

test('subscribers receive only the events of their type', () => {
  const balances: number[] = [];
  const subscription = eventBus.on('wallet:balanceChanged').subscribe(({ balance }) => balances.push(balance));
  eventBus.emit('tournament:registered', { tournamentId: 3 });
  eventBus.emit('wallet:balanceChanged', { balance: 12.5 });
  subscription.unsubscribe();
  eventBus.emit('wallet:balanceChanged', { balance: 1 });
  expect(balances).toEqual([12.5]);
});
