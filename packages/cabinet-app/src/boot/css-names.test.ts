import { describe, expect, it } from 'vitest';
import {
  dropDeclarations,
  planCustomPropertyNames,
  renameCustomProperties,
  unreadCustomProperties,
} from '../../build-css-names';

const css = [
  `:root { --color-text: #000; --space-1: 2px; --space-10: 48px; --lib-chart-series-1: red; --tg-bg: #fff; }
   /* --not-a-declaration: in a comment */
   a { color: var(--color-text); margin: var(--space-1) var(--space-10); }
   b { color: var(--color-text); inline-size: var(--radix-popper-anchor-width); background: var(--tg-bg); }`,
  `.x { --_a9: var(--color-text); border-color: var(--_a9); block-size: var(--lib-select-max-height); }`,
];

describe('short custom property names in the built CSS', () => {
  it('gives the shortest names to the most used declared properties', () => {
    const plan = planCustomPropertyNames({ css, scripts: [] });
    expect(plan.get('--color-text')).toBe('--a');
    // `--lib-chart-series-1` is read by nothing here: dropped, not renamed (below).
    expect([...plan.keys()].sort()).toEqual(
      ['--_a9', '--color-text', '--space-1', '--space-10', '--tg-bg'].sort(),
    );
    expect(new Set(plan.values()).size).toBe(plan.size);
    for (const short of plan.values()) expect(short).toMatch(/^--[a-z_]{1,2}$/);
  });

  it('keeps what a script builds from a prefix and what the CSS only reads; a whole name is renamed in scripts too', () => {
    const plan = planCustomPropertyNames({
      css,
      scripts: [
        "el.style.setProperty('--space-10', '1px');",
        'const series = (n: number) => `--lib-chart-series-${n}`;',
        '/** Sized by the page (--tg-bg) */ // and --color-text here is a comment too',
      ],
    });
    // The build renames it in the script as well (the transform of `shortCustomProperties`).
    expect(plan.has('--space-10')).toBe(true);
    expect(renameCustomProperties("el.style.setProperty('--space-10', '1px');", plan)).toBe(
      `el.style.setProperty('${plan.get('--space-10')}', '1px');`,
    );
    expect(plan.has('--lib-chart-series-1')).toBe(false);
    expect(plan.has('--tg-bg')).toBe(true);
    expect(plan.has('--color-text')).toBe(true);
    // Set by a library or a script, never declared by our CSS.
    expect(plan.has('--radix-popper-anchor-width')).toBe(false);
    expect(plan.has('--lib-select-max-height')).toBe(false);
    expect(plan.has('--not-a-declaration')).toBe(false);
  });

  it('never hands out a name already in use', () => {
    const plan = planCustomPropertyNames({
      css: [':root { --a: 1px; --long-name: 2px; } a { margin: var(--a) var(--long-name); }'],
      scripts: ["'--b'"],
    });
    expect(plan.get('--long-name')).toBe('--c');
    expect(plan.has('--a')).toBe(false);
  });

  it('renames whole names in declarations and var() alike', () => {
    const plan = new Map([
      ['--space-1', '--a'],
      ['--color-text', '--b'],
    ]);
    expect(
      renameCustomProperties(
        'a{--space-1:2px;margin:var(--space-1) var(--space-10);color:var(--color-text,var(--space-1x))}',
        plan,
      ),
    ).toBe('a{--a:2px;margin:var(--a) var(--space-10);color:var(--b,var(--space-1x))}');
  });

  it('drops a declaration nothing reads: no var() of it in any stylesheet, no script naming it or its prefix', () => {
    const sheets = [
      ':root { --used: 1px; --unused: 2px; --by-script: 3px; --lib-chart-series-1: red; }',
      'a { margin: var(--x, var(--used)); }',
    ];
    const unread = unreadCustomProperties({
      css: sheets,
      scripts: [
        "getComputedStyle(el).getPropertyValue('--by-script')",
        'const s = (n: number) => `--lib-chart-series-${n}`;',
      ],
    });
    expect([...unread]).toEqual(['--unused']);
    expect(dropDeclarations(':root{--used:1px;--unused:2px}b{--unused: #fff;color:red}', unread)).toBe(
      ':root{--used:1px;}b{color:red}',
    );
  });
});
