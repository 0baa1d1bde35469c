import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import FinanceRulePage from '../../src/features/trust/pages/FinanceRulePage';
import i18n from '../../src/i18n';

const meta = {
  title: 'Pages/Finance/Rules',
  component: FinanceRulePage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/finance/rulePage', layout: 'fullscreen', session: true },
} satisfies Meta<typeof FinanceRulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both early-redemption formulas with the spec's examples. */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('finance:rules.hostingExample'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('finance:rules.financeExample'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('finance:rules.interestExample'))).toBeVisible();
  },
};
