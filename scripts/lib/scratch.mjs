// Scratch resources for the measuring scripts (npm run bench, npm run lighthouse): a free port, a database of their own.
import { createServer } from 'node:net';
import pg from 'pg';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A new, empty database named `<prefix>_<time>_<pid>` on the PostgreSQL server of `serverUrl`: its url, a line saying
 * where it is, and `drop()`, which removes it even while connections to it are open.
 */
export async function createScratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const onServer = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), where: `scratch database ${name} on ${url.host}`, drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
