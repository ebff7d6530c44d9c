import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, StaffSection, loadedRows } from '../list-frame';
import { Button, Card, Input, Select, Skeleton, Switch, type DataGridColumn } from '@adnet/ui';
import type { AdminUserWire, FeatureWire } from '@adnet/api-client';
import { canManageNetwork } from '../../access/policy';
import { USER_ID_TEXT, useAdminUser } from '../../data/admin-users';
import {
  useFeatures,
  useSetUserFeatures,
  useToggleFeature,
  type FeatureOverride,
} from '../../data/admin-network';
import { useCurrentUser } from '../../data/hooks';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { LoadFailed } from '../states';
import { Page } from '../page';

/**
 * `/internal/features`: every feature flag, on or off for everyone (switching asks first: it changes every
 * cabinet), with what the flags the cabinet knows change, explained; then one user's own lists (active,
 * disabled) as an override per flag — as everyone, on, or off; the disabled list wins, as in the cabinet.
 */
export default function FeaturesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.internalFeatures')} description={t('admin.features.description')}>
      <GlobalFeatures />
      <UserFeatures />
    </Page>
  );
}

/** What a flag changes in this cabinet, in words; the server's own description for a flag the cabinet does not know. */
function useExplain() {
  const { t } = useTranslation();
  return (f: Pick<FeatureWire, 'name' | 'description'>) =>
    t(`admin.features.known.${f.name}`, { defaultValue: f.description });
}

function GlobalFeatures() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const me = useCurrentUser();
  const features = useFeatures();
  const toggle = useToggleFeature();
  const explain = useExplain();
  const writable = canManageNetwork(me);
  const columns = useMemo<DataGridColumn<FeatureWire>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.features.columns.name'),
        value: (f) => f.name,
        cell: (f) => <code>{f.name}</code>,
        card: 'title',
        width: '12rem',
      },
      {
        id: 'explain',
        header: t('admin.features.columns.explain'),
        value: (f) => explain(f),
        width: '22rem',
      },
      {
        id: 'overrides',
        header: t('admin.features.columns.overrides'),
        value: (f) => f.overrides,
        cell: (f) => fmt.number(f.overrides),
        align: 'end',
        width: '7rem',
      },
      {
        id: 'active',
        header: t('admin.features.columns.everyone'),
        value: (f) => (f.active ? 1 : 0),
        cell: (f) => (
          <Switch
            label={f.active ? t('admin.features.on') : t('admin.features.off')}
            aria-label={t('admin.features.switchFor', { name: f.name })}
            checked={f.active}
            disabled={!writable || toggle.isMutating}
            onCheckedChange={(active) => void toggle.trigger({ feature: f, active })}
          />
        ),
        width: '9rem',
      },
    ],
    [explain, fmt, t, toggle, writable],
  );
  return (
    <StaffSection id="features-title" title={t('admin.features.heading')}>
      <DataGrid
        caption={t('admin.features.heading')}
        columns={columns}
        {...loadedRows(features)}
        getRowId={(f) => f.name}
        labels={{ emptyHint: t('admin.features.empty') }}
      />
    </StaffSection>
  );
}

function UserFeatures() {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const user = useAdminUser(userId);
  const show = (event: FormEvent) => {
    event.preventDefault();
    const ok = USER_ID_TEXT.test(typed.trim());
    setInvalid(!ok);
    if (ok) setUserId(Number(typed.trim()));
  };
  return (
    <StaffSection id="user-features-title" title={t('admin.features.userHeading')}>
      <form onSubmit={show} noValidate className="admin-inline-form">
        <Input
          aria-label={t('admin.features.userId')}
          placeholder={t('admin.features.userId')}
          inputMode="numeric"
          maxLength={9}
          value={typed}
          invalid={invalid}
          aria-describedby={invalid ? 'user-features-error' : undefined}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <Button type="submit" variant="outline">
          {t('admin.features.showUser')}
        </Button>
        {invalid ? (
          <p id="user-features-error" role="alert" className="form-error">
            {t('admin.deposit.userIdInvalid')}
          </p>
        ) : null}
      </form>
      {userId === null ? null : user.error && !user.data ? (
        <LoadFailed
          size="compact"
          error={user.error}
          description={t('admin.user.loadFailed')}
          onRetry={() => void user.mutate()}
          retrying={user.isValidating}
        />
      ) : !user.data ? (
        <Skeleton shape="rect" height="10rem" />
      ) : (
        <UserOverrides key={user.data.id} user={user.data} />
      )}
    </StaffSection>
  );
}

function UserOverrides({ user }: { user: AdminUserWire }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const features = useFeatures().data ?? [];
  const save = useSetUserFeatures();
  const explain = useExplain();
  const writable = canManageNetwork(me);
  const initial = (name: string): FeatureOverride =>
    user.flags.disabledFeatures.includes(name)
      ? 'off'
      : user.flags.activeFeatures.includes(name)
        ? 'on'
        : 'default';
  const [overrides, setOverrides] = useState<Record<string, FeatureOverride>>({});
  const value = (name: string) => overrides[name] ?? initial(name);
  const options = [
    { value: 'default', label: t('admin.features.asEveryone') },
    { value: 'on', label: t('admin.features.forceOn') },
    { value: 'off', label: t('admin.features.forceOff') },
  ];
  return (
    <Card padding="md" as="div">
      <p>
        <AppLink to={`/internal/accounts/user/${user.id}`}>{user.email}</AppLink>
      </p>
      <dl className="case-facts">
        <dt>{t('admin.user.featuresOn')}</dt>
        <dd data-testid="user-features-on">{user.flags.activeFeatures.join(', ') || '—'}</dd>
        <dt>{t('admin.user.featuresOff')}</dt>
        <dd data-testid="user-features-off">{user.flags.disabledFeatures.join(', ') || '—'}</dd>
      </dl>
      <ul className="admin-feature-list">
        {features.map((f) => (
          <li key={f.name}>
            <span>
              <code>{f.name}</code> — {explain(f)}
            </span>
            <Select
              size="sm"
              aria-label={t('admin.features.overrideFor', { name: f.name, email: user.email })}
              options={options}
              value={value(f.name)}
              disabled={!writable}
              onValueChange={(next) => setOverrides({ ...overrides, [f.name]: next as FeatureOverride })}
            />
          </li>
        ))}
      </ul>
      {writable ? (
        <Button
          loading={save.isMutating}
          onClick={() =>
            void save.trigger({
              userId: user.id,
              overrides: Object.fromEntries(features.map((f) => [f.name, value(f.name)])),
            })
          }
        >
          {t('admin.features.saveUser')}
        </Button>
      ) : null}
    </Card>
  );
}
