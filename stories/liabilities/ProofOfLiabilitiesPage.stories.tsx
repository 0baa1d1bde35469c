import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import ProofOfLiabilitiesPage from '../../src/features/liabilities/pages/ProofOfLiabilitiesPage';
import i18n from '../../src/i18n';
import { fail, never, page } from '../assets/fixtures';
import { EARLIER_SNAPSHOT, LATEST_SNAPSHOT, snapshotsAnswer } from './fixtures';

const meta = {
  title: 'Pages/Liabilities/Index',
  component: ProofOfLiabilitiesPage,
  // Public: anyone may see what the platform owes, signed in or not.
  parameters: { route: 'pages/liabilities/index', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(snapshotsAnswer(() => page([LATEST_SNAPSHOT, EARLIER_SNAPSHOT])));
  },
} satisfies Meta<typeof ProofOfLiabilitiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its totals beside the ledger's and a link to its leaves file. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(
      await canvas.findByRole('list', { name: i18n.t('liabilities:snapshot.published') }),
    );
    const cards = list.getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(
      within(cards[0]!).getByText(i18n.t('liabilities:snapshot.name', { id: 12 })),
    ).toBeVisible();
    await expect(within(cards[0]!).getByText(LATEST_SNAPSHOT.root_hash)).toBeVisible();
    await expect(
      within(cards[0]!).getByRole('link', { name: i18n.t('liabilities:snapshot.downloadLeaves') }),
    ).toHaveAttribute('href', '/api/liabilities/leaves?id=12');
    await expect(within(cards[0]!).getAllByText('103,365.750000')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: i18n.t('liabilities:verify.title') }),
    ).toHaveAttribute('href', '/pages/liabilities/verify');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(snapshotsAnswer(() => page([])));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('liabilities:snapshot.empty')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(snapshotsAnswer(never));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(snapshotsAnswer(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('liabilities:snapshot.loadFailed')),
    ).toBeVisible();
  },
};
