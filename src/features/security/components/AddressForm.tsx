import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AddressCoin } from '../../../api/generated/model';
import { FundPasswordField, StepUpField, TextField } from '../../../components/form';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { addressInitialValues, addressSchema, type AddressValues } from '../schemas';
import { OwnCodeField } from './OwnCodeField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import styles from './security.module.css';

export interface AddressFormProps {
  coin: AddressCoin;
  network: string;
  onSubmit: (values: AddressValues) => Promise<void>;
  resendSeconds?: number;
}

/** The new withdraw address: network, address, the emailed/texted code and the fund password. */
export function AddressForm({ coin, network, onSubmit, resendSeconds }: AddressFormProps) {
  const { t } = useTranslation('security');
  const initialNetwork = coin.networks.includes(network) ? network : (coin.networks[0] ?? '');
  return (
    <Formik
      initialValues={addressInitialValues(initialNetwork)}
      validationSchema={addressSchema}
      onSubmit={onSubmit}
    >
      {({ values, setFieldValue }) => (
        <Form className={styles.form} noValidate aria-label={t('security:create.title')}>
          <p className={styles.coin}>{coin.currency}</p>
          <SegmentedTabs
            aria-label={t('security:fields.network')}
            tabs={coin.networks.map((n) => ({ key: n, title: n }))}
            activeKey={values.network}
            onChange={(key) => void setFieldValue('network', key)}
          />
          <TextField
            name="address"
            label={t('security:fields.address')}
            placeholder={t('security:fields.addressPlaceholder', { network: values.network })}
            autoComplete="off"
            maxLength={128}
          />
          <OwnCodeField scene="withdraw_address" resendSeconds={resendSeconds} />
          <FundPasswordField name="fund_password" label={t('security:fields.fundPassword')} />
          <StepUpField />
          <div className={styles.actions}>
            <SubmitButton>{t('security:create.submit')}</SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
