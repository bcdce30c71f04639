import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Secrets = { jwtSecret: string; postgresPassword: string };

/** Secrets generated on first start and kept in DATA_DIR so restarts keep sessions and the database. */
export function readOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const existing: Partial<Secrets> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
  const secrets: Secrets = {
    jwtSecret: existing.jwtSecret ?? randomBytes(48).toString('base64url'),
    postgresPassword: existing.postgresPassword ?? randomBytes(24).toString('base64url'),
  };
  if (existing.jwtSecret !== secrets.jwtSecret || existing.postgresPassword !== secrets.postgresPassword) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  }
  return secrets;
}
