import os from 'node:os';
import type { ScaleResult } from './scale-result';
import type { LatencyFigures } from './scale-figures';

const MB = 1024 * 1024;
const ms = (value: number) => (value === Infinity ? '> 5,000 ms' : Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const count = (value: number) => value.toLocaleString('en-US');
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const latency = (figures: LatencyFigures) =>
  `${count(figures.count)} actions, p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)}, max ${ms(figures.maxMs)}`;

/** The scale rig's report: the issue's figures first, each target beside its number, then where the time went. */
export function printScale(r: ScaleResult): void {
  const s = r.settings;
  console.log(
    `\nScale-out rig (PostgreSQL + Redis): ${s.processes} server processes behind ${r.balancers.length} balancer processes ` +
      `(layer 4, round robin per connection), ${count(s.players)} players in ${r.bots.length} bots processes (one socket each), ` +
      `${s.readers} lobby readers (one read every 5–10 s each); bots act after a random 0–${s.thinkMs} ms; levels of ${s.levelSeconds} s; ` +
      `table lease ${s.leaseMs} ms, hand pause ${s.handPauseMs} ms; ${s.kill ? 'the last server process killed (SIGKILL) when half the field is out' : 'no kill'}`,
  );
  console.log(
    `  setup: fixtures ${(r.fixturesMs / 1000).toFixed(1)} s, ${count(s.players)} sockets connected in ${(r.connectMs / 1000).toFixed(1)} s; ` +
      `run ${r.seconds.toFixed(0)} s from the end of the join window (final table at ${r.finalTableS.toFixed(0)} s, ` +
      `finished at ${r.finishedS.toFixed(0)} s, paid out at ${r.paidOutS.toFixed(0)} s)`,
  );
  console.log(
    `  seating: ${count(r.dealtIn)} of ${count(s.players)} dealt in, p50 ${ms(r.seatingP50Ms)}, last ${ms(r.seatingLastMs)} ` +
      `(target ≤ 10,000 ms: ${met(r.seatingLastMs <= 10_000)}), of which waiting for the director's pass ${ms(r.directorWaitMs)}; ${count(r.tablesAtStart)} tables`,
  );
  const minutes = r.seconds / 60;
  console.log(
    `  play: ${count(r.records.hands)} hands (${(r.records.hands / r.seconds).toFixed(1)}/s), ${count(r.actions.count)} actions ` +
      `(${(r.actions.count / r.seconds).toFixed(0)}/s), player moves ${count(r.records.moves)} (${(r.records.moves / minutes).toFixed(0)}/min), ` +
      `tables broken ${count(r.records.tablesBroken)}, busts ${count(r.records.busts)}`,
  );
  console.log(`  action→broadcast (bots' stamps, table:act sent → the frame it caused): ${latency(r.actions)}`);
  console.log(`    while ≥ 90 % of the starting tables played: ${latency(r.whileFull)} (target p99 ≤ 100 ms: ${met(r.whileFull.p99Ms <= 100)})`);
  for (const server of r.servers) {
    const m = server.metrics;
    console.log(
      `  server ${server.process} (pid ${server.pid}${server.killed ? ', killed' : ''}): bots' stamps ${latency(server.actions)}; ` +
        (m ? `/metrics ${count(m.action.count)} actions, p50 ${ms(m.action.p50Ms)}, p99 ${ms(m.action.p99Ms)}` : '/metrics not read'),
    );
    console.log(
      `    CPU ${percent(server.cpuShareOfCore)} of a core, peak RSS ${(server.peakRssBytes / MB).toFixed(0)} MB, loop delay p99 ${ms(server.loopDelayP99Ms)} (IPC, since the start or the kill)` +
        (m
          ? `, /metrics: loop lag p99 up to ${ms(m.eventLoopP99MaxMs)} (max ${ms(m.eventLoopMaxMs)}), db pool up to ${m.poolConnectionsMax} ` +
            `(waiting up to ${m.poolWaitingMax}), transaction retries ${m.transactionRetries}, redis errors ${m.redisErrors}, ` +
            `sockets up to ${count(m.socketsMax)} (${count(m.socketsAtEnd)} at the end), tables owned up to ${count(m.tablesOwnedMax)}`
          : '') +
        `; PostgreSQL connections up to ${server.postgresConnectionsMax}; log: ${server.log.errors} errors, ${server.log.warnings} warnings`,
    );
    if (m)
      console.log(
        `    answered: ${m.routes.map((route) => `GET ${route.route} ${count(route.count)}, server time mean ${ms(route.meanMs)}`).join('; ')}`,
      );
  }
  console.log(
    `  PostgreSQL: ${r.postgres.commitsPerSecond.toFixed(0)} transactions/s committed (${r.postgres.rollbacksPerSecond.toFixed(1)}/s rolled back), ` +
      `the servers' connections up to ${r.postgres.connectionsMax}, its processes at ${percent(r.postgres.cpuShareOfCore)} of a core; ` +
      `Redis: ${r.redis.publishedPerSecond.toFixed(0)} messages/s published, ${r.redis.commandsPerSecond.toFixed(0)} commands/s; ` +
      `the machine ${percent(r.machineBusyShare)} busy (all ${os.cpus().length} cores)`,
  );
  for (const [index, bots] of r.bots.entries())
    console.log(
      `  bots ${index + 1}: ${count(bots.players)} sockets, CPU ${percent(bots.cpuShareOfCore)} of a core, loop delay p99 ${ms(bots.loopDelayP99Ms)}, ` +
        `RSS ${(bots.rssBytes / MB).toFixed(0)} MB`,
    );
  for (const [index, balancer] of r.balancers.entries())
    console.log(
      `  balancer ${index + 1}: ${count(balancer.accepted)} connections, ${balancer.refused} refused by a backend (moved on), ${balancer.dropped} dropped, ` +
        `CPU ${percent(balancer.cpuShareOfCore)} of a core, RSS ${(balancer.rssBytes / MB).toFixed(0)} MB`,
    );
  if (r.readers) {
    for (const kind of r.readers.kinds)
      console.log(
        `  lobby reads GET ${kind.path}: ${count(kind.count)}, p50 ${ms(kind.p50Ms)}, p99 ${ms(kind.p99Ms)}, max ${ms(kind.maxMs)}, ` +
          `${kind.kbPerAnswer.toFixed(0)} KB per answer, retried ${kind.retried}, errors ${kind.errors}` +
          (kind.errorSamples.length ? ` (${kind.errorSamples.join(' | ')})` : ''),
      );
    console.log(`    readers process: CPU ${percent(r.readers.cpuShareOfCore)} of a core, loop delay p99 ${ms(r.readers.loopDelayP99Ms)}`);
  }
  if (r.kill) printKill(r);
  console.log(
    `  errors: ${r.errors} (target 0: ${met(r.errors === 0)}); lost actions ${r.lost} (target 0: ${met(r.lost === 0)}: ${JSON.stringify(r.lostParts)}` +
      `${r.lostAtS.length ? `, sent at ${r.lostAtS.slice(0, 10).join(', ')} s` : ''}); ` +
      `refusals ${JSON.stringify(r.refusals)} (${count(r.sharedSeqActs)} acts at a seq another player's act held), table subscriptions ${JSON.stringify(r.subscribeRefusals)}, tries to come back made again ${JSON.stringify(r.reconnectRetries)}`,
  );
  const logSamples = r.servers.flatMap((server) => server.log.samples.map((line) => `${server.process}: ${line}`));
  if (logSamples.length > 0) console.log(`  server logs (first lines): ${logSamples.join(' | ')}`);
  printChecks(r);
  for (const server of r.servers) printDatabaseTimes(server, r.kill !== undefined);
  console.log(
    '  action→broadcast by minute of the run (when sent): tables and players in at its start, tables each process owned, actions/s, p50, p99',
  );
  for (const window of r.timeline)
    console.log(
      `    ${String(window.fromS).padStart(5)} s ${String(window.tables).padStart(6)} ${String(window.alive).padStart(7)} ` +
        `${window.owned
          .map((owned) => (Number.isFinite(owned) ? owned : '?'))
          .join('/')
          .padStart(11)} ` +
        `${window.actionsPerSecond.toFixed(0).padStart(6)}/s ${ms(window.p50Ms).padStart(10)} ${ms(window.p99Ms).padStart(10)}`,
    );
  if (r.failures.length === 0) console.log('  sound: every check passed');
  else {
    console.log(`  FAIL:\n    ${r.failures.join('\n    ')}`);
    process.exitCode = 1;
  }
}

const TRANSACTIONS_SHOWN = 6;

/** Where a server's database time went (its transactions by first statement, the most time first), before and after the kill. */
function printDatabaseTimes(server: ScaleResult['servers'][number], killed: boolean): void {
  const labels = killed ? ['until the kill', server.killed ? '' : 'after the kill'] : ['over the run'];
  server.databaseTimes.forEach((times, index) => {
    if (!times || !labels[index]) return;
    console.log(
      `  server ${server.process}'s transactions ${labels[index]} (count, total, longest; ${times.over['100']} of 100 ms or more), the most time first:`,
    );
    for (const kind of times.transactions.slice(0, TRANSACTIONS_SHOWN))
      console.log(
        `    ${String(kind.count).padStart(7)} ${`${(kind.totalMs / 1000).toFixed(1)} s`.padStart(8)} ${`${kind.maxMs.toFixed(0)} ms`.padStart(8)}  ${kind.sql}`,
      );
  });
}

function printKill(r: ScaleResult): void {
  const k = r.kill!;
  console.log(
    `  kill: server ${k.process} (pid ${k.pid}) at ${k.atS.toFixed(0)} s with ${count(k.alive)} players in; it held ${k.tablesOwned} of ${k.tablesPlaying} tables; ` +
      `taken over within ${ms(k.takeoverMs)} (lease ${r.settings.leaseMs} ms)`,
  );
  console.log(
    `    hands in play at the kill ${k.handsInPlay} (${k.handsInPlayOnItsTables} at its tables), not completed since ${r.continuity.notResumed.length}; ` +
      `sockets dropped ${count(k.socketsDropped)}, back ${count(k.socketsResumed)} (p50 ${ms(k.resumeP50Ms)}, p99 ${ms(k.resumeP99Ms)}, the last ${ms(k.allBackMs)} after the kill; ` +
      `connected again p50 ${ms(k.connectP50Ms)}, p99 ${ms(k.connectP99Ms)}); ` +
      `acts cut with their socket ${r.droppedWithSocket} (decided again)`,
  );
  console.log(
    `    the 30 s after the kill: ${latency(k.after)}; chips at the kill ${count(k.chipsAtKill)}, after the takeover ${count(k.chipsAfterTakeover)}`,
  );
}

function printChecks(r: ScaleResult): void {
  const c = r.continuity;
  console.log(
    `  checks: chips ${count(r.chips.atEnd)} at the end of ${count(r.chips.expected)}; ${count(c.hands)} hands dealt at ${count(c.tables)} tables: ` +
      `${c.outOfOrder} tables out of order, ${c.completedTwice} hands completed twice, ${c.dealtByNewOwner} tables dealt by more than one process`,
  );
  const p = r.payout;
  if (p)
    console.log(
      `    payout: ${p.status}, ${p.paidPlaces} paid places, ${p.prizeTransactions} prize transactions, paid twice ${p.paidTwice}, ` +
        `results ≠ prizes ${p.prizeMismatches}; prizes ${p.prizesMicros} µ of fees ${p.feesMicros} µ, pool left ${p.poolMicros} µ; ` +
        `${count(p.placed)} placed, ${p.winners} first; ledger total ${p.ledgerTotal}, mismatches ${p.ledgerMismatches}, unbalanced ${p.unbalancedTransactions}`,
    );
  else console.log('    payout: not reached within the run');
}
