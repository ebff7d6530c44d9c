/**
 * Copies text to the clipboard: the async Clipboard API where it is allowed (secure context, permission), else the
 * legacy `execCommand('copy')` on a hidden textarea (plain-HTTP intranets, older WebViews in Telegram clients).
 * Resolves to whether the copy happened; never throws.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the legacy path.
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off-screen but selectable; fixed so the page does not scroll to it.
  area.style.position = 'fixed';
  area.style.insetBlockStart = '-1000px';
  area.style.opacity = '0';
  const active = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  // Selecting the textarea moved focus; give it back to the copy button.
  active?.focus();
  return ok;
}
