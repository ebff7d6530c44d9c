import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignStatusBadge, campaignStatuses, campaignStatusTone } from './campaign-status-badge';

describe('CampaignStatusBadge', () => {
  it('gives every status a tone and an English name', () => {
    for (const status of campaignStatuses) {
      const { unmount } = render(<CampaignStatusBadge status={status} />);
      const badge = document.querySelector(`[data-status="${status}"]`);
      expect(badge?.getAttribute('data-tone')).toBe(campaignStatusTone[status]);
      expect(badge?.textContent).not.toBe('');
      unmount();
    }
  });

  it('uses the translated name when given', () => {
    render(<CampaignStatusBadge status="STOPPED" labels={{ STOPPED: 'Остановлена' }} />);
    expect(screen.getByText('Остановлена')).toBeTruthy();
  });
});
