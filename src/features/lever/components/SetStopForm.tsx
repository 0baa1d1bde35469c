import Button from 'antd-mobile/es/components/button';
import { Form, Formik, validateYupSchema, yupToFormErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLeverSetstop } from '../../../api/generated/endpoints/lever/lever';
import type { LeverPosition } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { TextField } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { PRICE_STRIP, stopSchema, type StopValues } from '../schemas';
import styles from './lever.module.css';

/** New stop-profit and stop-loss for a holding position, with the same side rules as opening. */
export function SetStopForm({
  position,
  onDone,
}: {
  position: LeverPosition;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation('lever');
  const setstop = useLeverSetstop();
  const validate = (values: StopValues) =>
    validateYupSchema(values, stopSchema(position.side, position.current_price)).then(
      () => ({}),
      (error: unknown) => yupToFormErrors(error),
    );
  const onSubmit = async (values: StopValues) => {
    try {
      await setstop.mutateAsync({
        data: {
          id: position.id,
          stop_profit: values.stop_profit.trim(),
          stop_loss: values.stop_loss.trim(),
        },
      });
      await onDone();
      void showToast({ content: t('lever:positions.stopsSaved'), icon: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };
  return (
    <Formik
      initialValues={{ stop_profit: position.stop_profit, stop_loss: position.stop_loss }}
      validate={validate}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form
          noValidate
          aria-label={t('lever:positions.setStop')}
          className={styles.form}
          style={{ padding: 0 }}
        >
          <div className={styles.stops}>
            <TextField
              name="stop_profit"
              label={t('lever:form.stopProfit')}
              inputMode="decimal"
              strip={PRICE_STRIP}
            />
            <TextField
              name="stop_loss"
              label={t('lever:form.stopLoss')}
              inputMode="decimal"
              strip={PRICE_STRIP}
            />
          </div>
          <Button
            block
            size="small"
            color="primary"
            type="submit"
            loadingText={t('lever:positions.saveStops')}
            loading={isSubmitting}
          >
            {t('lever:positions.saveStops')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
