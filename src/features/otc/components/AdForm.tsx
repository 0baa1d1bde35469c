import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getOtcBailQueryKey,
  getOtcMyTradeDetailQueryKey,
  getOtcMyTradeListQueryKey,
  getOtcTradeListQueryKey,
  useOtcMyTradeEdit,
  useOtcPublish,
} from '../../../api/generated/endpoints/otc/otc';
import type { OtcAd, OtcMarket } from '../../../api/generated/model';
import { ignoreHandled } from '../../../api/http';
import { SubmitButton } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { adInitialValues, adSchema, type AdValues } from '../schemas';
import { AdFields } from './AdFields';
import styles from './otc.module.css';
import { coinOf } from './useMarket';
import { useBoundKinds } from './useBoundKinds';

const valuesOf = (ad: OtcAd): AdValues => ({
  side: ad.side,
  currency_id: ad.currency_id,
  price: ad.price,
  quantity: ad.total_quantity,
  min_amount: ad.min_amount,
  max_amount: ad.max_amount,
  pay_kinds: ad.pay_kinds,
  remark: ad.remark,
});

interface AdFormProps {
  market: OtcMarket;
  /** The offline ad to edit; a new ad when absent. */
  ad?: OtcAd;
  onDone: (ad: OtcAd) => void;
}

/** Publish a new ad or edit an offline one. */
export function AdForm({ market, ad, onDone }: AdFormProps) {
  const { t } = useTranslation('otc');
  const queryClient = useQueryClient();
  const publish = useOtcPublish();
  const edit = useOtcMyTradeEdit();
  const bound = useBoundKinds();
  const initial = useMemo(
    () => (ad ? valuesOf(ad) : adInitialValues(market.currencies[0]?.currency_id ?? 0)),
    [ad, market],
  );

  const submit = async (values: AdValues) => {
    const fields = {
      price: values.price.trim(),
      quantity: values.quantity.trim(),
      min_amount: values.min_amount.trim(),
      max_amount: values.max_amount.trim(),
      pay_kinds: values.pay_kinds.join(','),
      ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
    };
    try {
      const saved = ad
        ? await edit.mutateAsync({ data: { id: ad.id, ...fields } })
        : await publish.mutateAsync({
            data: { side: values.side, currency_id: values.currency_id, ...fields },
          });
      for (const queryKey of [
        getOtcMyTradeListQueryKey(),
        getOtcMyTradeDetailQueryKey(),
        getOtcTradeListQueryKey(),
        getOtcBailQueryKey(),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      void showToast({
        content: ad ? t('otc:form.saved') : t('otc:form.published'),
        icon: 'success',
      });
      onDone(saved);
    } catch (error) {
      ignoreHandled(error);
    }
  };

  return (
    <Formik
      initialValues={initial}
      validate={(values) =>
        adSchema(coinOf(market, values.currency_id).decimals, market)
          .validate(values, { abortEarly: false })
          .then(() => ({}), toErrors)
      }
      onSubmit={submit}
    >
      <Form
        className={styles.form}
        noValidate
        aria-label={ad ? t('otc:form.editTitle') : t('otc:form.publishTitle')}
      >
        <AdFields market={market} fixed={Boolean(ad)} bound={bound.kinds} />
        <SubmitButton>{ad ? t('otc:form.save') : t('otc:form.publish')}</SubmitButton>
      </Form>
    </Formik>
  );
}

/** yup's errors as formik wants them: the first message of each field. */
function toErrors(error: { inner?: { path?: string; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const e of error.inner ?? []) if (e.path && !(e.path in errors)) errors[e.path] = e.message;
  return errors;
}
