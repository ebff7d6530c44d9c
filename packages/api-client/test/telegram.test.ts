import { describe, expect, it } from 'vitest';
import { normalizeTelegramUsername, telegramUsernameProblem } from '../src';

describe('Telegram username rules', () => {
  it('strips one leading @ and the white space around it', () => {
    expect(normalizeTelegramUsername('  @north_wind ')).toBe('north_wind');
    expect(normalizeTelegramUsername('@@twice')).toBe('@twice');
  });

  it('takes 5-32 letters, digits and underscores starting with a letter', () => {
    for (const ok of ['north', 'North_Wind_2026', `a${'b'.repeat(31)}`])
      expect(telegramUsernameProblem(ok)).toBeNull();
    expect(telegramUsernameProblem('')).toBe('required');
    expect(telegramUsernameProblem('abcd')).toBe('length');
    expect(telegramUsernameProblem(`a${'b'.repeat(32)}`)).toBe('length');
    expect(telegramUsernameProblem('1north')).toBe('start');
    expect(telegramUsernameProblem('_north')).toBe('start');
    for (const bad of ['north wind', 'north-wind', 'nörth', '@twice', 'north<script>'])
      expect(telegramUsernameProblem(bad)).toBe('characters');
  });
});
