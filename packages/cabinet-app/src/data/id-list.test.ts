import { describe, expect, it } from 'vitest';
import { IdListParser, isBinaryChunk, parseIdLine } from './id-list';

describe('an uploaded id list', () => {
  it('reads one id a line, or the first CSV field, and refuses anything that is not a Telegram user id', () => {
    expect(parseIdLine('  123456789 ')).toBe(123456789);
    expect(parseIdLine('42,John,x')).toBe(42);
    expect(parseIdLine('"77";y')).toBe(77);
    expect(parseIdLine('9\tz')).toBe(9);
    expect(parseIdLine('   ')).toBeNull();
    for (const bad of ['user_id', '12a', '0', '-5', '1.5', '9007199254740993', '1e5'])
      expect(parseIdLine(bad), bad).toBeNaN();
  });

  it('counts blank, malformed and duplicate lines with their numbers across chunk borders', () => {
    const p = new IdListParser();
    p.push('id\n1\n2\n\n1\n3');
    p.push('4\nabc\r\n2\n');
    p.push('5');
    const { ids, report } = p.finish();
    expect([...ids]).toEqual([1, 2, 34, 5]);
    expect(report).toEqual({
      lines: 9,
      blank: 1,
      malformed: 2,
      duplicates: 2,
      malformedLines: [1, 7],
      duplicateLines: [5, 8],
    });
  });

  it('keeps only the first 20 line numbers of each problem but counts them all', () => {
    const p = new IdListParser();
    p.push(Array.from({ length: 50 }, () => 'x\n7').join('\n'));
    const { ids, report } = p.finish();
    expect([...ids]).toEqual([7]);
    expect(report.malformed).toBe(50);
    expect(report.duplicates).toBe(49);
    expect(report.malformedLines).toHaveLength(20);
    expect(report.duplicateLines[0]).toBe(4);
  });

  it('tells a binary file (a NUL byte: a picture, a video, an archive) from a text list in any encoding', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    expect(isBinaryChunk(png)).toBe(true);
    expect(isBinaryChunk(new Uint8Array(1024))).toBe(true);
    expect(isBinaryChunk(new TextEncoder().encode('id\n123\n<svg onload="x"/>\n'))).toBe(false);
    // A Windows-1251 header ("ид") and a UTF-8 byte order mark are still text.
    expect(isBinaryChunk(Uint8Array.from([0xe8, 0xe4, 0x0a, 0x31, 0x0a]))).toBe(false);
    expect(isBinaryChunk(Uint8Array.from([0xef, 0xbb, 0xbf, 0x31, 0x0a]))).toBe(false);
  });
});
