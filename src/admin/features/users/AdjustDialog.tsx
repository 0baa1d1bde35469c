import { Form, Input, Modal, Select, Typography } from 'antd';
import { Formik } from 'formik';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { AccountKind, type AdjustForm } from '../../api/generated/model';
import { FormikItem } from '../../components/FormikItem';
import { REASON_MAX, reasonSchema } from '../auth/schemas';

// The contract's SignedDecimal: a sign, up to 20 digits and up to 18 decimals; never zero.
const SIGNED_DECIMAL = /^[-+]?\d{1,20}(\.\d{1,18})?$/;

const adjustSchema = (t: TFunction) =>
  reasonSchema(t).shape({
    currency: yup
      .string()
      .trim()
      .required(t('form.required'))
      .matches(/^[A-Za-z0-9]{1,20}$/, t('users.currency_invalid')),
    amount: yup
      .string()
      .trim()
      .required(t('form.required'))
      .matches(SIGNED_DECIMAL, t('users.amount_invalid'))
      .test('nonzero', t('users.amount_invalid'), (v) => !v || Number(v) !== 0),
    account: yup.string().oneOf(Object.values(AccountKind)),
  });

interface Props {
  threshold: string | undefined;
  onCancel: () => void;
  onConfirm: (form: AdjustForm) => Promise<unknown>;
}

/** A balance adjustment through the ledger: signed amount, account, mandatory reason. Above the
 * threshold it waits for a second operator (four eyes). */
export function AdjustDialog({ threshold, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Formik
      initialValues={{ currency: 'USDT', amount: '', account: 'spot', reason: '' }}
      validationSchema={adjustSchema(t)}
      onSubmit={(values) =>
        onConfirm({
          currency: values.currency.trim(),
          amount: values.amount.trim(),
          account: values.account as AccountKind,
          reason: values.reason.trim(),
        }).catch(() => undefined)
      }
    >
      {(formik) => (
        <Modal
          open
          title={t('users.adjust_title')}
          okText={t('users.adjust')}
          okButtonProps={{ loading: formik.isSubmitting }}
          cancelText={t('queue.cancel')}
          onOk={() => formik.handleSubmit()}
          onCancel={onCancel}
        >
          <Form layout="vertical" onFinish={() => formik.handleSubmit()}>
            <FormikItem name="currency" label={t('fact.currency')}>
              <Input maxLength={20} />
            </FormikItem>
            <Form.Item label={t('users.account')} htmlFor="account">
              <Select
                id="account"
                value={formik.values.account}
                onChange={(value) => void formik.setFieldValue('account', value)}
                options={Object.values(AccountKind).map((kind) => ({
                  value: kind,
                  label: t(`account.${kind}`), // i18n-dynamic: AccountKind
                }))}
              />
            </Form.Item>
            <FormikItem name="amount" label={t('users.amount')}>
              <Input inputMode="decimal" placeholder="-25.5" />
            </FormikItem>
            <FormikItem name="reason" label={t('users.reason')}>
              <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
            </FormikItem>
            {threshold && (
              <Typography.Text type="secondary">
                {t('users.four_eyes_hint', { threshold })}
              </Typography.Text>
            )}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
