import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('is an image named by its label, dark on white whatever the theme', () => {
    const { container } = render(
      <QrCode value="TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" label="Wallet address" />,
    );
    const code = screen.getByRole('img', { name: 'Wallet address' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    const paths = container.querySelectorAll('path');
    expect(paths[0]?.getAttribute('fill')).toBe('#ffffff');
    expect(paths[1]?.getAttribute('fill')).toBe('#000000');
  });

  it('encodes different values differently', () => {
    const a = render(<QrCode value="TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" label="a" />).container.innerHTML;
    const b = render(<QrCode value="TJRabPrwbZy45sbavfcjinPJC18kjpRTv8" label="b" />).container.innerHTML;
    expect(a).not.toBe(b);
  });
});
