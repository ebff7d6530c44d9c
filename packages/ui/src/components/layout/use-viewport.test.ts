import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DESKTOP_BREAKPOINT_PX,
  MOBILE_BREAKPOINT_PX,
  RESIZE_DEBOUNCE_MS,
  useViewport,
  viewportForWidth,
} from './use-viewport';

const resizeTo = (width: number) => {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
};

describe('viewport thresholds (the spec: 768 and 1024, 250 ms debounce)', () => {
  it('has the spec values', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(DESKTOP_BREAKPOINT_PX).toBe(1024);
    expect(RESIZE_DEBOUNCE_MS).toBe(250);
  });

  it('puts each width in its class, the breakpoints themselves in the wider one', () => {
    expect(viewportForWidth(320)).toBe('mobile');
    expect(viewportForWidth(767)).toBe('mobile');
    expect(viewportForWidth(768)).toBe('tablet');
    expect(viewportForWidth(1023)).toBe('tablet');
    expect(viewportForWidth(1024)).toBe('desktop');
    expect(viewportForWidth(1920)).toBe('desktop');
  });
});

describe('useViewport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 1280;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from the current width', () => {
    window.innerWidth = 800;
    const { result } = renderHook(() => useViewport());
    expect(result.current).toBe('tablet');
  });

  it(`reports a resize exactly RESIZE_DEBOUNCE_MS (${RESIZE_DEBOUNCE_MS}) after the last one`, () => {
    const { result } = renderHook(() => useViewport());
    expect(result.current).toBe('desktop');
    resizeTo(500);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(result.current).toBe('desktop');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('mobile');
  });

  it('restarts the wait on every resize, so a drag re-renders once with the final width', () => {
    const renders = vi.fn();
    const { result } = renderHook(() => {
      const v = useViewport();
      renders(v);
      return v;
    });
    renders.mockClear();
    for (const width of [1000, 900, 700, 600, 900]) {
      resizeTo(width);
      act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 50));
    }
    expect(result.current).toBe('desktop');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('tablet');
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', () => {
    const { result, unmount } = renderHook(() => useViewport());
    unmount();
    resizeTo(400);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(result.current).toBe('desktop');
  });
});
