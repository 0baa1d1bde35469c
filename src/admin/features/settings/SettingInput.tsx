import { Input, Select } from 'antd';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Setting } from '../../api/generated/model';
import { FieldRow, fieldError, FormikItem } from '../../components/FormikItem';
import { symbolsOf } from './settingSchema';

const INPUT_MODE = { rate: 'decimal', amount: 'decimal', integer: 'numeric', url: 'url' } as const;

interface Props {
  setting: Setting;
  /** The server's reason for refusing the last value, shown until the value changes. */
  serverError?: string;
}

/** The new value's field: a text box, or a choice among the listed coins (coin, coins). */
export function SettingInput({ setting, serverError }: Props) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>('value');
  const label = t('settings.new_value');
  const { choices, max_length: maxLength } = setting.constraints;

  if (setting.type !== 'coin' && setting.type !== 'coins')
    return (
      <FormikItem name="value" label={label} serverError={serverError}>
        <Input
          maxLength={maxLength}
          placeholder={setting.default ?? undefined}
          inputMode={INPUT_MODE[setting.type as keyof typeof INPUT_MODE]}
          autoComplete="off"
        />
      </FormikItem>
    );

  const error = fieldError(meta, serverError);
  const options = (choices ?? []).map((symbol) => ({ value: symbol, label: symbol }));
  const change = (value: string) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(value);
  };
  return (
    <FieldRow name="value" label={label} error={error}>
      {setting.type === 'coin' ? (
        <Select
          id="value"
          showSearch
          value={field.value || undefined}
          options={options}
          onChange={(value: string) => change(value)}
          status={error ? 'error' : undefined}
        />
      ) : (
        <Select
          id="value"
          mode="multiple"
          value={symbolsOf(field.value)}
          options={options}
          onChange={(values: string[]) => change(values.join(','))}
          status={error ? 'error' : undefined}
        />
      )}
    </FieldRow>
  );
}
