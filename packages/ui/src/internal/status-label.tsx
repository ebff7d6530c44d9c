import { VisuallyHidden } from '../components/visually-hidden/visually-hidden';

/**
 * Loading indicators (Spinner, DotsLoader) are a polite `role="status"` with a visually hidden label, or purely
 * decorative and hidden when `label` is null (something else already says what is busy).
 */
export function statusRoleProps(label: string | null) {
  return label === null ? { 'aria-hidden': true as const } : { role: 'status' as const };
}

/** The visually hidden text of a loading indicator; nothing when decorative. */
export function StatusLabel({ label }: { label: string | null }) {
  return label === null ? null : <VisuallyHidden>{label}</VisuallyHidden>;
}
