import { Alert, Button, Descriptions, Form, Modal, Typography } from 'antd';
import { Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Setting } from '../../api/generated/model';
import { ConsoleError } from '../../api/http';
import { settingSchema } from './settingSchema';
import { rulesOf, shownValue } from './settingText';
import { SettingInput } from './SettingInput';

interface Props {
  setting: Setting;
  onCancel: () => void;
  /** Resolves once the server has saved the value; the dialog then closes. */
  onSave: (value: string) => Promise<unknown>;
}

/** Changing one setting in two steps: the new value, checked by the setting's own rules, then the
 * old and new value side by side to confirm. A refusal by the server is said in the dialog. */
export function SettingDialog({ setting, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  return (
    <Formik
      initialValues={{ value: setting.value ?? '' }}
      validationSchema={settingSchema(setting, t)}
      onSubmit={() => setStep('confirm')}
    >
      <DialogBody
        setting={setting}
        step={step}
        setStep={setStep}
        onCancel={onCancel}
        onSave={onSave}
      />
    </Formik>
  );
}

interface BodyProps extends Props {
  step: 'edit' | 'confirm';
  setStep: (step: 'edit' | 'confirm') => void;
}

function DialogBody({ setting, step, setStep, onCancel, onSave }: BodyProps) {
  const { t } = useTranslation();
  const formik = useFormikContext<{ value: string }>();
  // The server's refusal of a value, said until the operator changes that value.
  const [refused, setRefused] = useState<{ error: Error; value: string }>();
  const [saving, setSaving] = useState(false);
  const next = formik.values.value.trim();
  const refusal = refused?.value === formik.values.value ? refused.error : undefined;

  const save = async () => {
    setSaving(true);
    setRefused(undefined);
    try {
      await onSave(next);
    } catch (error) {
      setRefused({ error: error as Error, value: formik.values.value });
      setStep('edit');
    } finally {
      setSaving(false);
    }
  };
  const serverError =
    refusal instanceof ConsoleError ? (refusal.fields.value ?? undefined) : undefined;

  const footer =
    step === 'edit'
      ? [
          <Button key="cancel" onClick={onCancel}>
            {t('queue.cancel')}
          </Button>,
          <Button key="review" type="primary" onClick={() => formik.handleSubmit()}>
            {t('settings.review')}
          </Button>,
        ]
      : [
          <Button key="back" onClick={() => setStep('edit')} disabled={saving}>
            {t('settings.back')}
          </Button>,
          <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
            {t('settings.confirm')}
          </Button>,
        ];

  return (
    <Modal
      open
      title={t('settings.edit_title', { key: setting.key })}
      onCancel={onCancel}
      footer={footer}
    >
      <Typography.Paragraph type="secondary">{setting.description}</Typography.Paragraph>
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('settings.refused', { message: refusal.message })}
          style={{ marginBottom: 16 }}
        />
      )}
      {step === 'edit' ? (
        <Form layout="vertical" onFinish={() => formik.handleSubmit()}>
          <Form.Item label={t('settings.current')}>
            <Typography.Text code data-testid="current-value">
              {shownValue(setting.value, t)}
            </Typography.Text>
          </Form.Item>
          <SettingInput setting={setting} serverError={serverError} />
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {rulesOf(setting, t).map((rule) => (
              <li key={rule}>
                <Typography.Text type="secondary">{rule}</Typography.Text>
              </li>
            ))}
          </ul>
        </Form>
      ) : (
        <>
          <Descriptions
            bordered
            column={1}
            size="small"
            items={[
              { key: 'key', label: t('settings.column.setting'), children: setting.key },
              { key: 'old', label: t('settings.current'), children: shownValue(setting.value, t) },
              { key: 'new', label: t('settings.new_value'), children: shownValue(next, t) },
            ]}
          />
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
            {t('settings.confirm_hint')}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
