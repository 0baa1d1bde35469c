import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useOtcConfirm } from '../../../api/generated/endpoints/otc/otc';
import type { OtcOrder } from '../../../api/generated/model';
import { ignoreHandled } from '../../../api/http';
import { useUserHasPassword } from '../../../api/generated/endpoints/security/security';
import {
  FundPasswordField,
  StepUpField,
  stepUpBody,
  stepUpInitialValues,
  SubmitButton,
} from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { PATHS } from '../../../lib/paths';
import { confirmSchema, type ConfirmValues } from '../schemas';
import styles from './otc.module.css';
import { Sheet } from '../../../components/Sheet/Sheet';
import { useOrderChanged } from './useOrderMutations';

/** The seller releases the coins: a warning to check the money first, then the fund password. */
export function ConfirmSheet({
  order,
  open,
  onClose,
}: {
  order: OtcOrder;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('otc');
  const navigate = useNavigate();
  // Asked of the server, not the session's user object: it may have been set on another device.
  const fundPassword = useUserHasPassword({ query: { enabled: open } });
  const confirm = useOtcConfirm();
  const changed = useOrderChanged();
  const submit = async (values: ConfirmValues) => {
    try {
      const stepUp = await stepUpBody(values);
      if (!stepUp) return;
      changed(
        await confirm.mutateAsync({
          data: { id: order.id, fund_password: values.fund_password, ...stepUp },
        }),
      );
      void showToast({ content: t('otc:confirm.done'), icon: 'success' });
      onClose();
    } catch (error) {
      ignoreHandled(error);
    }
  };
  return (
    <Sheet open={open} title={t('otc:confirm.title')} onClose={onClose}>
      <p className={styles.warning} role="note">
        {t('otc:confirm.warning', {
          amount: order.amount,
          legal: order.legal,
          buyer: order.buyer.nickname,
        })}
      </p>
      {fundPassword.isPending ? (
        <Skeleton.Paragraph lineCount={3} animated />
      ) : fundPassword.data?.has_password === false ? (
        <div className={styles.prompt} role="alert">
          <p className={styles.promptTitle}>{t('otc:confirm.noFundPassword')}</p>
          <Button color="primary" onClick={() => void navigate(PATHS.changePayPassword)}>
            {t('otc:confirm.setFundPassword')}
          </Button>
        </div>
      ) : (
        <Formik
          initialValues={{ fund_password: '', ...stepUpInitialValues() }}
          validationSchema={confirmSchema}
          onSubmit={submit}
        >
          <Form className={styles.form} noValidate aria-label={t('otc:confirm.title')}>
            <FundPasswordField name="fund_password" label={t('otc:confirm.fundPassword')} />
            <StepUpField />
            <SubmitButton>{t('otc:confirm.submit')}</SubmitButton>
          </Form>
        </Formik>
      )}
    </Sheet>
  );
}
