import { createServer, type AddressInfo } from 'node:net';

/** A free TCP port on the loopback interface: for a test app that listens, or a shop a browser test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
