import { Worker } from 'node:worker_threads';
import type { FakeSkyOptions } from '@askwise/fakes/sky/fake-sky-server';
import type { FakeSkyRequest } from './fake-sky-worker.ts';

// The benchmark's side of fake-sky-worker.ts: starts the fake SKY API in a worker thread and asks it things.

export interface FakeSkyAddresses {
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
}

export async function startFakeSkyThread(options: FakeSkyOptions) {
  const worker = new Worker(new URL('./fake-sky-worker.ts', import.meta.url), { workerData: options });
  const pending = new Map<number, (result: unknown) => void>();
  let nextId = 1;
  const ready = new Promise<FakeSkyAddresses>((resolve, reject) => {
    pending.set(0, (result) => resolve(result as FakeSkyAddresses));
    worker.once('error', reject);
  });
  worker.on('message', (message: { id: number; result: unknown }) => {
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  const ask = <T>(request: FakeSkyRequest) =>
    new Promise<T>((resolve) => {
      const id = nextId++;
      pending.set(id, (result) => resolve(result as T));
      worker.postMessage({ id, request });
    });
  return { ...(await ready), ask, close: async () => (await ask<null>({ type: 'close' }), await worker.terminate()) };
}
