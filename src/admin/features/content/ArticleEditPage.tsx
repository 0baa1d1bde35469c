import {
  Alert,
  App,
  Button,
  Checkbox,
  Flex,
  Form,
  Result,
  Select,
  Skeleton,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import { Formik, getIn, type FormikHelpers, type FormikProps } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useOutletContext, useParams } from 'react-router-dom';
import {
  useAdminArticle,
  useAdminArticleCategories,
} from '../../api/generated/endpoints/admin-content/admin-content';
import type { ArticleCategory, ArticleDetail, NewsKind, Operator } from '../../api/generated/model';
import { ConsoleError } from '../../api/http';
import { roleAllows } from '../../app/roles';
import { CONSOLE_LANG_NAMES, CONSOLE_LANGS, type ConsoleLang } from '../../i18n';
import { ArticleActions } from './ArticleActions';
import { KIND_LABEL, TRANSLATION_LABEL } from './labels';
import { LanguagePane } from './LanguagePane';
import { articleSchema, formFieldOf, formOf, valuesOf, type ArticleValues } from './schema';
import { useArticleActions } from './useArticleActions';

/** /content/new and /content/:id: the article editor. */
export function ArticleEditPage() {
  const { t } = useTranslation();
  const id = useParams().id;
  const article = useAdminArticle(id ?? '', { query: { enabled: !!id, retry: false } });
  const categories = useAdminArticleCategories();
  if ((id && article.isPending) || categories.isPending) return <Skeleton active />;
  const error = (id && article.error) || categories.error;
  if (error) return <Result status="warning" title={t('error.load', { message: error.message })} />;
  return <ArticleEditor key={id ?? 'new'} article={article.data} categories={categories.data} />;
}

interface EditorProps {
  article: ArticleDetail | undefined;
  categories: ArticleCategory[];
}

function ArticleEditor({ article, categories }: EditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const operator = useOutletContext<Operator>();
  const actions = useArticleActions();
  const [failure, setFailure] = useState<string>();
  const [tab, setTab] = useState<ConsoleLang>('en');
  const mayWrite = roleAllows(operator.role, 'editor');
  const roleNeeded = t('users.role_needed', { role: t('role.editor') });
  const id = article ? String(article.id) : undefined;

  const save = async (values: ArticleValues, helpers: FormikHelpers<ArticleValues>) => {
    setFailure(undefined);
    try {
      const saved = await actions.save(id, formOf(values));
      helpers.resetForm({ values: valuesOf(saved) }); // as saved (trimmed): nothing unsaved
      void message.success(t('content.saved'));
      if (!id) navigate(`/content/${saved.id}`, { replace: true });
    } catch (error) {
      const fields = error instanceof ConsoleError ? error.fields : {};
      for (const [field, text] of Object.entries(fields))
        helpers.setFieldError(formFieldOf(field), text);
      setFailure(t('content.failed', { message: (error as Error).message }));
    }
  };

  // A submit that fails validation shows the first language with a mistake.
  const submit = async (formik: FormikProps<ArticleValues>) => {
    const errors = await formik.validateForm();
    const first = CONSOLE_LANGS.find((lang) => getIn(errors, `texts.${lang}`) !== undefined);
    if (first) setTab(first);
    await formik.submitForm();
  };

  return (
    <>
      <Link to="/content">← {t('content.back')}</Link>
      <Typography.Title level={3}>
        {article ? t('content.edit_title', { id: article.id }) : t('content.new')}
      </Typography.Title>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Formik
        initialValues={valuesOf(article)}
        enableReinitialize
        validationSchema={articleSchema(t)}
        onSubmit={save}
      >
        {(formik) => (
          <>
            {article && (
              <ArticleActions
                article={article}
                blocked={
                  !mayWrite ? roleNeeded : formik.dirty ? t('content.save_first') : undefined
                }
                onFailure={setFailure}
              />
            )}
            <Form layout="vertical" onFinish={() => void submit(formik)}>
              <ArticleFields
                formik={formik}
                categories={categories}
                article={article}
                tab={tab}
                onTab={setTab}
              />
              <Flex gap={8}>
                {mayWrite ? (
                  <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                    {t('content.save')}
                  </Button>
                ) : (
                  <Tooltip title={roleNeeded}>
                    <Button type="primary" disabled>
                      {t('content.save')}
                    </Button>
                  </Tooltip>
                )}
              </Flex>
            </Form>
          </>
        )}
      </Formik>
    </>
  );
}

interface FieldsProps extends EditorProps {
  formik: FormikProps<ArticleValues>;
  tab: ConsoleLang;
  onTab: (lang: ConsoleLang) => void;
}

/** Category, Home's strip, and a tab per language (marked when missing, out of date or wrong). */
function ArticleFields({ formik, categories, article, tab, onTab }: FieldsProps) {
  const { t } = useTranslation();
  const wrong = (lang: ConsoleLang) =>
    formik.submitCount > 0 && getIn(formik.errors, `texts.${lang}`) !== undefined;

  const kindOf = (categoryId: number | undefined) =>
    categories.find((c) => c.id === categoryId)?.kind;
  const categoryError = formik.submitCount > 0 ? formik.errors.category_id : undefined;
  const kinds = Object.keys(KIND_LABEL) as NewsKind[];
  return (
    <>
      <Flex gap={24} wrap align="flex-end">
        <Form.Item
          label={t('content.category')}
          htmlFor="category_id"
          validateStatus={categoryError ? 'error' : undefined}
          help={categoryError}
        >
          <Select<number>
            id="category_id"
            style={{ width: 320 }}
            value={formik.values.category_id}
            onChange={(value) => void formik.setFieldValue('category_id', value)}
            options={kinds.map((kind) => ({
              label: t(KIND_LABEL[kind]),
              title: t(KIND_LABEL[kind]),
              options: categories
                .filter((c) => c.kind === kind)
                .map((c) => ({ value: c.id, label: c.name })),
            }))}
          />
        </Form.Item>
        {kindOf(formik.values.category_id) === 'notice' && (
          <Form.Item>
            <Checkbox
              checked={formik.values.on_home}
              onChange={(event) => void formik.setFieldValue('on_home', event.target.checked)}
            >
              {t('content.on_home')}
            </Checkbox>
          </Form.Item>
        )}
      </Flex>
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={(key) => onTab(key as ConsoleLang)}
        items={CONSOLE_LANGS.map((lang) => {
          const status = article?.translation_status[lang];
          return {
            key: lang,
            label: (
              <span data-testid={`tab-${lang}`}>
                {CONSOLE_LANG_NAMES[lang]}
                {status && status !== 'current' && ` · ${t(TRANSLATION_LABEL[status])}`}
                {wrong(lang) && (
                  <Typography.Text type="danger"> · {t('content.tab_invalid')}</Typography.Text>
                )}
              </span>
            ),
            children: <LanguagePane lang={lang} />,
          };
        })}
      />
    </>
  );
}

export default ArticleEditPage;
