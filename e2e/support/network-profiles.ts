import type { CDPSession } from 'playwright-core';

export interface NetworkProfile {
  name: string;
  /** Round trip added to every request, ms. */
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  cpuSlowdown: number;
}

/** Lighthouse's mobile "slow 4G": 150 ms round trip, 1.6 Mbps down, 750 Kbps up, CPU slowed 4×. */
export const SLOW_4G: NetworkProfile = {
  name: 'slow 4G, CPU 4×',
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

export const UNTHROTTLED: NetworkProfile = {
  name: 'unthrottled',
  latencyMs: 0,
  downloadBytesPerSecond: -1,
  uploadBytesPerSecond: -1,
  cpuSlowdown: 1,
};

export async function applyProfile(cdp: CDPSession, profile: NetworkProfile): Promise<void> {
  // Each visit runs in a fresh browser context, so its cache starts empty (a cold visit) yet works within the visit,
  // as a newcomer's does: files warmed early in the page are read from it later.
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}
