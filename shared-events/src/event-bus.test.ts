import { eventBus } from './event-bus';

test('subscribers receive only the events of their type', () => {
  const reasons: string[] = [];
  const subscription = eventBus.on('socket:disconnected').subscribe(({ reason }) => reasons.push(reason));
  eventBus.emit('socket:connected', { id: 'a1' });
  eventBus.emit('socket:disconnected', { reason: 'transport close' });
  subscription.unsubscribe();
  eventBus.emit('socket:disconnected', { reason: 'io client disconnect' });
  expect(reasons).toEqual(['transport close']);
});
