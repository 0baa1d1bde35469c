import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import ChoosePage from '../../src/features/auth/pages/ChoosePage';
import { PATHS } from '../../src/lib/paths';
import { expectLocation, languageSwitchName, pageOf, t } from './helpers';

const meta = {
  title: 'Pages/Auth/Choose',
  component: ChoosePage,
  parameters: { route: 'pages/user/login/choose' },
} satisfies Meta<typeof ChoosePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('auth:choose.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth:choose.login') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth:choose.register') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: languageSwitchName() })).toBeVisible();
  },
};

export const GoToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:choose.login') }));
    await expectLocation(canvas, PATHS.login);
  },
};

export const GoToRegisterKeepsBackpage: Story = {
  parameters: { route: 'pages/user/login/choose?backpage=%2Fpages%2Fassets%2Findex&backtype=2' },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:choose.register') }));
    await expectLocation(canvas, `${PATHS.register}?backpage=%2Fpages%2Fassets%2Findex&backtype=2`);
  },
};
