import { Alert, Col, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPartnerLevel } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
import { FormikItem } from '../../components/FormikItem';
import { levelSchema, type LevelValues } from './levelSchema';

interface Props {
  /** The level being created (the next one) or edited. */
  level: number;
  /** The level as it is, when editing. */
  current?: AdminPartnerLevel;
  /** Every other level, as last read: the order rules and the taken codes. */
  others: AdminPartnerLevel[];
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (values: LevelValues) => Promise<unknown>;
}

// Each field's label, named in full so that the locale test sees every key in use.
const NAMES: { name: keyof LevelValues; label: string }[] = [
  { name: 'name_en', label: 'partners.field.name_en' },
  { name: 'name_zh', label: 'partners.field.name_zh' },
  { name: 'name_hk', label: 'partners.field.name_hk' },
  { name: 'name_jp', label: 'partners.field.name_jp' },
  { name: 'name_kr', label: 'partners.field.name_kr' },
  { name: 'name_esp', label: 'partners.field.name_esp' },
  { name: 'name_th', label: 'partners.field.name_th' },
];
const TERMS: { name: keyof LevelValues; label: string }[] = [
  { name: 'authorization_code', label: 'partners.field.authorization_code' },
  { name: 'min_team', label: 'partners.field.min_team' },
  { name: 'rebate_ratio', label: 'partners.field.rebate_ratio' },
];

const valuesOf = (l?: AdminPartnerLevel): LevelValues => ({
  name_en: l?.names.en ?? '',
  name_zh: l?.names.zh ?? '',
  name_hk: l?.names.hk ?? '',
  name_jp: l?.names.jp ?? '',
  name_kr: l?.names.kr ?? '',
  name_esp: l?.names.esp ?? '',
  name_th: l?.names.th ?? '',
  authorization_code: l?.authorization_code ?? '',
  min_team: l ? String(l.min_team) : '',
  rebate_ratio: l?.rebate_ratio ?? '',
});

/** Creating the next partner level or editing one: names in seven languages and its terms. */
export function LevelDialog({ level, current, others, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const item = (f: { name: keyof LevelValues; label: string }) => (
    <FormikItem key={f.name} name={f.name} label={t(f.label)}>
      <Input autoComplete="off" />
    </FormikItem>
  );
  return (
    <FormDialog
      width={720}
      title={
        current ? t('partners.edit_level', { level }) : t('partners.create_level_n', { level })
      }
      okText={t('partners.save')}
      cancelText={t('partners.cancel')}
      initialValues={valuesOf(current)}
      validationSchema={levelSchema(t, level, others)}
      onSubmit={onSave}
      onCancel={onCancel}
      notice={current && <Alert type="info" showIcon title={t('partners.snapshot_hint')} />}
    >
      <Row gutter={16}>
        {TERMS.map((f) => (
          <Col key={f.name} xs={24} sm={8}>
            {item(f)}
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        {NAMES.map((f) => (
          <Col key={f.name} xs={24} sm={12}>
            {item(f)}
          </Col>
        ))}
      </Row>
    </FormDialog>
  );
}
