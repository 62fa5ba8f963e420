import { asClientRequest, asLeaseRenewal, asPlatformWork, CLIENT_SHARE, ConnectionQueue } from '../src/db/connection-queue';

/** A piece of work that holds its connection until released, and says when it started. */
function held(started: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { run: () => (started.push(name), done.then(() => name)), release };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the queue for the pool’s connections', () => {
  it('runs at most its size at once, the platform’s work before the clients’ requests queued earlier', async () => {
    const queue = new ConnectionQueue(2);
    const started: string[] = [];
    const work = Object.fromEntries(['a', 'b', 'page 1', 'page 2', 'clock', 'director'].map((name) => [name, held(started, name)]));
    const results = [
      queue.run(work.a.run),
      queue.run(work.b.run),
      asClientRequest(() => queue.run(work['page 1'].run)),
      asClientRequest(() => queue.run(work['page 2'].run)),
      queue.run(work.clock.run),
      queue.run(work.director.run),
    ];
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(queue.waiting).toBe(4);
    work.a.release();
    await settle();
    expect(started).toEqual(['a', 'b', 'clock']);
    work.b.release();
    work.clock.release();
    await settle();
    expect(started).toEqual(['a', 'b', 'clock', 'director', 'page 1']);
    work.director.release();
    work['page 1'].release();
    await settle();
    work['page 2'].release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'page 1', 'page 2', 'clock', 'director']);
    expect(queue.waiting).toBe(0);
  });

  it('gives a client’s request one turn in CLIENT_SHARE while the platform’s work keeps coming', async () => {
    const queue = new ConnectionQueue(1);
    const order: string[] = [];
    const platform = Array.from({ length: 3 * CLIENT_SHARE }, (_, index) => queue.run(async () => void order.push(`platform ${index}`)));
    const pages = Array.from({ length: 3 }, (_, index) => asClientRequest(() => queue.run(async () => void order.push(`page ${index}`))));
    await Promise.all([...platform, ...pages]);
    // The first platform statement had the free connection; then three in a row at most before a page.
    const pageTurns = order.map((name, index) => (name.startsWith('page') ? index : -1)).filter((index) => index >= 0);
    expect(pageTurns).toEqual([CLIENT_SHARE, 2 * CLIENT_SHARE, 3 * CLIENT_SHARE]);
    expect(order.filter((name) => name.startsWith('platform'))).toEqual(Array.from({ length: 3 * CLIENT_SHARE }, (_, index) => `platform ${index}`));
  });

  it('drops a read whose client has gone by its turn, without running it, and gives the turn to the next', async () => {
    const queue = new ConnectionQueue(1);
    const started: string[] = [];
    const first = held(started, 'first');
    const gone = held(started, 'gone');
    const staying = held(started, 'staying');
    let left = false;
    const running = queue.run(first.run);
    const dropped = asClientRequest(
      () => queue.run(gone.run),
      () => left,
    );
    const answered = asClientRequest(
      () => queue.run(staying.run),
      () => false,
    );
    left = true;
    first.release();
    await expect(dropped).rejects.toMatchObject({ statusCode: 499 });
    await settle();
    expect(started).toEqual(['first', 'staying']);
    staying.release();
    expect(await Promise.all([running, answered])).toEqual(['first', 'staying']);
  });

  it('runs work set off by a request as the platform’s own when asked, never dropped with the request', async () => {
    const queue = new ConnectionQueue(1);
    const started: string[] = [];
    const first = held(started, 'first');
    const running = queue.run(first.run);
    const setOff = asClientRequest(
      () => asPlatformWork(() => queue.run(async () => void started.push('count'))),
      () => true,
    );
    first.release();
    await Promise.all([running, setOff]);
    expect(started).toEqual(['first', 'count']);
  });

  it('renews a lease before any work that waited longer, and only its own statements', async () => {
    const queue = new ConnectionQueue(1);
    const started: string[] = [];
    // In the order they start: each is queued in the order written below.
    const names = ['first', 'lease', 'clock', 'director', 'after the lease', 'page'];
    const work = Object.fromEntries(names.map((name) => [name, held(started, name)]));
    const results = [
      queue.run(work.first.run),
      asClientRequest(() => queue.run(work.page.run)),
      queue.run(work.clock.run),
      queue.run(work.director.run),
      // The renewal's caller carries on as the platform: what it runs next waits behind the director.
      (async () => {
        await asLeaseRenewal(() => queue.run(work.lease.run));
        return queue.run(work['after the lease'].run);
      })(),
    ];
    for (const name of names) {
      await settle();
      expect(started.at(-1)).toBe(name);
      work[name].release();
    }
    expect(started).toEqual(names);
    expect(await Promise.all(results)).toEqual(['first', 'page', 'clock', 'director', 'after the lease']);
  });

  it('gives the connection back when the work fails', async () => {
    const queue = new ConnectionQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
