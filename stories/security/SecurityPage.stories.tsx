import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import SecurityPage from '../../src/features/security/pages/SecurityPage';
import { broken, expectLocation, hasPassword, pageOf, pending, t, USER } from './fixtures';

const meta = {
  title: 'Pages/Security/SecurityCenter',
  component: SecurityPage,
  parameters: {
    route: 'pages/settings/security/index',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    msw.use(hasPassword(true));
  },
} satisfies Meta<typeof SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FundPasswordSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:center.set'))).toBeVisible();
    await expect(canvas.getByText(t('security:center.loginPassword'))).toBeVisible();
    await expect(canvas.getByText(t('security:center.addresses'))).toBeVisible();
    await expect(canvas.getByText(t('security:center.activity'))).toBeVisible();
    await userEvent.click(canvas.getByText(t('security:center.devices')));
    await expectLocation(canvas, '/pages/settings/security/devices');
  },
};

export const NoFundPassword: Story = {
  beforeEach({ msw }) {
    msw.use(hasPassword(false));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:center.notSet'))).toBeVisible();
    await userEvent.click(canvas.getByText(t('security:center.fundPassword')));
    await expectLocation(canvas, '/pages/settings/security/changePayPassword');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/api/user/has_password'));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(canvas.getByText(t('security:center.fundPassword'))).toBeVisible();
    await expect(canvas.queryByText(t('security:center.set'))).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(broken('/api/user/has_password'));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:center.unknown'))).toBeVisible();
  },
};

export const OpensChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(canvas.getByText(t('security:center.loginPassword')));
    await expectLocation(canvas, '/pages/settings/security/changePassword');
  },
};
