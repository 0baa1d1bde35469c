import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PromotionPage from '../../src/features/promotion/pages/PromotionPage';
import i18n from '../../src/i18n';
import {
  CENTER,
  LINK,
  SHARE,
  center2,
  emptyRebates,
  emptyTeam,
  fail,
  invite,
  never,
  ok,
  poster,
  referral,
} from './fixtures';

const meta = {
  title: 'Pages/Promotion',
  component: PromotionPage,
  parameters: { route: 'pages/promotion/index', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(...referral);
  },
} satisfies Meta<typeof PromotionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('invite-code')).toHaveTextContent('AB12CD34');
    await expect(canvas.getByText(LINK)).toBeVisible();
    await expect(canvas.getByText('10%')).toBeVisible();
    await expect(await canvas.findByText('bo***@example.com')).toBeVisible();
    await expect(canvas.getByText(i18n.t('promotion:team.kyc.verified'))).toBeVisible();
    await expect(canvas.getAllByText(new RegExp(i18n.t('promotion:team.indirect')))).toHaveLength(
      1,
    );
  },
};

export const EmptyTeam: Story = {
  beforeEach({ msw }) {
    msw.use(emptyTeam);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('promotion:team.empty')),
    ).toBeVisible();
  },
};

export const Rebates: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('tab', { name: i18n.t('promotion:tabs.rebates') }),
    );
    await expect(await within(canvasElement).findByText('0.35000000')).toBeVisible();
    await expect(within(canvasElement).getByText('+0.25000000')).toBeVisible();
  },
};

export const NoRebates: Story = {
  beforeEach({ msw }) {
    msw.use(emptyRebates);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('tab', { name: i18n.t('promotion:tabs.rebates') }),
    );
    await expect(
      await within(canvasElement).findByText(i18n.t('promotion:rebates.empty')),
    ).toBeVisible();
  },
};

export const Ranking: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('tab', { name: i18n.t('promotion:tabs.ranking') }),
    );
    const list = await within(canvasElement).findByRole('list', {
      name: i18n.t('promotion:ranking.title'),
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  },
};

/** A partner (level 2) sees their personal authorization code above the levels. */
export const PartnerLevels: Story = {
  beforeEach({ msw }) {
    msw.use(
      center2(() =>
        ok({ ...CENTER, level: 2, level_name: 'Partner', authorization_code: 'P2-AB12CD34' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('tab', { name: i18n.t('promotion:tabs.levels') }),
    );
    await expect(await within(canvasElement).findByText('P2-AB12CD34')).toBeVisible();
    await expect(
      within(canvasElement).getByText(i18n.t('promotion:levels.authCode', { code: 'X4' }), {
        exact: false,
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(invite(never));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(invite(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('promotion:loadFailed')),
    ).toBeVisible();
  },
};

export const CopyLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (t: string) => void (copied = t) },
    });
    await userEvent.click(
      await canvas.findByRole('button', { name: i18n.t('promotion:copyLink') }),
    );
    await expect(await body().findByText(i18n.t('promotion:copied'))).toBeVisible();
    await expect(copied).toBe(LINK);
  },
};

/** No clipboard at all: the user is told to copy by hand (spec section 8). */
export const CopyFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const exec = document.execCommand;
    document.execCommand = () => false;
    try {
      await userEvent.click(
        await canvas.findByRole('button', { name: i18n.t('promotion:copyCode') }),
      );
      await expect(await body().findByText(i18n.t('promotion:copyFailed'))).toBeVisible();
    } finally {
      document.execCommand = exec;
    }
  },
};

/** The poster is drawn as an image (with the link's QR code) and can be shared. */
export const Poster: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: i18n.t('promotion:poster') }),
    );
    const img = await body().findByRole('img', { name: i18n.t('promotion:posterAlt') });
    await expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    let shared: ShareData | undefined;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (d: ShareData) => void (shared = d),
    });
    // Share waits for the share texts (their own request), which may come after the poster.
    const shareButton = body().getByRole('button', { name: i18n.t('promotion:share') });
    await waitFor(() => expect(shareButton).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(shareButton);
    await waitFor(() =>
      expect(shared).toEqual({ title: SHARE.title, text: SHARE.text, url: LINK }),
    );
  },
};

/** The poster sheet is modal: the focus moves into it and the page behind is inert; Escape or
 * its close button closes it, and the focus returns to the Poster button. */
export const PosterSheetIsModal: Story = {
  play: async ({ canvasElement }) => {
    const opener = await within(canvasElement).findByRole('button', {
      name: i18n.t('promotion:poster'),
    });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog', { name: i18n.t('promotion:poster') });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(opener.closest('[inert]')).not.toBeNull();
    await expect(
      await within(dialog).findByRole('img', { name: i18n.t('promotion:posterAlt') }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const again = await body().findByRole('dialog', { name: i18n.t('promotion:poster') });
    await waitFor(() => expect(getComputedStyle(again).pointerEvents).not.toBe('none'));
    await userEvent.click(
      within(again).getByRole('button', { name: i18n.t('common:actions.close') }),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const PosterFailed: Story = {
  beforeEach({ msw }) {
    msw.use(poster(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: i18n.t('promotion:poster') }),
    );
    await expect(await body().findByText(i18n.t('promotion:previewFailed'))).toBeVisible();
  },
};
