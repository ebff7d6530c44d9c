import type { Role } from '@adnet/api-client';
import { syncSequences } from './bulk';
import { hashPassword } from './crypto';
import type { Db } from './db';
import { TRON_FEE } from './catalog';
import { bookSpend, coverSpend } from './money';
import { tronAddress } from './rules';
import {
  DEMO_PASSWORD,
  SeedBuilder,
  addAccount,
  addAudiencesOf,
  addCampaignsOf,
  chooseRetargetingCampaigns,
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
  /**
   * Campaigns are created over this many past days (default 75, at most 365), so their statistics span as long:
   * a campaign spends its budget in about a month of serving, so a year of daily figures needs campaigns started
   * through the year.
   */
  historyDays?: number;
  /** USDT deposited 40 days ago. */
  deposit?: number;
  featuresOn?: string[];
  agency?: 'northwind' | 'harbor';
  /** E-mail of the user's operator (an internal manager). */
  operator?: string;
  publisher?: boolean;
  termsVersion?: number | null;
  /** The demo advertiser's audiences: every kind and status; its campaigns (if any) may target them. */
  audiences?: boolean;
  /** Withdraws waiting for approval, one per amount (USDT), paid from the deposit with the TRON fee. */
  pendingWithdraws?: number[];
  /** For a sales manager: that many clients of their own (`E2E client …`, ACTIVE, no cabinet user). */
  salesClients?: number;
  /**
   * For a publisher: that many channels of their own waiting for approval (`E2E platform …`, PENDING), so a test
   * approves or blocks platforms nobody else's test reads.
   */
  pendingPlatforms?: number;
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
    ...(spec.campaigns !== undefined && { campaigns: spec.campaigns, listedOnly: true }),
    ...(spec.historyDays !== undefined && { historyDays: spec.historyDays }),
    ...(spec.featuresOn && { featuresOn: spec.featuresOn }),
    ...(spec.agency && { agency: spec.agency }),
    ...(spec.publisher !== undefined && { publisher: spec.publisher }),
    ...(spec.termsVersion !== undefined && { termsVersion: spec.termsVersion }),
  };
  const password = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Ids continue after the database's own; uploads are numbered past every key there is.
    const { rows } = await tx.query<
      Record<
        'user' | 'campaign' | 'ad' | 'run' | 'upload' | 'legalInfo' | 'admin' | 'audience' | 'audienceUpload',
        number
      >
    >(
      `SELECT (SELECT COALESCE(MAX(id), 0) FROM users)::int AS "user",
              (SELECT COALESCE(MAX(id), 0) FROM legal_infos)::int AS "legalInfo",
              (SELECT COALESCE(MAX(id), 0) FROM audiences)::int AS audience,
              (SELECT COALESCE(MAX(id), 0) FROM audience_uploads)::int AS "audienceUpload",
              (SELECT COALESCE(MAX(id), 0) FROM campaigns)::int AS campaign,
              (SELECT COALESCE(MAX(id), 0) FROM ads)::int AS ad,
              (SELECT COALESCE(MAX(id), 0) FROM campaign_runs)::int AS run,
              (SELECT COUNT(*) FROM uploads)::int + 1000000 * ${made} AS upload,
              (SELECT id FROM users WHERE email = 'superuser@demo.adnet')::int AS admin`,
    );
    const max = rows[0]!;
    b.ids = {
      user: max.user,
      campaign: max.campaign,
      ad: max.ad,
      run: max.run,
      upload: max.upload,
      legalInfo: max.legalInfo,
      audience: max.audience,
      audienceUpload: max.audienceUpload,
    };
    const platforms = await tx.query<{ id: number }>(`SELECT id FROM platforms WHERE status = 'APPROVED'`);
    b.platformIds.push(...platforms.rows.map((p) => p.id));
    const id = addAccount(b, account, Math.max(30, (spec.historyDays ?? 0) + 1), password);
    if (spec.audiences) addAudiencesOf(b, id, 'all');
    if (account.campaigns) addCampaignsOf(b, account, id, max.admin);
    chooseRetargetingCampaigns(b);
    if (spec.deposit) b.deposit(id, spec.deposit, 'TRON deposit', 40);
    await insertUsers(tx, b);
    if (spec.operator)
      await tx.query('UPDATE users SET operator_id = (SELECT id FROM users WHERE email = $2) WHERE id = $1', [
        id,
        spec.operator,
      ]);
    await insertOwned(tx, b);
    await syncSequences(tx, [
      'users',
      'campaigns',
      'campaign_runs',
      'ads',
      'legal_infos',
      'audiences',
      'audience_uploads',
    ]);
    await bookSpend(tx, id, b.today);
    for (const amount of spec.pendingWithdraws ?? []) {
      const wallet = tronAddress(`withdraw-${id}-${amount}`);
      const { rows: w } = await tx.query<{ id: number }>(
        `INSERT INTO withdraws (user_id, wallet, amount, memo_tag, status) VALUES ($1, $2, $3, '', 'PENDING') RETURNING id`,
        [id, wallet, amount],
      );
      await tx.query(
        'INSERT INTO transactions (user_id, amount, description) VALUES ($1, $2, $3), ($1, $4, $5)',
        [
          id,
          -amount,
          `Withdraw #${w[0]!.id} to ${wallet}`,
          -TRON_FEE,
          `TRON network fee of withdraw #${w[0]!.id}`,
        ],
      );
    }
    await coverSpend(tx, id);
    for (let i = 1; i <= (spec.salesClients ?? 0); i++)
      await tx.query(
        `INSERT INTO sales_clients (name, contact_email, manager_id, status, total_spent)
         VALUES ($1, $2, $3, 'ACTIVE', $4)`,
        [
          `E2E client ${made}-${i} ${Date.now().toString(36)}`,
          `client${i}+${made}@e2e.example`,
          id,
          i * 1_000,
        ],
      );
    for (let i = 1; i <= (spec.pendingPlatforms ?? 0); i++) {
      const slug = `e2e_platform_${made}_${i}_${Date.now().toString(36)}`;
      await tx.query(
        `INSERT INTO platforms (name, url, kind, status, owner_id) VALUES ($1, $2, 'CHANNEL', 'PENDING', $3)`,
        [`E2E platform ${made}-${i} ${Date.now().toString(36)}`, `https://t.me/${slug}`, id],
      );
    }
    return { id, email };
  });
}
