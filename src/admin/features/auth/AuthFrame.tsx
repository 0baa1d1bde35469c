import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../app/LanguageSelect';

/** The centred card of the sign-in and enrolment pages. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Card style={{ width: 420, maxWidth: '100%' }}>
        <Flex justify="space-between" align="baseline">
          <Typography.Text type="secondary">{t('product')}</Typography.Text>
          <LanguageSelect />
        </Flex>
        <Typography.Title level={3}>{title}</Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
