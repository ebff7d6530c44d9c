import type {
  BalanceQueryWire,
  DepositRequestWire,
  FrozenBalanceQueryWire,
  TransactionWire,
  WithdrawRequestWire,
  WithdrawWire,
} from '@adnet/api-client';
import { ADMIN_ROLES, canActFor, type Viewer } from '../access';
import { audit } from '../audit';
import { CURRENCY, MAX_MONEY, MIN_DEPOSIT_AMOUNT, MIN_WITHDRAW_AMOUNT, TRON_FEE } from '../catalog';
import { issueCode, spendCode } from '../codes';
import type { Db, Queryable } from '../db';
import { ApiFailure, fieldFailed, notFound } from '../errors';
import { frozenByCampaign, settleSpend, wallet, walletNow } from '../money';
import { pageInMemory, paging, sqlPage, type Deps, type Router } from '../route';
import { TRON_ADDRESS, isTronAddress } from '../rules';
import { pageFields, pageQuery } from '../schemas';
import { bool, id, money, obj, optional, str, type Schema } from '../validate';

const depositBody: Schema<DepositRequestWire> = obj({
  comment: str({ max: 500, trim: true }),
  amount: money(MIN_DEPOSIT_AMOUNT, MAX_MONEY),
  isInternalCurrency: bool(),
});
const withdrawBody: Schema<WithdrawRequestWire> = obj({
  wallet: str({
    trim: true,
    pattern: TRON_ADDRESS,
    patternMessage: 'is not a TRON address (T and 33 characters)',
  }),
  amount: money(MIN_WITHDRAW_AMOUNT, MAX_MONEY),
  memoTag: str({ max: 64, trim: true }),
  confirmationCode: str({ pattern: /^\d{6}$/, patternMessage: 'must be the 6 digits from the e-mail' }),
});
const frozenQuery: Schema<FrozenBalanceQueryWire> = obj({ ...pageFields, userId: optional(id()) });
/** The wallet of the caller, or of a user the caller acts for (admins, agency staff for their clients). */
const balanceQuery: Schema<BalanceQueryWire> = obj({ userId: optional(id()) });

export const TRANSACTION_COLUMNS = `id, amount, description, user_id AS "userId",
  (extract(epoch FROM created_at) * 1000)::bigint AS timestamp`;
export const WITHDRAW_COLUMNS = `w.id, w.wallet, w.amount, w.memo_tag AS "memoTag", w.status,
  extract(epoch FROM w.created_at)::bigint AS "createdEpoch", w.tx_hash AS "txHash", w.reject_reason AS "rejectReason"`;
export const WITHDRAW_SORT = ['id', 'amount', 'createdEpoch', 'status', 'wallet'];

/**
 * The user whose data a call with `userId` reads: the caller without it; with it, a user the caller may act for
 * (admins: anyone; agency staff: their agency's users). Anyone else, and unknown ids, get 404.
 */
export async function subjectUser(
  db: Queryable,
  viewer: Viewer,
  userId: number | undefined,
): Promise<number> {
  if (userId === undefined || userId === viewer.id) return viewer.id;
  const { rows } = await db.query<{ id: number; agencyId: number | null }>(
    'SELECT id, agency_id AS "agencyId" FROM users WHERE id = $1',
    [userId],
  );
  const target = rows[0];
  if (!target || !canActFor(viewer, target)) throw notFound('User');
  return target.id;
}

async function transactionsPage(
  db: Db,
  userId: number,
  query: { page?: number; size?: number; sort?: string },
) {
  await settleSpend(db, userId);
  const p = paging(query, ['id', 'amount', 'timestamp', 'description'], { field: 'timestamp', desc: true });
  return sqlPage<TransactionWire>(
    db,
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions WHERE user_id = $1`,
    [userId],
    p,
  );
}

export function moneyRoutes(r: Router, { db, config, limits }: Deps) {
  r.user('GET /api/user/transactions', {
    query: pageQuery,
    handler: async ({ user, query }) => transactionsPage(db, user.id, query),
  });

  r.user('GET /api/user/user/{userId}/transactions', {
    query: pageQuery,
    handler: async ({ user, params, query }) =>
      transactionsPage(db, await subjectUser(db, user, params.userId), query),
  });

  r.user('GET /api/user/balance', {
    query: balanceQuery,
    handler: async ({ user, query }) => {
      const w = await wallet(db, await subjectUser(db, user, query.userId));
      return { balance: w.balance, frozenBalance: w.frozen, currency: CURRENCY };
    },
  });

  r.user('POST /api/admin/user/{userId}/deposit', {
    status: 201,
    body: depositBody,
    roles: ADMIN_ROLES,
    // Spec section 8: the deposit's own catalogue (403 'No rights', 404 'UserId not found', 400 publisher).
    forbidden: () => new ApiFailure(403, { error: 'NO_RIGHTS', message: 'No rights' }),
    handler: async ({ user, params, body }) => {
      const { rows } = await db.query<{ id: number; is_publisher: boolean }>(
        'SELECT id, is_publisher FROM users WHERE id = $1',
        [params.userId],
      );
      const target = rows[0];
      if (!target) throw new ApiFailure(404, { error: 'USER_NOT_FOUND', message: 'UserId not found' });
      if (target.is_publisher)
        throw new ApiFailure(400, {
          error: 'PUBLISHER_ACCOUNT',
          message: 'Deposit cannot be applied to the publisher',
        });
      const kind = body.isInternalCurrency ? 'Internal deposit' : 'Deposit';
      const description = body.comment
        ? `${kind}: ${body.comment}`
        : `${kind} by an administrator (#${user.id})`;
      // The money and its audit line are one write: neither exists without the other.
      return db.transaction(async (tx) => {
        const inserted = await tx.query<TransactionWire>(
          `INSERT INTO transactions (user_id, amount, description) VALUES ($1, $2, $3) RETURNING ${TRANSACTION_COLUMNS}`,
          [target.id, body.amount, description],
        );
        await audit(tx, user.id, {
          userId: target.id,
          action: 'DEPOSIT',
          targetId: inserted.rows[0]!.id,
          amount: body.amount,
          details: body.comment || null,
        });
        return inserted.rows[0]!;
      });
    },
  });

  r.user('POST /api/user/publisher/withdraw/code', {
    write: true,
    handler: async ({ user, request }) => {
      await limits.take('codeRequestsPerAccount', request, user.email);
      await limits.take('codeRequestsPerAddress', request);
      await issueCode(db, config, user, 'WITHDRAW');
      return { ok: true };
    },
  });

  r.user('POST /api/user/publisher/withdraw', {
    write: true,
    status: 201,
    body: withdrawBody,
    handler: async ({ user, body, request }) => {
      // Wrong codes count per account across codes: requesting a new code does not buy new guesses.
      const guesses = `WITHDRAW:${user.id}`;
      await limits.assertUnder('codeGuessesPerAccount', request, guesses);
      // The shape is the schema's; the checksum catches a typo that would send the money nowhere.
      if (!isTronAddress(body.wallet))
        throw fieldFailed('wallet', 'is not a valid TRON address: its checksum does not match');
      await settleSpend(db, user.id);
      // The balance check, the code and the booking run in one transaction, so two withdraws at once cannot both
      // pass the check. A failure is returned, not thrown, so that a wrong guess still counts (it commits).
      const outcome = await db.transaction(async (tx) => {
        const w = await walletNow(tx, user.id);
        if (body.amount + TRON_FEE > w.available)
          return fieldFailed(
            'amount',
            `Not enough money: ${w.available} ${CURRENCY} is free and the TRON fee is ${TRON_FEE} ${CURRENCY}`,
          );
        // The code is checked last, so that a mistake in another field does not burn it.
        if (!(await spendCode(tx, user.id, 'WITHDRAW', body.confirmationCode))) return 'WRONG_CODE' as const;
        const { rows } = await tx.query<WithdrawWire>(
          `INSERT INTO withdraws AS w (user_id, wallet, amount, memo_tag, status) VALUES ($1, $2, $3, $4, 'PENDING')
           RETURNING ${WITHDRAW_COLUMNS}`,
          [user.id, body.wallet, body.amount, body.memoTag],
        );
        const created = rows[0]!;
        await tx.query(
          'INSERT INTO transactions (user_id, amount, description) VALUES ($1, $2, $3), ($1, $4, $5)',
          [
            user.id,
            -body.amount,
            `Withdraw #${created.id} to ${body.wallet}`,
            -TRON_FEE,
            `TRON network fee of withdraw #${created.id}`,
          ],
        );
        return created;
      });
      if (outcome === 'WRONG_CODE') {
        await limits.count('codeGuessesPerAccount', request, guesses);
        throw fieldFailed('confirmationCode', 'The code is wrong or expired');
      }
      if (outcome instanceof ApiFailure) throw outcome;
      return outcome;
    },
  });

  r.user('GET /api/user/publisher/withdraw', {
    query: pageQuery,
    handler: async ({ user, query }) =>
      sqlPage<WithdrawWire>(
        db,
        `SELECT ${WITHDRAW_COLUMNS} FROM withdraws w WHERE w.user_id = $1`,
        [user.id],
        paging(query, WITHDRAW_SORT, { field: 'createdEpoch', desc: true }),
      ),
  });

  r.user('GET /api/user/tron-wallet', {
    handler: async ({ user }) => {
      const { rows } = await db.query<{ tron_address: string }>(
        'SELECT tron_address FROM users WHERE id = $1',
        [user.id],
      );
      return { walletAddress: rows[0]!.tron_address };
    },
  });

  r.user('GET /api/tron/fee', { handler: async () => ({ fee: TRON_FEE }) });

  r.user('GET /api/user/campaigns-frozen-balance', {
    query: frozenQuery,
    handler: async ({ user, query }) => {
      const subject = await subjectUser(db, user, query.userId);
      await settleSpend(db, subject);
      const p = paging(query, ['campaignId', 'name', 'status', 'frozenAmount'], {
        field: 'frozenAmount',
        desc: true,
      });
      const rows = (await frozenByCampaign(db, subject)).map(({ ownerId: _o, ...row }) => row);
      return pageInMemory(rows, p, 'campaignId');
    },
  });
}
