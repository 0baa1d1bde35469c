import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import VerifyBalancesPage from '../../src/features/liabilities/pages/VerifyBalancesPage';
import i18n from '../../src/i18n';
import { fail, never, ok, page } from '../assets/fixtures';
import {
  EARLIER_SNAPSHOT,
  LATEST_SNAPSHOT,
  mine,
  PROOF,
  proofAnswer,
  snapshotsAnswer,
  TAMPERED_PROOF,
} from './fixtures';

const meta = {
  title: 'Pages/Liabilities/Verify',
  component: VerifyBalancesPage,
  parameters: { route: 'pages/liabilities/verify', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(
      proofAnswer(() => ok(mine('included', PROOF))),
      snapshotsAnswer(() => page([LATEST_SNAPSHOT, EARLIER_SNAPSHOT])),
    );
  },
} satisfies Meta<typeof VerifyBalancesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const marks = (canvas: Canvas, which: 'passed' | 'failed') =>
  canvas.queryAllByRole('img', {
    name:
      which === 'passed' ? i18n.t('liabilities:check.passed') : i18n.t('liabilities:check.failed'),
  });

/** Every step passes: commitment, leaf, three levels, the root, and the published root. */
export const Included: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('liabilities:result.included'))).toBeVisible();
    await expect(marks(canvas, 'passed')).toHaveLength(7);
    await expect(marks(canvas, 'failed')).toHaveLength(0);
    await expect(canvas.getByText(i18n.t('liabilities:check.publishedMatches'))).toBeVisible();
    await expect(
      canvas.getByText(i18n.t('liabilities:check.levelRight', { level: 2 })),
    ).toBeVisible();
    await expect(canvas.getByText('3845.5')).toBeVisible();
    await expect(canvas.getByText(i18n.t('liabilities:snapshot.name', { id: 12 }))).toBeVisible();
  },
};

/** The download is the proof exactly as served, named after its snapshot. */
export const DownloadsProof: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const blobs = spyOn(URL, 'createObjectURL');
    const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(
        await canvas.findByRole('button', { name: i18n.t('liabilities:verify.download') }),
      );
      const link = clicks.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe('coinhub-proof-12.json');
      const blob = blobs.mock.calls[0]![0] as Blob;
      await expect(JSON.parse(await blob.text())).toEqual(PROOF);
      // The check goes on beside the download: end on its verdict, so axe sees the settled page.
      await expect(await canvas.findByText(i18n.t('liabilities:result.included'))).toBeVisible();
    } finally {
      clicks.mockRestore();
      blobs.mockRestore();
    }
  },
};

/** One balance changed after the fact: the recomputed root differs, and the page says so. */
export const VerificationFailed: Story = {
  beforeEach({ msw }) {
    msw.use(proofAnswer(() => ok(mine('included', TAMPERED_PROOF))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('liabilities:result.failed'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('liabilities:failure.rootMismatch'))).toBeVisible();
    await expect(canvas.queryByText(i18n.t('liabilities:result.included'))).toBeNull();
    await expect(marks(canvas, 'failed')).toHaveLength(1);
  },
};

/** The proof holds together, but its root is not the one the platform published. */
export const NotThePublishedRoot: Story = {
  beforeEach({ msw }) {
    msw.use(
      snapshotsAnswer(() =>
        page([{ ...LATEST_SNAPSHOT, root_hash: EARLIER_SNAPSHOT.root_hash }, EARLIER_SNAPSHOT]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('liabilities:result.failed'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('liabilities:failure.publishedMismatch'))).toBeVisible();
    await expect(marks(canvas, 'passed')).toHaveLength(6);
    await expect(canvas.getByText(i18n.t('liabilities:check.publishedDiffers'))).toBeVisible();
  },
};

export const NotYetInSnapshot: Story = {
  beforeEach({ msw }) {
    msw.use(proofAnswer(() => ok(mine('not_included'))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(i18n.t('liabilities:result.notIncludedDetail')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18n.t('liabilities:verify.about') }),
    ).toHaveAttribute('href', '/pages/liabilities/index');
  },
};

export const NoSnapshotYet: Story = {
  beforeEach({ msw }) {
    msw.use(proofAnswer(() => ok(mine('no_snapshot'))));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('liabilities:result.noSnapshotDetail')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(proofAnswer(never));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(proofAnswer(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('liabilities:verify.loadFailed'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('common:actions.retry') }),
    ).toBeVisible();
  },
};

/** The published list cannot be read: the proof cannot be compared with it, and Retry asks again. */
export const PublishedListFailed: Story = {
  beforeEach({ msw }) {
    msw.use(snapshotsAnswer(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(i18n.t('liabilities:verify.publishedFailed')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByText(i18n.t('liabilities:result.included'))).toBeNull(),
    );
  },
};
