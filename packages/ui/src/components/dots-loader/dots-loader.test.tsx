import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DotsLoader } from './dots-loader';

describe('DotsLoader', () => {
  it('is a polite status with a translatable label', () => {
    render(<DotsLoader label="加载中" />);
    expect(screen.getByRole('status').textContent).toBe('加载中');
  });

  it('is hidden when decorative', () => {
    render(<DotsLoader label={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
