import { useId, type ReactNode } from 'react';

interface Wired {
  id?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * Ids for a checkbox-like control with its own label and description (Checkbox, Switch). With its own label the
 * control gets its own id, so a surrounding field's `<label for>` and `aria-labelledby` (meant for the group) do
 * not name it too; its description joins the field's hint and error.
 */
export function useToggleLabelling(
  own: Wired,
  wired: Wired,
  label: ReactNode,
  description: ReactNode,
): {
  id: string;
  labelledBy: string | undefined;
  describedBy: string | undefined;
  descriptionId: string | undefined;
} {
  const autoId = useId();
  const hasLabel = label != null && label !== false;
  const id = hasLabel ? (own.id ?? autoId) : (wired.id ?? autoId);
  const descriptionId = description != null && description !== false ? `${id}-description` : undefined;
  const labelledBy = hasLabel && !own['aria-labelledby'] ? undefined : wired['aria-labelledby'];
  const describedBy = [wired['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined;
  return { id, labelledBy, describedBy, descriptionId };
}
