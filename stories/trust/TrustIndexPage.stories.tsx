import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import { withQueryClient, withRouter } from '../../src/components/storybook/decorators';
import TrustIndexPage from '../../src/features/trust/pages/TrustIndexPage';
import i18n from '../../src/i18n';
import { all, handlers } from './fixtures';

const meta = {
  title: 'Pages/Trust/Index',
  component: TrustIndexPage,
  decorators: [withRouter, withQueryClient],
  parameters: { route: 'pages/template/index', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...all);
  },
} satisfies Meta<typeof TrustIndexPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Report header, the highest expected 30-day return, products open / coming soon / waiting to open. */
export const Products: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('report-hosted')).toHaveTextContent('10,000.00'));
    await expect(canvas.getByTestId('report-today')).toHaveTextContent('40.0000');
    await expect(await canvas.findByTestId('max-30d')).toHaveTextContent('21.00%');
    const list = within(canvas.getByRole('list', { name: i18n.t('trust:products.title') }));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getAllByText(i18n.t('trust:state.open'))).toHaveLength(2);
    await expect(list.getByText(i18n.t('trust:state.coming_soon'))).toBeVisible();
    await expect(list.getByText(i18n.t('trust:state.waiting_to_open'))).toBeVisible();
    await expect(list.getAllByText('0.40%')[0]).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.configLoading, handlers.reportLoading);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBe(2),
    );
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.configEmpty, handlers.reportEmpty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('trust:products.empty'))).toBeVisible();
    // The report is its own request: it may still be loading when the product list is empty.
    await waitFor(() => expect(canvas.getByTestId('report-hosted')).toHaveTextContent('0.00'));
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.configFailed, handlers.reportFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('trust:products.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('trust:report.loadFailed'))).toBeVisible();
  },
};
