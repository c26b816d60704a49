/**
 * A test file's real Blobs server and webhook receiver: started before its tests, stopped after them (vitest hooks;
 * the soak script starts its own).
 */
import { afterAll, beforeAll } from 'vitest';
import { startBlobs, type TestBlobs } from './blobs';
import { WebhookReceiver } from './webhook-receiver';

/** `blobs()` is the running server (for its directory). */
export function blobsAndReceiver(): { receiver: WebhookReceiver; blobs: () => TestBlobs } {
  const receiver = new WebhookReceiver();
  let server: TestBlobs;
  beforeAll(async () => {
    server = await startBlobs();
    await receiver.up();
  });
  afterAll(async () => {
    await receiver.down();
    await server.stop();
  });
  return { receiver, blobs: () => server };
}
