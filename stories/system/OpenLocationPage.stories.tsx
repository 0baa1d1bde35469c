import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import OpenLocationPage from '../../src/features/system/pages/OpenLocationPage';
import i18n from '../../src/i18n';

const meta = {
  title: 'Pages/System/OpenLocation',
  component: OpenLocationPage,
  parameters: {
    route:
      'pages/system/open-location?name=Head%20office&address=1%20Raffles%20Place%2C%20Singapore&lat=1.2841&lng=103.8515',
    layout: 'fullscreen',
  },
} satisfies Meta<typeof OpenLocationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Address: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 Raffles Place, Singapore')).toBeVisible();
    await expect(canvas.getByText('Head office')).toBeVisible();
    const open = fn();
    const original = window.open;
    window.open = open as unknown as typeof window.open;
    try {
      await userEvent.click(canvas.getByRole('button', { name: i18n.t('system:map.openWeb') }));
    } finally {
      window.open = original;
    }
    await expect(open).toHaveBeenCalledWith(
      'https://www.openstreetmap.org/?mlat=1.2841&mlon=103.8515#map=16/1.2841/103.8515',
      '_blank',
      'noopener,noreferrer',
    );
    await expect(canvas.getByRole('button', { name: i18n.t('system:map.openApp') })).toBeVisible();
  },
};

export const NoAddress: Story = {
  parameters: { route: 'pages/system/open-location' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n.t('system:map.noAddress'))).toBeVisible();
  },
};
