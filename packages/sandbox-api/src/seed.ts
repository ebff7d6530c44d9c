import type { Db } from './db';
import { hashPassword } from './crypto';

/** Password shared by every demo account; the README lists the logins. */
export const DEMO_PASSWORD = 'demo-pass-2026';

export interface DemoAccount {
  email: string;
  username: string;
  role: string;
  roles: string[];
  /** What this account demonstrates, for the README and the start banner. */
  about: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'advertiser@demo.adnet',
    username: 'Demo Advertiser',
    role: 'User',
    roles: ['User'],
    about: 'advertiser with campaigns',
  },
];

export const LATEST_TERMS_VERSION = 3;

/** Empties every table and inserts the demo data again. */
export async function seed(db: Db): Promise<void> {
  const password = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.exec('TRUNCATE access_tokens, sessions, users RESTART IDENTITY CASCADE');
    for (const a of DEMO_ACCOUNTS) {
      await tx.query(
        'INSERT INTO users (email, username, password_hash, role, roles, terms_version) VALUES ($1, $2, $3, $4, $5, $6)',
        [a.email, a.username, password, a.role, a.roles, LATEST_TERMS_VERSION],
      );
    }
  });
}
