import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A role's name in the reader's language (`admin.roles.*`). The server's names are identifiers; an unknown one is
 * shown as sent rather than hidden.
 */
export function useRoleLabel() {
  const { t } = useTranslation();
  return useCallback(
    (role: string) => t(`admin.roles.${role.replace(/ /g, '_')}`, { defaultValue: role }),
    [t],
  );
}
