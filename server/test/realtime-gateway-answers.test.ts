import type { Ack } from 'shared-events/contracts';
import { actionAnswers, REMEMBERED_ACTION_MS, REMEMBERED_ACTIONS_PER_USER } from '../src/realtime/action-answers';
import { tokenBuckets } from '../src/realtime/token-buckets';

/** The gateway's memory of answered actions and its rate buckets, on a clock the test moves. */
let now = 0;
const clock = () => now;
beforeEach(() => (now = 0));

const ok = (actionId: string): Ack => ({ ok: true, actionId, result: null });
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('actionAnswers', () => {
  it('gives a resend the pending answer of the first request, and refuses the id for another request', async () => {
    const answers = actionAnswers(clock);
    let answer!: (ack: Ack) => void;
    const pending = new Promise<Ack>((resolve) => (answer = resolve));
    answers.remember(1, 'a', 'req', pending);
    const resent = answers.recall(1, 'a', 'req');
    expect(resent).toEqual({ kind: 'resent', answer: pending });
    expect(answers.recall(1, 'a', 'other')).toEqual({ kind: 'reused' });
    expect(answers.recall(2, 'a', 'req')).toEqual({ kind: 'new' });
    answer(ok('a'));
    expect(await (resent as { answer: Promise<Ack> }).answer).toEqual(ok('a'));
  });

  it('forgets answers that ask to try again, and answers past their time', async () => {
    const answers = actionAnswers(clock);
    answers.remember(1, 'crash', 'req', Promise.resolve({ ok: false, actionId: 'crash', code: 'INTERNAL', message: '' }));
    answers.remember(1, 'kept', 'req', Promise.resolve(ok('kept')));
    await settled();
    expect(answers.recall(1, 'crash', 'req').kind).toBe('new');
    expect(answers.recall(1, 'kept', 'req').kind).toBe('resent');
    now += REMEMBERED_ACTION_MS + 1;
    answers.remember(1, 'later', 'req', Promise.resolve(ok('later')));
    await settled();
    expect(answers.recall(1, 'kept', 'req').kind).toBe('new');
    expect(answers.recall(1, 'later', 'req').kind).toBe('resent');
  });

  it('keeps at most the last answers of a user', async () => {
    const answers = actionAnswers(clock);
    for (let index = 0; index <= REMEMBERED_ACTIONS_PER_USER; index += 1) answers.remember(1, `id${index}`, 'req', Promise.resolve(ok(`id${index}`)));
    await settled();
    expect(answers.recall(1, 'id0', 'req').kind).toBe('new');
    expect(answers.recall(1, 'id1', 'req').kind).toBe('resent');
  });
});

describe('tokenBuckets', () => {
  it('allows a burst, then the rate', () => {
    const buckets = tokenBuckets(clock);
    const limit = { perSecond: 2, burst: 3 };
    expect([1, 2, 3, 4].map(() => buckets.take('k', limit))).toEqual([true, true, true, false]);
    expect(buckets.take('other', limit)).toBe(true);
    now += 500;
    expect([buckets.take('k', limit), buckets.take('k', limit)]).toEqual([true, false]);
  });
});
