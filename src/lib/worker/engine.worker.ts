// The engine's worker: solving a deal and thinking up a hint happen here, so the page never
// stalls while they run.
import { fail, ok } from '$lib/cards/result';
import { answer, type EngineRequest, type Envelope, type WorkerReply } from './protocol';

self.onmessage = (event: MessageEvent<Envelope<EngineRequest>>) => {
  const { id, body } = event.data;
  let reply: WorkerReply;
  try {
    reply = { id, body: ok(answer(body)) };
  } catch (error) {
    reply = { id, body: fail('engine-failed', error instanceof Error ? error.message : String(error)) };
  }
  self.postMessage(reply);
};
