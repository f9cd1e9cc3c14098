import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { skyRedirectUri } from '../features/blackbaud/index.ts';

/**
 * Outside development the product talks to the real Raiser's Edge NXT. On a developer's machine and in the
 * demo, when no SKY application is configured, a local fake SKY API starts in the same process and the real
 * client is pointed at it, so that 'Add New' connects and syncs offline.
 */
export async function withDemoFakes(config: Config, log: Logger): Promise<Config> {
  if (config.isProduction || !config.DEMO_FAKES || config.ROLE === 'worker') return config;
  return withFakeVirtuous(await withFakeSky(config, log), log);
}

async function withFakeSky(config: Config, log: Logger): Promise<Config> {
  if (config.SKY_CLIENT_ID) return config;
  const { startFakeSky, skyClientSettings } = await import('@askwise/fakes/sky/fake-sky-server');
  const sky = await startFakeSky({
    port: config.DEMO_FAKE_SKY_PORT,
    callsPerSecond: 5,
    redirectUris: [skyRedirectUri(config)],
    environments: [
      { id: 'p-demo-riverbend', name: 'Riverbend Community Foundation (Raiser\'s Edge NXT demo)', dataset: { constituents: 5_000, giftsPerConstituent: 6, seed: 2026 } },
      { id: 'p-demo-lakeside', name: 'Lakeside Arts Council (Raiser\'s Edge NXT demo)', dataset: { constituents: 1_500, giftsPerConstituent: 4, seed: 2027 } },
    ],
  });
  log.info(`Raiser's Edge NXT: a local fake SKY API answers at ${sky.url} (set SKY_CLIENT_ID and the other SKY_ variables for the real one)`);
  return {
    ...config,
    ...skyClientSettings(sky),
  };
}

/** Without VIRTUOUS_API_URL, a fake Virtuous API (an API key, and a user with a one-time code) answers locally. */
async function withFakeVirtuous(config: Config, log: Logger): Promise<Config> {
  if (config.VIRTUOUS_API_URL) return config;
  const { startFakeVirtuous } = await import('@askwise/fakes/virtuous/fake-virtuous-server');
  const virtuous = await startFakeVirtuous({
    port: config.DEMO_FAKE_VIRTUOUS_PORT,
    dataset: { contacts: 3_000, gifts: 15_000, seed: 2026, tags: [{ name: 'Spring Appeal 2026', share: 0.5 }, { name: 'Major Donor', share: 0.05 }, { name: 'Monthly Partners', share: 0.2 }, { name: 'Board Members', share: 0.02 }] },
  });
  log.info(`Virtuous: a local fake API answers at ${virtuous.url} (API key ${virtuous.apiKey}, or ${virtuous.user.email} / ${virtuous.user.password} with code ${virtuous.user.otp ?? 'none'}; set VIRTUOUS_API_URL for the real one)`);
  return { ...config, VIRTUOUS_API_URL: virtuous.url };
}
