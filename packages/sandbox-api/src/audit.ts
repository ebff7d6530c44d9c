import type { AuditAction } from '@adnet/api-client';
import { epoch, type Queryable } from './db';

/** What one audit line says besides who and when. */
export interface AuditLine {
  /** The user the write is about. */
  userId: number;
  action: AuditAction;
  targetId?: number | null;
  /** Money credited (+) to the user or paid out (-) to them. */
  amount?: number | null;
  details?: string | null;
}

/**
 * Records a write that moved money, blocked someone or decided a moderation, with who did it. Call it inside the
 * write's own transaction, so the line exists exactly when the write does.
 */
export async function audit(db: Queryable, actorId: number, line: AuditLine): Promise<void> {
  await db.query(
    'INSERT INTO audit_log (user_id, actor_id, action, target_id, amount, details) VALUES ($1, $2, $3, $4, $5, $6)',
    [line.userId, actorId, line.action, line.targetId ?? null, line.amount ?? null, line.details ?? null],
  );
}

/** The audit list's columns, named as the contract's `AuditEntryWire` names them. */
export const AUDIT_SELECT = `SELECT l.id, l.action, l.user_id AS "userId", l.actor_id AS "actorId", a.email AS "actorEmail",
    l.target_id AS "targetId", l.amount, l.details, ${epoch('l.created_at')} AS "createdEpoch"
  FROM audit_log l JOIN users a ON a.id = l.actor_id`;
