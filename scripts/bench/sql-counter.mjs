// A TCP pass-through in front of PostgreSQL that counts the statements the app sends: every simple
// Query ('Q') and every extended-protocol Execute ('E') message. The app cannot tell it is there, so
// the count is the truth about its SQL, whatever library or code path produced it.
import net from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** Starts the proxy on a free loopback port; `statements()` is the running total. */
export async function startSqlCounter(target) {
  let statements = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let buffered = Buffer.alloc(0);
    // Before the startup message, messages carry no type byte.
    let started = false;
    client.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      for (;;) {
        if (!started) {
          if (buffered.length < 8) break;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) break;
          const code = buffered.readInt32BE(4);
          if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) started = true;
          buffered = buffered.subarray(length);
          continue;
        }
        if (buffered.length < 5) break;
        const length = buffered.readInt32BE(1);
        if (buffered.length < length + 1) break;
        const type = String.fromCharCode(buffered[0]);
        if (type === 'Q' || type === 'E') statements += 1;
        buffered = buffered.subarray(length + 1);
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    statements: () => statements,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
