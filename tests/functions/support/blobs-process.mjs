/**
 * A Netlify Blobs server in its own process (like `npm start`, where the Blobs server and the function workers do
 * not share a thread). Usage: node blobs-process.mjs <directory> <token>; sends {port} to the parent over IPC.
 */
import { BlobsServer } from '@netlify/blobs/server';

const [directory, token] = process.argv.slice(2);
const server = new BlobsServer({ directory, token, port: 0 });
const { port } = await server.start();
process.send?.({ port });
process.on('disconnect', async () => {
  await server.stop();
  process.exit(0);
});
