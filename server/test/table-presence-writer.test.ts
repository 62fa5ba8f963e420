import { presenceWriter, type Presence } from '../src/tables/table-presence';
import type { TableOutcome } from '../src/tables/table-actions';

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A writer whose writes hold until released, each noted with what it was given. */
function heldWriter() {
  const writes: { tableId: number; presence: Record<number, boolean>; release: (fail?: Error) => void }[] = [];
  const published: number[] = [];
  const errors: object[] = [];
  const write = presenceWriter({
    write: (tableId: number, presence: Presence) =>
      new Promise<TableOutcome<{ tableId: number }> | undefined>((resolve, reject) =>
        writes.push({
          tableId,
          presence: Object.fromEntries(presence),
          release: (fail) => (fail ? reject(fail) : resolve({ result: { tableId }, frames: [], dueAt: null } as TableOutcome<{ tableId: number }>)),
        }),
      ),
    publish: (tableId) => published.push(tableId),
    log: { error: (details) => errors.push(details) },
  });
  return { write, writes, published, errors };
}

describe('the seats’ presence, written table by table', () => {
  it('writes what came for a table while its write waited in one write after it, the later word on a user winning', async () => {
    const { write, writes, published } = heldWriter();
    write(7, new Map([[1, true]]));
    write(7, new Map([[2, true]]));
    write(7, new Map([[3, false]]));
    write(7, new Map([[2, false]]));
    write(8, new Map([[4, true]]));
    await settle();
    // Table 7's first word is being written; table 8's goes at once, beside it.
    expect(writes.map(({ tableId, presence }) => [tableId, presence])).toEqual([
      [7, { 1: true }],
      [8, { 4: true }],
    ]);
    writes[0].release();
    await settle();
    expect(writes.slice(2).map(({ tableId, presence }) => [tableId, presence])).toEqual([[7, { 2: false, 3: false }]]);
    writes[1].release();
    writes[2].release();
    await settle();
    expect(writes).toHaveLength(3);
    expect(published.sort()).toEqual([7, 7, 8]);
    // Idle again: the next word is written straight away.
    write(7, new Map([[1, false]]));
    await settle();
    expect(writes.slice(3).map(({ tableId, presence }) => [tableId, presence])).toEqual([[7, { 1: false }]]);
  });

  it('logs a failed write and goes on with what came meanwhile', async () => {
    const { write, writes, published, errors } = heldWriter();
    write(7, new Map([[1, true]]));
    await settle();
    write(7, new Map([[2, true]]));
    writes[0].release(new Error('deadlock'));
    await settle();
    expect(errors).toEqual([expect.objectContaining({ tableId: 7, users: [1] })]);
    expect(writes.slice(1).map(({ presence }) => presence)).toEqual([{ 2: true }]);
    writes[1].release();
    await settle();
    expect(published).toEqual([7]);
  });
});
