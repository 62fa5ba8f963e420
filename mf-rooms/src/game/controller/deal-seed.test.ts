import type { Ack, TableSeedRequest } from 'shared-events/contracts';
import { tableSeat, tableView } from '../test/live-table.fixtures';
import { contributeSeed, dealSeedRecord, dealToSeed, newClientSeed } from './deal-seed';

const nextDeal = (handNumber: number) => ({ handNumber, handKey: `table:5:hand:${handNumber}`, commitment: 'c'.repeat(64) });

function sender(answer: Ack = { ok: true, actionId: 'a', result: {} }) {
  const sent: [string, TableSeedRequest][] = [];
  const send = async (event: string, payload: TableSeedRequest) => {
    sent.push([event, payload]);
    return answer;
  };
  return { sent, send };
}

beforeEach(() => sessionStorage.clear());

describe('the seed a seated player gives to each committed deal', () => {
  it('is 16 random bytes in lowercase hex, new each time', () => {
    expect(newClientSeed()).toMatch(/^[0-9a-f]{32}$/);
    expect(newClientSeed()).not.toBe(newClientSeed());
  });

  it('is given only by a player seated with chips, while the table awaits the next hand', () => {
    expect(dealToSeed(tableView({ nextDeal: nextDeal(2) }), 3)).toEqual(nextDeal(2));
    expect(dealToSeed(tableView({ nextDeal: nextDeal(2) }), 99)).toBeNull();
    expect(dealToSeed(tableView({ nextDeal: null }), 3)).toBeNull();
    const busted = tableView({ nextDeal: nextDeal(2), seats: [tableSeat(1, 3, 'flop_queen', { status: 'busted', stack: 0 })] });
    expect(dealToSeed(busted, 3)).toBeNull();
  });

  it('sends table:seed once per hand and keeps the commitment seen and the seed sent in the session', async () => {
    const { sent, send } = sender();
    const view = tableView({ nextDeal: nextDeal(7) });
    await contributeSeed(view, 3, send);
    await contributeSeed(view, 3, send);
    expect(sent).toEqual([['table:seed', { tableId: 5, handNumber: 7, seed: expect.stringMatching(/^[0-9a-f]{32}$/) }]]);
    expect(dealSeedRecord('table:5:hand:7')).toEqual({ commitment: 'c'.repeat(64), seed: sent[0][1].seed });
  });

  it('sends nothing for a hand this session already seeded (a reload), and takes a refusal quietly', async () => {
    sessionStorage.setItem('poker-fair:table:5:hand:8', JSON.stringify({ commitment: 'c'.repeat(64), seed: 'ab'.repeat(16) }));
    const { sent, send } = sender({ ok: false, actionId: 'a', code: 'DEAL_NOT_OPEN', message: 'too late' });
    await contributeSeed(tableView({ nextDeal: nextDeal(8) }), 3, send);
    expect(sent).toHaveLength(0);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(contributeSeed(tableView({ nextDeal: nextDeal(9) }), 3, send)).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(info).toHaveBeenCalledWith('[table] seed for table:5:hand:9 refused:', 'DEAL_NOT_OPEN');
    info.mockRestore();
  });
});
