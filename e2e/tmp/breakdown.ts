import path from 'node:path';
import { startPlatform } from '../support/platform';
import { launchBrowser } from '../support/browser';
import { apiClient, sessionInitScript } from '../support/api-client';
import { setUpBenchTournament } from '../bench/tournament-setup';

const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };
async function main() {
  const roots = [['before', '/work/wt-baseline'], ['after', path.resolve(__dirname, '../..')]];
  const browser = await launchBrowser();
  const out: Record<string, Record<string, Map<string, number>>> = {};
  for (const [label, root] of roots) {
    const platform = await startPlatform({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, root);
    const admin = await apiClient(platform.baseUrl).logIn(ADMIN.email, ADMIN.password);
    const bench = await setUpBenchTournament(platform.baseUrl, admin);
    const screens: [string, string | undefined][] = [
      ['/', undefined], ['/login', undefined], ['/tournaments', undefined], ['/dashboard', sessionInitScript(admin)],
      [`/tournaments/${bench.tournamentId}`, sessionInitScript(bench.player)], [`/game/${bench.roomId}`, sessionInitScript(bench.player)],
    ];
    for (const [url, init] of screens) {
      const context = await browser.newContext();
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const urls = new Map<string, string>(); const sizes = new Map<string, number>();
      cdp.on('Network.responseReceived', (e) => { if (e.type === 'Script' || e.response.mimeType.includes('javascript')) urls.set(e.requestId, e.response.url.replace(platform.baseUrl, '')); });
      cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
      await page.goto(platform.baseUrl + url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const key = url.replace(/\d+/g, 'N');
      const m = new Map<string, number>();
      for (const [id, u] of urls) { const k = u.replace(/\.[0-9a-f]{8}\.js/, ".js"); m.set(k, (m.get(k) ?? 0) + (sizes.get(id) ?? 0)); }
      (out[key] ??= {})[label] = m;
      await context.close();
    }
    await platform.stop();
  }
  for (const [screen, byLabel] of Object.entries(out)) {
    console.log(`\n== ${screen}`);
    const all = new Set([...(byLabel.before?.keys() ?? []), ...(byLabel.after?.keys() ?? [])]);
    const rows = [...all].map((u) => [u, byLabel.before?.get(u) ?? 0, byLabel.after?.get(u) ?? 0] as const).sort((a, b) => (b[2] - b[1]) - (a[2] - a[1]));
    let tb = 0, ta = 0;
    for (const [u, b, a] of rows) { tb += b; ta += a; console.log(`${(b / 1024).toFixed(1).padStart(7)} ${(a / 1024).toFixed(1).padStart(7)}  ${u}`); }
    console.log(`${(tb / 1024).toFixed(1).padStart(7)} ${(ta / 1024).toFixed(1).padStart(7)}  TOTAL`);
  }
  await browser.close();
}
void main();
