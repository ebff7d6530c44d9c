import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { CopyIcon, TickIcon } from '../../internal/icons';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { copyToClipboard } from './clipboard';

/** Texts of {@link CopyField}; English by default, the host passes translations. */
export interface CopyFieldLabels {
  /** Copy button. @default 'Copy' */
  copy: string;
  /** Shown on the button and announced after a copy. @default 'Copied' */
  copied: string;
  /** Announced when the browser refused to copy. @default 'Could not copy. Select the text and copy it manually.' */
  failed: string;
  /** Reveal button of a secret value. @default 'Show' */
  show: string;
  /** Hide button of a revealed secret. @default 'Hide' */
  hide: string;
}

export const defaultCopyFieldLabels: CopyFieldLabels = {
  copy: 'Copy',
  copied: 'Copied',
  failed: 'Could not copy. Select the text and copy it manually.',
  show: 'Show',
  hide: 'Hide',
};

export interface CopyFieldProps {
  /** The text to show and copy (an API token, a wallet address, a referral link). */
  value: string;
  /** Visible label of the field. */
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /**
   * Masks the value until the user reveals it. While masked the value is not in the DOM at all (only dots), so
   * it cannot leak through screenshots of the DOM, extensions reading inputs or session recorders.
   */
  secret?: boolean;
  /** Milliseconds the button says "Copied". @default 2000 */
  feedbackDuration?: number;
  /** Called after a successful copy. */
  onCopy?: () => void;
  labels?: Partial<CopyFieldLabels>;
  className?: string;
}

const MASK = '•'.repeat(24);

/**
 * A read-only value with a copy button. The copy is confirmed on the button ("Copied") and announced politely to
 * screen readers; focus stays on the button.
 */
export const CopyField = forwardRef<HTMLInputElement, CopyFieldProps>(function CopyField(
  { value, label, hint, secret = false, feedbackDuration = 2000, onCopy, labels, className },
  ref,
) {
  const text = { ...defaultCopyFieldLabels, ...labels };
  const [revealed, setRevealed] = useState(false);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const masked = secret && !revealed;

  const copy = async () => {
    const ok = await copyToClipboard(value);
    setStatus(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), feedbackDuration);
    if (ok) onCopy?.();
  };

  return (
    <Field label={label} hint={hint} className={cx('adn-CopyField', className)} data-slot="copy-field">
      <Input
        ref={ref}
        readOnly
        value={masked ? MASK : value}
        className="adn-CopyField-value"
        data-masked={masked || undefined}
        spellCheck={false}
        autoComplete="off"
        // Selecting all on focus makes a manual copy one shortcut away when the clipboard is refused.
        onFocus={(e) => {
          if (!masked) e.currentTarget.select();
        }}
        endSlot={
          <span className="adn-CopyField-actions">
            {secret && (
              <Button
                size="sm"
                variant="ghost"
                tone="neutral"
                aria-pressed={revealed}
                onClick={() => setRevealed((r) => !r)}
              >
                {revealed ? text.hide : text.show}
              </Button>
            )}
            <Button
              size="sm"
              variant="soft"
              tone={status === 'failed' ? 'danger' : 'neutral'}
              startIcon={status === 'copied' ? <TickIcon /> : <CopyIcon />}
              onClick={() => void copy()}
              data-state={status}
            >
              {status === 'copied' ? text.copied : text.copy}
            </Button>
          </span>
        }
      />
      <span role="status" className="adn-visually-hidden">
        {status === 'copied' ? text.copied : status === 'failed' ? text.failed : ''}
      </span>
    </Field>
  );
});
CopyField.displayName = 'CopyField';
