import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikHelpers } from 'formik';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  getMicrotradeListsQueryKey,
  getMicrotradePayableCurrenciesQueryKey,
  useMicrotradeSubmit,
} from '../../../api/generated/endpoints/options/options';
import type { OptionPair, OptionPayable, OptionSeconds } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { SubmitButton, TextField } from '../../../components/form';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import { parseDecimal } from '../../../lib/decimal';
import { PATHS } from '../../../lib/paths';
import { AMOUNT_STRIP, optionInitialValues, optionSchema, type OptionValues } from '../schemas';
import { DirectionPicker } from './DirectionPicker';
import { DurationChips } from './DurationChips';
import styles from './options.module.css';

const KYC_REQUIRED = 2105;

interface Props {
  pair: OptionPair;
  durations: OptionSeconds[];
  payable: OptionPayable;
  verified: boolean;
}

/** Direction, duration and stake; KYC is checked before the confirm sheet, the server checks again. */
export function OptionForm({ pair, durations, payable, verified }: Props) {
  const { t } = useTranslation('options');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useMicrotradeSubmit();

  const promptKyc = async () => {
    const go = await confirmDialog({
      title: t('options:kyc.title'),
      content: t('options:kyc.content'),
      confirmText: t('options:kyc.go'),
      cancelText: t('options:confirm.cancel'),
    });
    if (go) void navigate(PATHS.verification);
  };

  const onSubmit = async (values: OptionValues, helpers: FormikHelpers<OptionValues>) => {
    if (!verified) return promptKyc();
    const duration = durations.find((d) => String(d.seconds) === values.seconds)!;
    const direction = {
      up: t('options:direction.up'),
      down: t('options:direction.down'),
      flat: t('options:direction.flat'),
    }[values.direction];
    const confirmed = await confirmDialog({
      title: t('options:confirm.title'),
      content: t('options:confirm.content', {
        symbol: pair.symbol,
        direction,
        seconds: duration.seconds,
        quantity: values.quantity,
        currency: payable.currency,
      }),
      confirmText: t('options:confirm.ok'),
      cancelText: t('options:confirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await submit.mutateAsync({
        data: {
          currency_id: payable.currency_id,
          pair_id: pair.currency_id,
          direction: values.direction,
          seconds: duration.seconds,
          quantity: values.quantity.trim(),
        },
      });
      helpers.resetForm({ values: { ...values, quantity: '' } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getMicrotradeListsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getMicrotradePayableCurrenciesQueryKey() }),
      ]);
      // After the refetches: a slow one's loading indicator would otherwise replace the toast.
      void showToast({ content: t('options:form.bought'), icon: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.code === KYC_REQUIRED) return promptKyc();
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };

  // The minimum depends on the chosen duration, so the schema is built from the values.
  const validate = (values: OptionValues) =>
    validateYupSchema(
      values,
      optionSchema({
        min: minimumFor(values.seconds, durations, payable),
        available: payable.available,
        decimals: payable.decimals,
      }),
    ).then(
      () => ({}),
      (error: unknown) => yupToFormErrors(error),
    );

  return (
    <Formik initialValues={optionInitialValues()} onSubmit={onSubmit} validate={validate}>
      {({ values }) => (
        <>
          <FlatBand
            band={durations.find((d) => String(d.seconds) === values.seconds)?.flat_band}
            fallback={pair.flat_band}
          />
          <Fields values={values} durations={durations} payable={payable} />
        </>
      )}
    </Formik>
  );
}

/**
 * When delivery counts as flat: the chosen duration's band (each duration has its own, and an
 * order keeps the one it was bought under), or the pair's until a duration is chosen.
 */
function FlatBand({ band, fallback }: { band: string | undefined; fallback: string }) {
  const { t } = useTranslation('options');
  return (
    <p className={styles.band}>
      {t('options:flatBand', {
        percent:
          parseDecimal(band ?? fallback)
            ?.times(100)
            .toString() ?? '',
      })}
    </p>
  );
}

/** The form's fields. Memoized: the pair's price, polled every few seconds, re-renders the form's
 * parent but changes none of these props. */
const Fields = memo(function Fields({
  values,
  durations,
  payable,
}: {
  values: OptionValues;
  durations: OptionSeconds[];
  payable: OptionPayable;
}) {
  const { t } = useTranslation('options');
  const min = minimumFor(values.seconds, durations, payable);
  return (
    <Form className={styles.form} noValidate aria-label={t('options:form.title')}>
      <span className={styles.label}>{t('options:form.direction')}</span>
      <DirectionPicker />
      <span className={styles.label}>{t('options:form.time')}</span>
      <DurationChips durations={durations} />
      <TextField
        name="quantity"
        label={t('options:form.quantity')}
        placeholder={t('options:form.quantityPlaceholder', { min, currency: payable.currency })}
        inputMode="decimal"
        strip={AMOUNT_STRIP}
      />
      <div className={styles.line}>
        <span>{t('options:form.available')}</span>
        <AmountText value={payable.available} decimals={payable.decimals} unit={payable.currency} />
      </div>
      <SubmitButton>{t('options:form.submit')}</SubmitButton>
    </Form>
  );
});

/** The minimum stake: the larger of the chosen duration's and the currency's. */
function minimumFor(seconds: string, durations: OptionSeconds[], payable: OptionPayable): string {
  const duration = durations.find((d) => String(d.seconds) === seconds);
  const a = Number(payable.min_amount);
  return duration && Number(duration.min_amount) > a ? duration.min_amount : payable.min_amount;
}
