import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { AlertIcon, TickIcon } from '../../internal/icons';
import { CloseIcon } from '../../internal/overlay-icons';
import { TOAST_GUTTER_PX, TOAST_MAX_WIDTH_PX, toastStore, type Toast, type ToastStore } from './toast-store';

export interface ToasterLabels {
  /** Accessible name of each toast's close button. @default 'Close' */
  close: string;
  /** Name of the toast region; `{hotkey}` is replaced by the key that focuses it (F8). @default 'Notifications ({hotkey})' */
  region: string;
}

const defaultLabels: ToasterLabels = { close: 'Close', region: 'Notifications ({hotkey})' };

export interface ToasterProps {
  /** Texts, for hosts that translate. */
  labels?: Partial<ToasterLabels>;
  /** The store to render; defaults to the one `toast()` writes to. */
  store?: ToastStore;
  className?: string;
}

const emptyToasts: readonly Toast[] = [];

const typeIcons: Partial<Record<Toast['type'], ReactNode>> = {
  success: <TickIcon />,
  error: <AlertIcon />,
  loading: <span className="adn-Toast-spinner" />,
};

/**
 * The toast area: top-centre, newest on top, at most `TOAST_LIMIT` toasts. Hovering or focusing it pauses every
 * toast's timer. Normal toasts are polite status messages, errors are assertive alerts. Mount it once near the
 * root of the app and call `toast()` anywhere.
 */
export function Toaster({ labels: labelsProp, store = toastStore, className }: ToasterProps) {
  const labels = { ...defaultLabels, ...labelsProp };
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => emptyToasts);
  // Each toast carries its own live region (role/aria-live by type). Radix's announcer would read every toast a
  // second time and only ever as "status", so it is sent to a node that is never attached to the document.
  const [silentAnnouncer] = useState(() =>
    typeof document === 'undefined' ? undefined : document.createElement('div'),
  );
  const viewportRef = useRef<HTMLOListElement>(null);
  usePauseWhileHoveredOrFocused(viewportRef, store);

  const style = {
    '--adn-toast-max-width': `${TOAST_MAX_WIDTH_PX}px`,
    '--adn-toast-gutter': `${TOAST_GUTTER_PX}px`,
  } as CSSProperties;

  return (
    <ToastPrimitive.Provider
      // The store owns the timers (so the spec's durations are testable); Radix never closes a toast itself.
      duration={Infinity}
      swipeDirection="up"
      label={labels.region.replace(/\s*\(\{hotkey\}\)/, '')}
      {...(silentAnnouncer && { announcerContainer: silentAnnouncer })}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} store={store} closeLabel={labels.close} />
      ))}
      <ToastPrimitive.Viewport
        className={className ? `adn-ToastViewport ${className}` : 'adn-ToastViewport'}
        data-slot="toast-viewport"
        // A modal dialog hides the rest of the page from assistive technology (aria-hidden on everything but
        // itself) and spares only live regions and their ancestors; the toasts' own live regions come later, so
        // the list is one (its politeness off: each toast says how it is announced), or a toast raised from an
        // open dialog would be heard by no one.
        aria-live="off"
        label={labels.region}
        style={style}
        ref={viewportRef}
      />
    </ToastPrimitive.Provider>
  );
}
Toaster.displayName = 'Toaster';

/**
 * Pauses the store while the pointer or focus is inside the toast area. Native listeners on purpose: Radix portals
 * each toast into the viewport, so React's synthetic events from a toast bubble to the Provider, not the viewport.
 */
function usePauseWhileHoveredOrFocused(ref: RefObject<HTMLOListElement | null>, store: ToastStore) {
  useEffect(() => {
    const viewport = ref.current;
    if (!viewport) return;
    let hovered = false;
    let focused = false;
    const sync = () => (hovered || focused ? store.pause() : store.resume());
    // Tracked on the document: a toast removed under the pointer never sends `pointerout`, but the next
    // `pointerover` lands outside the area.
    const onPointerOver = (e: PointerEvent) => {
      const inside = viewport.contains(e.target as Node | null);
      if (inside === hovered) return;
      hovered = inside;
      sync();
    };
    const onPointerOut = (e: PointerEvent) => {
      if (e.relatedTarget !== null || !hovered) return; // left the window
      hovered = false;
      sync();
    };
    const onFocusIn = () => {
      focused = true;
      sync();
    };
    const onFocusOut = (e: FocusEvent) => {
      if (viewport.contains(e.relatedTarget as Node | null)) return;
      focused = false;
      sync();
    };
    document.addEventListener('pointerover', onPointerOver, true);
    document.addEventListener('pointerout', onPointerOut, true);
    viewport.addEventListener('focusin', onFocusIn);
    viewport.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerover', onPointerOver, true);
      document.removeEventListener('pointerout', onPointerOut, true);
      viewport.removeEventListener('focusin', onFocusIn);
      viewport.removeEventListener('focusout', onFocusOut);
      store.resume();
    };
  }, [ref, store]);
}

function ToastItem({ toast: t, store, closeLabel }: { toast: Toast; store: ToastStore; closeLabel: string }) {
  const isError = t.type === 'error';
  const icon = t.icon ?? typeIcons[t.type];
  const body = typeof t.message === 'function' ? t.message(t) : t.message;
  return (
    <ToastPrimitive.Root
      className="adn-Toast"
      data-slot="toast"
      data-type={t.type}
      open={t.visible}
      onOpenChange={(open) => {
        if (!open) store.dismiss(t.id);
      }}
      duration={Infinity}
      type={isError ? 'foreground' : 'background'}
    >
      {icon !== undefined && (
        <span className="adn-Toast-icon" data-slot="icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div
        className="adn-Toast-message"
        data-slot="message"
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {body}
      </div>
      <ToastPrimitive.Close className="adn-Toast-close" data-slot="close" aria-label={closeLabel}>
        <CloseIcon />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
