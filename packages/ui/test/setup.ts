import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// `findBy*` and `waitFor` give up after this long. Testing Library's 1 s default made a test's outcome depend on how
// busy the machine was (a page of data that came after 1.2 s on two loaded cores failed); this is a hang guard, not
// a speed assertion, and stays under the projects' test timeout.
configure({ asyncUtilTimeout: 10_000 });
