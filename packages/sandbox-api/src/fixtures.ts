import type { Role } from '@adnet/api-client';
import { syncSequences } from './bulk';
import { hashPassword } from './crypto';
import type { Db } from './db';
import { bookSpend } from './money';
import {
  DEMO_PASSWORD,
  SeedBuilder,
  addAccount,
  addCampaignsOf,
  insertOwned,
  insertUsers,
  type AccountSeed,
} from './seed';

/** What a test asks for: an account of its own, shaped like the seed's. Every field is optional. */
export interface FixtureUserSpec {
  role?: Role;
  roles?: Role[];
  /** `'all'`: every type in every status (as the demo advertiser); a number: that many random campaigns. */
  campaigns?: number | 'all';
  /** USDT deposited 40 days ago. */
  deposit?: number;
  featuresOn?: string[];
  agency?: 'northwind' | 'harbor';
  /** E-mail of the user's operator (an internal manager). */
  operator?: string;
  publisher?: boolean;
  termsVersion?: number | null;
}

let made = 0;

/**
 * Creates a new account with its own campaigns, audiences and money, in one transaction, and returns how to sign
 * in. E2E tests that change data use one each, so they can run in parallel without seeing each other's writes
 * and without resetting the sandbox under another test. Dev-only (see routes/dev.ts).
 */
export async function addFixtureUser(db: Db, spec: FixtureUserSpec): Promise<{ id: number; email: string }> {
  made += 1;
  const b = new SeedBuilder(Date.now(), 1_000 + made);
  const email = `e2e-${Date.now().toString(36)}-${made}@test.adnet`;
  const role = spec.role ?? 'User';
  const account: AccountSeed = {
    email,
    username: `E2E user ${made}`,
    role,
    roles: spec.roles ?? [role],
    about: 'e2e fixture',
    ...(spec.campaigns !== undefined && { campaigns: spec.campaigns }),
    ...(spec.featuresOn && { featuresOn: spec.featuresOn }),
    ...(spec.agency && { agency: spec.agency }),
    ...(spec.publisher !== undefined && { publisher: spec.publisher }),
    ...(spec.termsVersion !== undefined && { termsVersion: spec.termsVersion }),
  };
  const password = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Ids continue after the database's own; uploads are numbered past every key there is.
    const { rows } = await tx.query<Record<'user' | 'campaign' | 'ad' | 'run' | 'upload' | 'admin', number>>(
      `SELECT (SELECT COALESCE(MAX(id), 0) FROM users)::int AS "user",
              (SELECT COALESCE(MAX(id), 0) FROM campaigns)::int AS campaign,
              (SELECT COALESCE(MAX(id), 0) FROM ads)::int AS ad,
              (SELECT COALESCE(MAX(id), 0) FROM campaign_runs)::int AS run,
              (SELECT COUNT(*) FROM uploads)::int + 1000000 * ${made} AS upload,
              (SELECT id FROM users WHERE email = 'superuser@demo.adnet')::int AS admin`,
    );
    const max = rows[0]!;
    b.ids = { user: max.user, campaign: max.campaign, ad: max.ad, run: max.run, upload: max.upload };
    const platforms = await tx.query<{ id: number }>(`SELECT id FROM platforms WHERE status = 'APPROVED'`);
    b.platformIds.push(...platforms.rows.map((p) => p.id));
    const id = addAccount(b, account, 30, password);
    if (account.campaigns) addCampaignsOf(b, account, id, max.admin);
    if (spec.deposit) b.deposit(id, spec.deposit, 'TRON deposit', 40);
    await insertUsers(tx, b);
    if (spec.operator)
      await tx.query('UPDATE users SET operator_id = (SELECT id FROM users WHERE email = $2) WHERE id = $1', [
        id,
        spec.operator,
      ]);
    await insertOwned(tx, b);
    await syncSequences(tx, ['users', 'campaigns', 'campaign_runs', 'ads']);
    await bookSpend(tx, id, b.today);
    return { id, email };
  });
}
