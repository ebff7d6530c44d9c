import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SelfWire } from '@adnet/api-client';
import { api } from '../api';

/** Foundation guard: asks `self` and sends anyone without a session to /login. The app-shell issue replaces it. */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const [state, setState] = useState<{ self: SelfWire | null; done: boolean }>({ self: null, done: false });
  useEffect(() => {
    let live = true;
    api.account
      .self()
      .then((self) => live && setState({ self, done: true }))
      .catch(() => live && setState({ self: null, done: true }));
    return () => {
      live = false;
    };
  }, [location.pathname]);
  if (!state.done) return <p role="status">{t('common.loading')}</p>;
  if (!state.self) return <Navigate to="/login" replace />;
  return <Outlet context={state.self} />;
}
