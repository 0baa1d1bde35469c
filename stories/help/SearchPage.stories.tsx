import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SearchPage from '../../src/features/help/pages/SearchPage';
import i18n from '../../src/i18n';
import { HELP, SEARCH, fail, never, ok, taskSearch } from './fixtures';

const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  parameters: { route: 'pages/index/search/index', layout: 'fullscreen' },
  beforeEach({ msw }) {
    localStorage.removeItem('search_history');
    msw.use(
      taskSearch((keyword) =>
        keyword.toLowerCase() === 'btc'
          ? ok(SEARCH)
          : keyword === 'withdraw'
            ? ok({ keyword, coins: [], pairs: [], articles: [HELP[2]] })
            : ok({ keyword, coins: [], pairs: [], articles: [] }),
      ),
    );
  },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = async (canvasElement: HTMLElement, text: string) => {
  const input = within(canvasElement).getByRole('searchbox');
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
};

export const Start: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByPlaceholderText(i18n.t('search:placeholder')),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText(i18n.t('search:recent'))).toBeNull();
  },
};

export const CoinsAndPairs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'btc');
    await expect(await canvas.findByText('BTC/USDT')).toBeVisible();
    await expect(canvas.getByText('Bitcoin')).toBeVisible();
    await userEvent.click(canvas.getByText('BTC/USDT'));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/trade/index?symbol=BTC%2FUSDT',
      ),
    );
  },
};

export const HelpArticles: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'withdraw');
    await expect(await within(canvasElement).findByText('Withdrawal rules')).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'zzz');
    await expect(await within(canvasElement).findByText(i18n.t('search:noResults'))).toBeVisible();
  },
};

/** The clear button (named, shown only while there is text) empties the box, keeps the focus in
 * it and brings back the recent searches; Escape clears the box too. */
export const ClearButton: Story = {
  beforeEach() {
    localStorage.setItem('search_history', JSON.stringify(['eth']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: i18n.t('search:title') });
    const clearName = i18n.t('form:input.clearSearch');
    await expect(canvas.queryByRole('button', { name: clearName })).toBeNull();
    await search(canvasElement, 'withdraw');
    await expect(await canvas.findByText('Withdrawal rules')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: clearName }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: clearName })).toBeNull();
    await expect(canvas.queryByText('Withdrawal rules')).toBeNull();
    await expect(canvas.getByText(i18n.t('search:recent'))).toBeVisible();
    await userEvent.type(input, 'btc');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** Searches are remembered on the device, newest first, and can be cleared. */
export const RecentSearches: Story = {
  beforeEach() {
    localStorage.setItem('search_history', JSON.stringify(['eth', 'withdraw']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('search:recent'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'withdraw' }));
    await expect(await canvas.findByText('Withdrawal rules')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('search_history')!)).toEqual(['withdraw', 'eth']);
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.click(await canvas.findByRole('button', { name: i18n.t('search:clear') }));
    await expect(localStorage.getItem('search_history')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(taskSearch(never));
  },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'btc');
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(taskSearch(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'btc');
    await expect(await within(canvasElement).findByText(i18n.t('search:failed'))).toBeVisible();
  },
};
