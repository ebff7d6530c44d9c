import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// `findBy*` and `waitFor` give up after this long. Testing Library's 1 s default made a test's outcome depend on how
// busy the machine was (a page of data that came after 1.2 s on two loaded cores failed); this is a hang guard, not
// a speed assertion, and stays under the projects' test timeout.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no `CSS.escape`, which Dialog uses to find the control of the menu that opened it (a dialog opened from
// a row's menu item while its form's chunk loads). Enough for the ids the components make: each character outside
// [A-Za-z0-9_-] escaped, and a leading digit as its code point.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) =>
    value.replace(/[^\w-]/g, (c) => `\\${c}`).replace(/^\d/, (d) => `\\${d.charCodeAt(0).toString(16)} `);
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape } });
}
