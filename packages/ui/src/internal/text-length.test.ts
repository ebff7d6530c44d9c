import { describe, expect, it } from 'vitest';
import { graphemes, textLength } from './text-length';

describe('textLength', () => {
  it('counts what a reader counts as characters, on the fast path for printable ASCII and off it', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('Fresh coffee, 100% Arabica!')).toBe(27);
    // Off the fast path: a line break pair is one character, a letter with its combining accent is one.
    expect(textLength('a\r\nb')).toBe(3);
    expect(textLength('Cafe\u0301')).toBe(4);
    expect(textLength('👍🏽🇷🇺ab')).toBe(4);
    expect(textLength('Кофе 咖啡')).toBe(7);
  });

  it('agrees with the list of graphemes', () => {
    for (const text of ['plain', 'tab\there', 'x\u0301y', '👨‍👩‍👧 family', '\u00a0nbsp'])
      expect(textLength(text)).toBe(graphemes(text).length);
  });
});
