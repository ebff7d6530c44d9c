import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fitsUsdtDecimals, isTronAddress, maxWithdrawAmount, sha256, tronAddressProblem } from '../src';

// The USDT TRC-20 contract's own address: public, and its checksum holds.
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('sha256', () => {
  it('equals node:crypto on empty, block-edge and random inputs', () => {
    for (const length of [0, 1, 21, 55, 56, 63, 64, 65, 119, 1000]) {
      const data = randomBytes(length);
      expect(Buffer.from(sha256(data)).toString('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
});

describe('TRON address', () => {
  it('accepts a real address and refuses each way an address can be wrong', () => {
    expect(tronAddressProblem(USDT_CONTRACT)).toBeNull();
    expect(tronAddressProblem(`  ${USDT_CONTRACT} `)).toBeNull();
    expect(isTronAddress(USDT_CONTRACT)).toBe(true);
    expect(tronAddressProblem('')).toBe('required');
    expect(tronAddressProblem(USDT_CONTRACT.slice(0, 33))).toBe('length');
    expect(tronAddressProblem(`${USDT_CONTRACT.slice(0, 33)}0`)).toBe('alphabet'); // 0 is not base58
    expect(tronAddressProblem(`${USDT_CONTRACT.slice(0, 33)}u`)).toBe('checksum'); // one typo
    // A Bitcoin-style base58check of 34 characters is not a TRON address (version byte 0x00, not 0x41).
    expect(tronAddressProblem('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2x')).toBe('length');
    expect(tronAddressProblem('11111111111111111111111111111111111'.slice(0, 34))).toBe('prefix');
  });
});

describe('withdraw amounts', () => {
  it('caps the amount at what is available minus the fee, down to 6 decimals', () => {
    expect(maxWithdrawAmount(100, 1.5)).toBe(98.5);
    expect(maxWithdrawAmount(10.1234567, 0)).toBe(10.123456);
    expect(maxWithdrawAmount(1, 1.5)).toBe(0);
    expect(maxWithdrawAmount(0.3, 0.1)).toBe(0.2); // no float dust pushes it under
  });

  it('allows at most 6 decimals', () => {
    expect(fitsUsdtDecimals(1.123456)).toBe(true);
    expect(fitsUsdtDecimals(0.1 + 0.2)).toBe(true);
    expect(fitsUsdtDecimals(1.1234567)).toBe(false);
  });
});
