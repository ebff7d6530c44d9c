import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES, moderationAllows } from '../src';

describe('moderationAllows', () => {
  it('approves only what waits or was declined, declines only what waits or serves', () => {
    const approvable = CAMPAIGN_STATUSES.filter((s) => moderationAllows(s, 'approve'));
    const declinable = CAMPAIGN_STATUSES.filter((s) => moderationAllows(s, 'decline'));
    expect(approvable).toEqual(['MODERATION', 'DECLINED']);
    expect(declinable.sort()).toEqual(['ACTIVE', 'MODERATION', 'STOPPED']);
  });

  it('allows nothing for a status it does not know', () => {
    expect(moderationAllows('PAUSED' as never, 'approve')).toBe(false);
  });
});
