import { parentPort, workerData } from 'node:worker_threads';
import { startFakeSky, type FakeSkyOptions } from '@askwise/fakes/sky/fake-sky-server';

// The fake SKY API of the benchmark in a thread of its own: Raiser's Edge NXT builds and serialises its
// pages on Blackbaud's servers, not in the product's event loop, so the fake's work neither delays the
// product's reads and writes nor counts as theirs. The benchmark drives it by messages (see fake-sky-thread.ts).

export type FakeSkyRequest =
  | { type: 'issueTokens'; environmentId: string }
  | { type: 'changeOnePercent'; environmentId: string; constituents: number; gifts: number }
  | { type: 'requests'; from: number }
  | { type: 'writes'; environmentId: string }
  | { type: 'close' };

const sky = await startFakeSky(workerData as FakeSkyOptions);
const port = parentPort!;
port.postMessage({ id: 0, result: { clientId: sky.clientId, clientSecret: sky.clientSecret, subscriptionKey: sky.subscriptionKey, authorizeUrl: sky.authorizeUrl, tokenUrl: sky.tokenUrl, apiUrl: sky.apiUrl } });

async function answer(request: FakeSkyRequest): Promise<unknown> {
  switch (request.type) {
    case 'issueTokens':
      return sky.oauth.issueTokens(request.environmentId);
    case 'changeOnePercent': {
      // 1% of the records change in Raiser's Edge NXT: names, and gift amounts.
      const dataset = sky.environment(request.environmentId).dataset;
      for (let id = 1; id <= request.constituents; id += 100) dataset.updateConstituent(id, { last: `Changed${id}` });
      for (let id = 1; id <= request.gifts; id += 100) dataset.updateGiftAmount(id, 10_000 + id);
      return null;
    }
    case 'requests':
      return { count: sky.requests.length, throttled: sky.requests.slice(request.from).filter((r) => r.status === 429).length };
    case 'writes': {
      // What the product wrote back (the CRM loop): custom fields and actions.
      const { writes } = sky.environment(request.environmentId);
      return { customFields: writes.customFields.size, actions: writes.actions.size };
    }
    case 'close':
      await sky.close();
      return null;
  }
}

port.on('message', (message: { id: number; request: FakeSkyRequest }) => {
  void answer(message.request).then((result) => {
    port.postMessage({ id: message.id, result });
    if (message.request.type === 'close') port.close();
  });
});
