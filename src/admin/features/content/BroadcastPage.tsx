import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import { Formik, getIn, useField, type FormikProps } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { LANG_TAGS } from '../../../i18n/languages';
import { useAdminNotificationBroadcast } from '../../api/generated/endpoints/admin-content/admin-content';
import type { Broadcast, Operator } from '../../api/generated/model';
import { ConsoleError } from '../../api/http';
import { roleAllows } from '../../app/roles';
import { FieldRow, fieldError, FormikItem } from '../../components/FormikItem';
import { FormikSelect } from '../../components/FormikSelect';
import { ServerFieldErrors, useServerFieldError } from '../../components/serverFieldErrors';
import { CONSOLE_LANG_NAMES, CONSOLE_LANGS, type ConsoleLang } from '../../i18n';
import { formatTime } from '../queues/queueText';
import {
  broadcastFormOf,
  broadcastSchema,
  COMMON_PAGES,
  emptyBroadcast,
  INBOX,
  LINK_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  OTHER,
  type BroadcastValues,
} from './broadcastSchema';

// The server's codes for a refused message (openapi/paths/admin-content.yaml: broadcast).
const UNKNOWN_USER = 2697;
const BAD_TARGET = 2698;

/**
 * The server's refusal as per-field messages: its own field map, else the field its code is about
 * (no such user; one user without an ID, or a link that is no page of the app).
 */
function refusedFields(error: unknown, values: BroadcastValues): Record<string, string> {
  if (!(error instanceof ConsoleError)) return {};
  const fields = { ...error.fields };
  if (Object.keys(fields).length === 0) {
    if (error.code === UNKNOWN_USER) fields.user_id = error.message;
    if (error.code === BAD_TARGET)
      fields[values.audience === 'user' && !values.user_id.trim() ? 'user_id' : 'link'] =
        error.message;
  }
  // a refused link shows under the page choice when no path was typed
  if (fields.link && values.page !== OTHER) fields.page = fields.link;
  return fields;
}

/** /messages: a message to every user's inbox, or to one user's, in the seven languages. */
export function BroadcastPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const operator = useOutletContext<Operator>();
  const broadcast = useAdminNotificationBroadcast();
  const [failure, setFailure] = useState<string>();
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<Broadcast>();
  const [tab, setTab] = useState<ConsoleLang>('en');
  const mayWrite = roleAllows(operator.role, 'editor');
  const roleNeeded = t('users.role_needed', { role: t('role.editor') });

  const confirmAll = () =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('broadcast.confirm_all'),
        content: t('broadcast.confirm_all_hint'),
        okText: t('broadcast.send'),
        cancelText: t('queue.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const send = async (values: BroadcastValues) => {
    setFailure(undefined);
    setRefused({});
    if (values.audience === 'all' && !(await confirmAll())) return;
    try {
      setSent(await broadcast.mutateAsync({ data: broadcastFormOf(values) }));
      setTab('en');
    } catch (error) {
      const fields = refusedFields(error, values);
      setRefused(fields);
      const first = CONSOLE_LANGS.find((lang) =>
        Object.keys(fields).some((field) => field.startsWith(`texts.${lang}`)),
      );
      if (first) setTab(first);
      setFailure(t('broadcast.failed', { message: (error as Error).message }));
    }
  };

  // A submit that fails validation shows the first language with a mistake.
  const submit = async (formik: FormikProps<BroadcastValues>) => {
    const errors = await formik.validateForm();
    const first = CONSOLE_LANGS.find((lang) => getIn(errors, `texts.${lang}`) !== undefined);
    if (first) setTab(first);
    await formik.submitForm();
  };

  if (sent)
    return (
      <Result
        status="success"
        title={t('broadcast.sent')}
        subTitle={
          <Flex vertical gap={4}>
            <Typography.Text strong data-testid="broadcast-recipients">
              {t('broadcast.recipients', { recipients: sent.recipients })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('broadcast.sent_detail', {
                id: sent.id,
                time: formatTime(sent.created_at, i18n.language),
                link: sent.link,
              })}
            </Typography.Text>
          </Flex>
        }
        extra={
          <Button type="primary" onClick={() => setSent(undefined)}>
            {t('broadcast.write_another')}
          </Button>
        }
      />
    );

  return (
    <>
      <Typography.Title level={3}>{t('broadcast.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('broadcast.intro')}</Typography.Paragraph>
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />
      )}
      <Formik<BroadcastValues>
        initialValues={emptyBroadcast()}
        validationSchema={broadcastSchema(t)}
        onSubmit={send}
      >
        {(formik) => (
          <Form layout="vertical" onFinish={() => void submit(formik)} style={{ maxWidth: 880 }}>
            <ServerFieldErrors.Provider value={refused}>
              <TargetFields formik={formik} />
              <Typography.Paragraph type="secondary">
                {t('broadcast.all_languages')}
              </Typography.Paragraph>
              <Tabs
                destroyOnHidden
                activeKey={tab}
                onChange={(key) => setTab(key as ConsoleLang)}
                items={CONSOLE_LANGS.map((lang) => ({
                  key: lang,
                  label: <TabLabel lang={lang} formik={formik} refused={refused} />,
                  children: <MessagePane lang={lang} />,
                }))}
              />
            </ServerFieldErrors.Provider>
            {mayWrite ? (
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                {t('broadcast.send')}
              </Button>
            ) : (
              <Tooltip title={roleNeeded}>
                <Button type="primary" disabled>
                  {t('broadcast.send')}
                </Button>
              </Tooltip>
            )}
          </Form>
        )}
      </Formik>
    </>
  );
}

/** Who gets it (everyone, or one user by ID) and the app page it opens. */
function TargetFields({ formik }: { formik: FormikProps<BroadcastValues> }) {
  const { t } = useTranslation();
  const [audience, audienceMeta] = useField<string>('audience');
  const audienceError = fieldError(audienceMeta, useServerFieldError('audience'));
  return (
    <>
      <FieldRow name="audience" label={t('broadcast.audience')} error={audienceError}>
        <Radio.Group
          id="audience"
          name="audience"
          value={audience.value}
          onChange={(event) => void formik.setFieldValue('audience', event.target.value)}
          options={[
            { value: 'all', label: t('broadcast.audience_all') },
            { value: 'user', label: t('broadcast.audience_user') },
          ]}
        />
      </FieldRow>
      <Flex gap={24} wrap>
        {formik.values.audience === 'user' && (
          <div style={{ width: 200 }}>
            <FormikItem name="user_id" label={t('broadcast.user_id')}>
              <Input inputMode="numeric" autoComplete="off" />
            </FormikItem>
          </div>
        )}
        <div style={{ width: 280 }}>
          <FormikSelect<string>
            name="page"
            label={t('broadcast.page')}
            options={[
              { value: INBOX, label: t('broadcast.page_inbox') },
              ...Object.entries(COMMON_PAGES).map(([key, path]) => ({
                value: path,
                label: t(key),
              })),
              { value: OTHER, label: t('broadcast.page_other') },
            ]}
          />
        </div>
        {formik.values.page === OTHER && (
          <div style={{ flex: '1 1 320px' }}>
            <FormikItem name="link" label={t('broadcast.link')}>
              <Input maxLength={LINK_MAX} placeholder="/pages/…" autoComplete="off" />
            </FormikItem>
          </div>
        )}
      </Flex>
    </>
  );
}

/** A language's tab: its name, and "to fix" once a send found a mistake in it. */
function TabLabel(props: {
  lang: ConsoleLang;
  formik: FormikProps<BroadcastValues>;
  refused: Record<string, string>;
}) {
  const { lang, formik, refused } = props;
  const { t } = useTranslation();
  const wrong =
    (formik.submitCount > 0 && getIn(formik.errors, `texts.${lang}`) !== undefined) ||
    Object.keys(refused).some((field) => field.startsWith(`texts.${lang}`));
  return (
    <span data-testid={`message-tab-${lang}`}>
      {CONSOLE_LANG_NAMES[lang]}
      {wrong && <Typography.Text type="danger"> · {t('content.tab_invalid')}</Typography.Text>}
    </span>
  );
}

/** One language's title and text (plain text, as the inbox shows it). */
function MessagePane({ lang }: { lang: ConsoleLang }) {
  const { t } = useTranslation();
  const name = (field: string) => `texts.${lang}.${field}`;
  return (
    <>
      <FormikItem name={name('title')} label={t('broadcast.field_title')}>
        <Input maxLength={MESSAGE_TITLE_MAX} showCount lang={LANG_TAGS[lang]} />
      </FormikItem>
      <FormikItem name={name('body')} label={t('broadcast.field_body')}>
        <Input.TextArea rows={6} maxLength={MESSAGE_BODY_MAX} showCount lang={LANG_TAGS[lang]} />
      </FormikItem>
    </>
  );
}

export default BroadcastPage;
