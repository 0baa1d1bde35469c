import { App, Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '../../api/generated/model';
import { formatTime } from '../queues/queueText';
import { STATUS_COLOR, STATUS_LABEL } from './labels';
import { ScheduleDialog } from './ScheduleDialog';
import { useArticleActions, type ArticleAction } from './useArticleActions';

const DONE: Record<ArticleAction, string> = {
  publish: 'content.published_done',
  unpublish: 'content.unpublished_done',
  pin: 'content.pinned_done',
  unpin: 'content.unpinned_done',
  banner: 'content.banner_done',
  unbanner: 'content.unbanner_done',
};

interface Props {
  article: ArticleDetail;
  /** Why the buttons are off (the role, or unsaved changes); undefined when they are on. */
  blocked: string | undefined;
  onFailure: (message: string | undefined) => void;
}

/**
 * An article's state and what can be done to it: publish now or later, unpublish, pin, and for a
 * notice, make it Home's banner (replacing the one before, which the confirmation says).
 */
export function ArticleActions({ article, blocked, onFailure }: Props) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const actions = useArticleActions();
  const [scheduling, setScheduling] = useState(false);
  const id = String(article.id);
  const live = article.status === 'published';

  const guarded = async (run: () => Promise<unknown>, done: string) => {
    onFailure(undefined);
    try {
      await run();
      void message.success(done);
    } catch (error) {
      onFailure(t('content.failed', { message: (error as Error).message }));
      throw error;
    }
  };
  const act = (action: ArticleAction) =>
    guarded(() => actions.run(action, id), t(DONE[action])).catch(() => undefined);
  const unpublish = () =>
    modal.confirm({
      title: t('content.unpublish_confirm', { id }),
      content: t('content.unpublish_hint'),
      okText: t('content.unpublish'),
      okButtonProps: { danger: true },
      cancelText: t('queue.cancel'),
      onOk: () => act('unpublish'),
    });
  const banner = () =>
    modal.confirm({
      title: t('content.banner_confirm', { id }),
      content: t('content.banner_hint'),
      okText: t('content.banner'),
      cancelText: t('queue.cancel'),
      onOk: () => act('banner'),
    });
  const gate = (button: ReactElement) =>
    blocked ? <Tooltip title={blocked}>{button}</Tooltip> : button;

  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} wrap>
        <Tag color={STATUS_COLOR[article.status]} data-testid="article-status">
          {t(STATUS_LABEL[article.status])}
        </Tag>
        {article.published_at && (
          <Typography.Text type="secondary">
            {t(live ? 'content.live_since' : 'content.goes_live', {
              time: formatTime(article.published_at, i18n.language),
            })}
          </Typography.Text>
        )}
        {article.pinned && <Tag color="blue">{t('content.pinned')}</Tag>}
        {article.on_banner && <Tag color="purple">{t('content.banner_tag')}</Tag>}
      </Flex>
      <Flex gap={8} wrap>
        {!live &&
          gate(
            <Button type="primary" disabled={!!blocked} onClick={() => void act('publish')}>
              {t('content.publish')}
            </Button>,
          )}
        {!live &&
          gate(
            <Button disabled={!!blocked} onClick={() => setScheduling(true)}>
              {t('content.schedule')}
            </Button>,
          )}
        {article.status !== 'draft' &&
          gate(
            <Button danger disabled={!!blocked} onClick={unpublish}>
              {t('content.unpublish')}
            </Button>,
          )}
        {gate(
          <Button disabled={!!blocked} onClick={() => void act(article.pinned ? 'unpin' : 'pin')}>
            {t(article.pinned ? 'content.unpin' : 'content.pin')}
          </Button>,
        )}
        {article.kind === 'notice' &&
          gate(
            <Button
              disabled={!!blocked}
              onClick={article.on_banner ? () => void act('unbanner') : banner}
            >
              {t(article.on_banner ? 'content.unbanner' : 'content.banner')}
            </Button>,
          )}
      </Flex>
      {scheduling && (
        <ScheduleDialog
          initial={article.status === 'scheduled' ? article.published_at : null}
          onCancel={() => setScheduling(false)}
          onConfirm={(at) =>
            guarded(
              () => actions.schedule(id, at),
              t('content.scheduled_done', { time: formatTime(at, i18n.language) }),
            ).then(() => setScheduling(false))
          }
        />
      )}
    </Flex>
  );
}
