/**
 * The cabinet's "settled" signal: `<html data-settled="true">` once no API call is in flight (the client's
 * `onCallStart`, uploads included) and no data change is waiting to be rendered (`transition-store.ts`), and
 * `"false"` while either is. Before the app has booted the attribute is absent.
 *
 * Who reads it: browser tests wait on it instead of guessing (a page whose answers are in and drawn), and move a fake
 * clock only while it holds; a request in flight would otherwise have its timeout fired by the jump. Nothing in the
 * app reads it.
 *
 * It turns true one frame and one task after the last piece of work ended, so the effects that a commit runs (which
 * may start the next request) run first: it does not flicker true between an answer's render and the call that
 * render starts.
 */
let pending = 0;
let booted = false;
let frame: number | undefined;
let task: number | undefined;

function show(value: 'true' | 'false') {
  if (typeof document === 'undefined') return;
  if (document.documentElement.dataset.settled !== value) document.documentElement.dataset.settled = value;
}

function scheduleSettled() {
  cancelSettled();
  if (!booted) return;
  if (typeof requestAnimationFrame !== 'function') return show('true');
  frame = requestAnimationFrame(() => {
    frame = undefined;
    task = window.setTimeout(() => {
      task = undefined;
      if (pending === 0) show('true');
    }, 0);
  });
}

function cancelSettled() {
  if (frame !== undefined) cancelAnimationFrame(frame);
  if (task !== undefined) clearTimeout(task);
  frame = task = undefined;
}

/** Marks a piece of work as started; the function it returns ends it (once; later calls do nothing). */
export function beginActivity(): () => void {
  pending += 1;
  cancelSettled();
  if (booted) show('false');
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    if (pending === 0) scheduleSettled();
  };
}

/** Called once the app has committed its first page: until then it is not settled, whatever is in flight. */
export function markBooted() {
  if (booted) return;
  booted = true;
  if (pending === 0) scheduleSettled();
}
