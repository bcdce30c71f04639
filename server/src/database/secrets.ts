import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
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

/** The built-in PhonePe simulator's merchant credentials: what PhonePe would hand a merchant at onboarding. */
export type SandboxGatewaySecrets = {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  callbackUser: string;
  callbackPassword: string;
};

function isSandboxGatewaySecrets(value: unknown): value is SandboxGatewaySecrets {
  const secrets = value as Partial<SandboxGatewaySecrets> | null;
  return (
    typeof secrets?.clientId === 'string' &&
    typeof secrets.clientSecret === 'string' &&
    typeof secrets.clientVersion === 'number' &&
    typeof secrets.callbackUser === 'string' &&
    typeof secrets.callbackPassword === 'string'
  );
}

/**
 * The simulator's credentials, generated on first use and kept in DATA_DIR/sandbox-gateway.json. Replicas sharing
 * DATA_DIR may start together: the file is written aside and linked into place, so the first one wins and every
 * replica reads the same credentials.
 */
export function readOrCreateSandboxGatewaySecrets(dataDir: string): SandboxGatewaySecrets {
  const file = path.join(dataDir, 'sandbox-gateway.json');
  if (!existsSync(file)) {
    const created: SandboxGatewaySecrets = {
      clientId: `SANDBOX_${randomBytes(6).toString('hex').toUpperCase()}`,
      clientSecret: randomBytes(32).toString('base64url'),
      clientVersion: 1,
      callbackUser: `sandbox_${randomBytes(4).toString('hex')}`,
      callbackPassword: randomBytes(24).toString('base64url'),
    };
    mkdirSync(dataDir, { recursive: true });
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aside, JSON.stringify(created, null, 2) + '\n', { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(aside);
    }
  }
  const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isSandboxGatewaySecrets(stored)) throw new Error(`${file} is not a sandbox gateway credentials file; delete it to have new ones generated`);
  return stored;
}
