import { Alert, Button, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { Formik } from 'formik';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  useAdminEnrol,
  useAdminEnrolment,
} from '../../api/generated/endpoints/admin-auth/admin-auth';
import { ConsoleError } from '../../api/http';
import { FormikItem } from '../../components/FormikItem';
import { AuthFrame } from './AuthFrame';
import { enrolSchema } from './schemas';

/** The otpauth:// URI as a QR code image (a data: URL, which the console's CSP allows). */
function useQrCode(uri: string | undefined) {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    if (!uri) return;
    let live = true;
    void QRCode.toDataURL(uri, { width: 200, margin: 1 }).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return image;
}

// The one-time link `npm run operator -- operators add` prints: pair the authenticator by QR code,
// choose a password, and confirm with the app's current code.
export function EnrolPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const enrolment = useAdminEnrolment({ token }, { query: { retry: false, staleTime: Infinity } });
  const enrol = useAdminEnrol();
  const qr = useQrCode(enrolment.data?.otpauth_uri);
  const failure = enrol.error instanceof ConsoleError ? enrol.error : undefined;

  if (enrolment.isPending)
    return (
      <AuthFrame title={t('auth.enrol_title')}>
        <Skeleton active />
      </AuthFrame>
    );
  if (!enrolment.data)
    return (
      <AuthFrame title={t('auth.enrol_title')}>
        <Alert type="error" showIcon role="alert" title={t('auth.enrol_invalid')} />
      </AuthFrame>
    );
  const { email, role, secret } = enrolment.data;
  return (
    <AuthFrame title={t('auth.enrol_title')}>
      <Typography.Paragraph>
        {t('auth.enrol_intro', { email, role: t(`role.${role}`) })}
      </Typography.Paragraph>
      <Flex vertical align="center" gap={4} style={{ marginBottom: 16 }}>
        {qr ? (
          <img src={qr} width={200} height={200} alt="otpauth QR" />
        ) : (
          <Skeleton.Image active style={{ width: 200, height: 200 }} />
        )}
        <Typography.Text type="secondary">{t('auth.secret')}</Typography.Text>
        <Typography.Text code copyable data-testid="totp-secret">
          {secret}
        </Typography.Text>
      </Flex>
      <Formik
        initialValues={{ password: '', confirm: '', code: '' }}
        validationSchema={enrolSchema(t)}
        onSubmit={async ({ password, code }) => {
          const done = await enrol
            .mutateAsync({ data: { token, password, code } })
            .then(() => true)
            .catch(() => false);
          if (done) navigate('/sign-in', { replace: true, state: { notice: t('auth.enrolled') } });
        }}
      >
        {(formik) => (
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} requiredMark={false}>
            {failure && !failure.fields.code && (
              <Alert type="error" showIcon role="alert" title={failure.message} />
            )}
            <FormikItem name="password" label={t('auth.new_password')}>
              <Input.Password autoComplete="new-password" />
            </FormikItem>
            <FormikItem name="confirm" label={t('auth.confirm_password')}>
              <Input.Password autoComplete="new-password" />
            </FormikItem>
            <FormikItem name="code" label={t('auth.code')} serverError={failure?.fields.code}>
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </FormikItem>
            <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
              {t('auth.enrol')}
            </Button>
          </Form>
        )}
      </Formik>
    </AuthFrame>
  );
}

export default EnrolPage;
