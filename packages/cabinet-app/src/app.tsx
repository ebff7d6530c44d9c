import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RequireAuth } from './guards/require-auth';

const LoginPage = lazy(() => import('./pages/login-page'));
const MonitoringPage = lazy(() => import('./pages/monitoring-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="app-loading">
      {t('common.loading')}
    </p>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route element={<RequireAuth />}>
            <Route path="/" element={<Navigate to="/monitoring" replace />} />
            <Route path="/monitoring" element={<MonitoringPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
