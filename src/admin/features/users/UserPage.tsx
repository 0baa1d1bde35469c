import { Alert, App, Button, Flex, Result, Skeleton, Space, Tabs, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useParams } from 'react-router-dom';
import {
  useAdminAdjustments,
  useAdminUser,
} from '../../api/generated/endpoints/admin-users/admin-users';
import type { Operator, UserSession } from '../../api/generated/model';
import { roleAllows } from '../../app/roles';
import { ReasonDialog } from '../../components/ReasonDialog';
import { AdjustDialog } from './AdjustDialog';
import { formatTime } from '../queues/queueText';
import { Activity, Sessions, useDeviceName } from './SecurityTabs';
import { Balances, Journal, Orders, Overview } from './UserTabs';
import { FlagTags } from './FlagTags';
import { ACTION_ROLE, type UserAction, useUserActions } from './useUserActions';

// Each action's button and confirmation texts (literal keys: the locale test reads them).
const ACTIONS: Record<UserAction, { label: string; done: string; danger: boolean }> = {
  freeze_sign_in: {
    label: 'users.freeze_sign_in',
    done: 'users.done_freeze_sign_in',
    danger: true,
  },
  unfreeze_sign_in: {
    label: 'users.unfreeze_sign_in',
    done: 'users.done_unfreeze_sign_in',
    danger: false,
  },
  freeze_withdrawals: {
    label: 'users.freeze_withdrawals',
    done: 'users.done_freeze_withdrawals',
    danger: true,
  },
  unfreeze_withdrawals: {
    label: 'users.unfreeze_withdrawals',
    done: 'users.done_unfreeze_withdrawals',
    danger: false,
  },
  end_sessions: { label: 'users.end_sessions', done: 'users.done_end_sessions', danger: true },
  reset_fund_password: {
    label: 'users.reset_fund_password',
    done: 'users.done_reset_fund_password',
    danger: true,
  },
};

/** One user: profile, KYC, balances, journal, orders, sessions, and the audited actions. */
export function UserPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const id = useParams().id ?? '';
  const operator = useOutletContext<Operator>();
  const user = useAdminUser(id, { query: { retry: false } });
  const adjustments = useAdminAdjustments();
  const actions = useUserActions(id);
  const [asking, setAsking] = useState<UserAction | 'adjust'>();
  const [ending, setEnding] = useState<UserSession>();
  const [resetting, setResetting] = useState<'ask' | 'reject'>();
  const nameOf = useDeviceName();
  const [failure, setFailure] = useState<string>();

  const may = (action: UserAction | 'adjust') => roleAllows(operator.role, ACTION_ROLE[action]);
  const guarded = async <T,>(run: () => Promise<T>): Promise<T> => {
    setFailure(undefined);
    try {
      return await run();
    } catch (error) {
      setFailure(t('queue.failed', { message: (error as Error).message }));
      throw error;
    } finally {
      setAsking(undefined);
      setEnding(undefined);
      setResetting(undefined);
    }
  };

  if (user.isPending) return <Skeleton active />;
  if (!user.data)
    return (
      <Result status="warning" title={t('error.load', { message: user.error?.message ?? '' })} />
    );
  const { flags, profile, second_factor_reset: pendingReset } = user.data;
  const mayAskReset = roleAllows(operator.role, 'reviewer');
  const mayDecideReset = roleAllows(operator.role, 'admin');

  const button = (action: UserAction) => (
    <Tooltip
      key={action}
      title={
        may(action) ? undefined : t('users.role_needed', { role: t(`role.${ACTION_ROLE[action]}`) })
      }
    >
      <Button
        danger={ACTIONS[action].danger}
        disabled={!may(action)}
        onClick={() => setAsking(action)}
      >
        {t(ACTIONS[action].label)}
      </Button>
    </Tooltip>
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          #{profile.id} {profile.email ?? profile.phone ?? ''}
        </Typography.Title>
        <FlagTags signIn={flags.sign_in_frozen} withdrawals={flags.withdraw_frozen} />
      </Flex>
      <Space wrap style={{ margin: '16px 0' }}>
        {button(flags.sign_in_frozen ? 'unfreeze_sign_in' : 'freeze_sign_in')}
        {button(flags.withdraw_frozen ? 'unfreeze_withdrawals' : 'freeze_withdrawals')}
        {button('end_sessions')}
        {button('reset_fund_password')}
        {(flags.authenticator_enabled_at || user.data.passkeys.length > 0) && !pendingReset && (
          <Tooltip
            title={mayAskReset ? undefined : t('users.role_needed', { role: t('role.reviewer') })}
          >
            <Button danger disabled={!mayAskReset} onClick={() => setResetting('ask')}>
              {t('users.reset_second_factor')}
            </Button>
          </Tooltip>
        )}
        <Tooltip
          title={may('adjust') ? undefined : t('users.role_needed', { role: t('role.finance') })}
        >
          <Button type="primary" disabled={!may('adjust')} onClick={() => setAsking('adjust')}>
            {t('users.adjust')}
          </Button>
        </Tooltip>
      </Space>
      {pendingReset && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('users.reset_pending', {
            by: pendingReset.requested_by,
            at: formatTime(pendingReset.requested_at, i18n.language),
            reason: pendingReset.reason,
          })}
          action={
            <Space>
              <Button
                size="small"
                type="primary"
                danger
                disabled={!mayDecideReset}
                onClick={() =>
                  void guarded(() => actions.approveReset(pendingReset.id)).then(
                    () => void message.success(t('users.reset_approved')),
                  )
                }
              >
                {t('users.reset_approve')}
              </Button>
              <Button
                size="small"
                disabled={!mayDecideReset}
                onClick={() => setResetting('reject')}
              >
                {t('users.reset_reject')}
              </Button>
            </Space>
          }
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable
          onClose={() => setFailure(undefined)}
          title={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      <Tabs
        items={[
          { key: 'overview', label: t('users.overview'), children: <Overview user={user.data} /> },
          {
            key: 'balances',
            label: t('item.balances_all'),
            children: <Balances balances={user.data.balances} />,
          },
          { key: 'journal', label: t('users.journal'), children: <Journal id={id} /> },
          { key: 'orders', label: t('users.orders'), children: <Orders id={id} /> },
          {
            key: 'sessions',
            label: t('users.sessions'),
            children: (
              <Sessions
                sessions={user.data.sessions}
                onEnd={may('end_sessions') ? setEnding : null}
                roleNeeded={t('users.role_needed', { role: t('role.reviewer') })}
              />
            ),
          },
          { key: 'activity', label: t('users.activity'), children: <Activity id={id} /> },
        ]}
      />
      {asking && asking !== 'adjust' && (
        <ReasonDialog
          title={t(ACTIONS[asking].label)}
          okText={t(ACTIONS[asking].label)}
          danger={ACTIONS[asking].danger}
          onCancel={() => setAsking(undefined)}
          onConfirm={(reason) =>
            guarded(() => actions.run(asking, reason)).then(
              () => void message.success(t(ACTIONS[asking].done)),
            )
          }
        />
      )}
      {ending && (
        <ReasonDialog
          title={t('users.end_session_title', { device: nameOf(ending) })}
          okText={t('users.end_session')}
          danger
          onCancel={() => setEnding(undefined)}
          onConfirm={(reason) =>
            guarded(() => actions.endSession(ending.id, reason)).then(
              () => void message.success(t('users.done_end_session')),
            )
          }
        />
      )}
      {resetting === 'ask' && (
        <ReasonDialog
          title={t('users.reset_second_factor')}
          okText={t('users.reset_second_factor')}
          danger
          onCancel={() => setResetting(undefined)}
          onConfirm={(reason) =>
            guarded(() => actions.askReset(reason)).then(
              () => void message.success(t('users.reset_requested')),
            )
          }
        />
      )}
      {resetting === 'reject' && pendingReset && (
        <ReasonDialog
          title={t('users.reset_reject')}
          okText={t('users.reset_reject')}
          onCancel={() => setResetting(undefined)}
          onConfirm={(reason) =>
            guarded(() => actions.rejectReset(pendingReset.id, reason)).then(
              () => void message.success(t('users.reset_rejected')),
            )
          }
        />
      )}
      {asking === 'adjust' && (
        <AdjustDialog
          threshold={adjustments.data?.threshold_usdt}
          onCancel={() => setAsking(undefined)}
          onConfirm={(form) =>
            guarded(() => actions.adjust(form)).then(
              (adjustment) =>
                void message.success(
                  t(
                    adjustment.status === 'pending'
                      ? 'users.adjust_pending'
                      : 'users.adjust_posted',
                  ),
                ),
            )
          }
        />
      )}
    </>
  );
}

export default UserPage;
