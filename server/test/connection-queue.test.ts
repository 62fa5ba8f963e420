import { asClientRequest, ConnectionQueue } from '../src/db/connection-queue';

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
      asClientRequest(
        () => false,
        () => queue.run(work['page 1'].run),
      ),
      asClientRequest(
        () => false,
        () => queue.run(work['page 2'].run),
      ),
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

  it('drops a request whose client has gone by its turn, without running it, and gives the turn to the next', async () => {
    const queue = new ConnectionQueue(1);
    const started: string[] = [];
    const first = held(started, 'first');
    const gone = held(started, 'gone');
    const staying = held(started, 'staying');
    let left = false;
    const running = queue.run(first.run);
    const dropped = asClientRequest(
      () => left,
      () => queue.run(gone.run),
    );
    const answered = asClientRequest(
      () => false,
      () => queue.run(staying.run),
    );
    left = true;
    first.release();
    await expect(dropped).rejects.toMatchObject({ statusCode: 499 });
    await settle();
    expect(started).toEqual(['first', 'staying']);
    staying.release();
    expect(await Promise.all([running, answered])).toEqual(['first', 'staying']);
  });

  it('gives the connection back when the work fails', async () => {
    const queue = new ConnectionQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
