// The scale rig's load balancer (dev/load-balancer.ts) in a process of its own (forked by measure-scale.ts), so that
// relaying every socket's bytes costs neither a server's event loop nor the bots'. Its backends come in BENCH_BACKENDS
// (JSON: [{host, port}]); it answers its stats and its own load over IPC.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startLoadBalancer, type Backend } from '../dev/load-balancer';
import type { BalancerMessage, BalancerParentMessage } from './scale-protocol';

const send = (message: BalancerMessage) => process.send!(message);

// Gone with the rig: a parent that died (killed) leaves no process of the run behind.
process.once('disconnect', () => process.exit(1));
const backends = JSON.parse(process.env.BENCH_BACKENDS ?? '[]') as Backend[];
const balancer = await startLoadBalancer(backends);
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

process.on('message', async (message: BalancerParentMessage) => {
  if (message.type === 'stats') {
    const { user, system } = process.cpuUsage();
    send({
      type: 'stats',
      stats: balancer.stats(),
      rss: process.memoryUsage().rss,
      cpuMicros: user + system,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    });
  } else if (message.type === 'stop') {
    await balancer.close();
    process.exit(0);
  }
});

send({ type: 'listening', url: balancer.url });
