import { Alert, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminProject, ProjectCoinChoice, TranslationStatus } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
import { FormikItem } from '../../components/FormikItem';
import { CONSOLE_LANGS, CONSOLE_LANG_NAMES } from '../../i18n';
import { TRANSLATION_COLOR, TRANSLATION_LABEL, TRANSLATION_MARK } from '../content/labels';
import { ProjectCoinFields } from './ProjectCoinFields';
import { projectSchema, valuesOf, type ProjectValues } from './projectSchema';
import { FIELD_LABEL } from './projectText';

interface Props {
  /** The project to edit; none to create one. */
  project?: AdminProject;
  /** Every coin the form may name (the pickers' choices, and each coin's decimal places). */
  coins: ProjectCoinChoice[];
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (values: ProjectValues) => Promise<unknown>;
}

type Lang = (typeof CONSOLE_LANGS)[number];

/**
 * The translation hint of each language as the form stands: missing when empty; a translation the
 * operator has not touched while the English text changed is out of date; else the saved status.
 */
function statusOf(
  lang: Lang,
  values: ProjectValues,
  initial: ProjectValues,
  project?: AdminProject,
) {
  const text = values[`intro_${lang}`].trim();
  if (!text) return 'missing' as TranslationStatus;
  if (lang === 'en') return 'current';
  const changed = text !== initial[`intro_${lang}`].trim();
  if (changed) return 'current';
  if (values.intro_en.trim() !== initial.intro_en.trim()) return 'outdated';
  return project?.translations[lang] ?? 'current';
}

const TIMES = new Set(['starts_at', 'ends_at', 'launch_at']);

/** Creating or editing a project; an edit applies to new subscriptions only, as the dialog says. */
export function ProjectDialog({ project, coins, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const initial = valuesOf(project);
  const decimals = Object.fromEntries(coins.map((c) => [c.currency, c.decimals]));
  return (
    <FormDialog
      width={720}
      title={t(project ? 'projects.edit_title' : 'projects.create_title', { id: project?.id })}
      okText={t('projects.save')}
      cancelText={t('projects.cancel')}
      initialValues={initial}
      validationSchema={projectSchema(t, decimals, project?.reserved)}
      onSubmit={onSave}
      onCancel={onCancel}
      notice={
        project &&
        project.subscriptions > 0 && (
          <Alert
            type="info"
            showIcon
            title={t('projects.snapshot_hint', { n: project.subscriptions })}
          />
        )
      }
    >
      {(formik) => (
        <>
          <ProjectCoinFields
            coins={coins}
            coinFixed={Boolean(project && project.subscriptions > 0)}
          />
          {Object.entries(FIELD_LABEL).map(([name, label]) => (
            <FormikItem key={name} name={name} label={t(label)}>
              <Input autoComplete="off" type={TIMES.has(name) ? 'datetime-local' : 'text'} />
            </FormikItem>
          ))}
          <Typography.Paragraph type="secondary">{t('projects.time_hint')}</Typography.Paragraph>
          <Typography.Title level={5}>{t('projects.field.intro')}</Typography.Title>
          {CONSOLE_LANGS.map((lang) => {
            const status = statusOf(lang, formik.values, initial, project);
            return (
              <FormikItem
                key={lang}
                name={`intro_${lang}`}
                label={
                  <>
                    {CONSOLE_LANG_NAMES[lang]}
                    <Tag
                      color={TRANSLATION_COLOR[status]}
                      style={{ marginInlineStart: 8 }}
                      data-testid={`intro-status-${lang}`}
                      data-status={status}
                    >
                      <span aria-hidden="true">{TRANSLATION_MARK[status]} </span>
                      {t(TRANSLATION_LABEL[status])}
                    </Tag>
                  </>
                }
              >
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
              </FormikItem>
            );
          })}
        </>
      )}
    </FormDialog>
  );
}
