import { buildApp } from './app';
import { loadConfig } from './config';
import { withPayments } from './payments/payments-config';

const config = withPayments(loadConfig(), process.env);
const server = await buildApp(config).catch((error: Error) => {
  console.error(`Server could not start: ${error.message}`);
  process.exit(1);
});
const { app } = server;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
const web = server.webBuilds.length ? server.webBuilds.join(', ') : 'none found under ' + config.webRoot;
app.log.info(`Poker platform listening on http://localhost:${port} (database: ${database}; front end: ${web})`);
