import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ChooseLocationPage from '../../src/features/system/pages/ChooseLocationPage';
import i18n from '../../src/i18n';
import { takeChosenLocation } from '../../src/lib/chosenLocation';

const COUNTRIES = [
  { id: 1, area_code: '1', country_code: 'US', name: 'United States' },
  { id: 2, area_code: '86', country_code: 'CN', name: 'China' },
  { id: 9, area_code: '66', country_code: 'TH', name: 'Thailand' },
];
const areaCode = (answer: () => Response | Promise<Response>) =>
  http.post('/api/area_code', answer);

const meta = {
  title: 'Pages/System/ChooseLocation',
  component: ChooseLocationPage,
  parameters: {
    route: 'pages/system/choose-location?backpage=%2Fpages%2Fverification%2Fbasic',
    layout: 'fullscreen',
  },
  beforeEach({ msw }) {
    sessionStorage.clear();
    msw.use(
      areaCode(() => HttpResponse.json({ code: 1, type: 'ok', message: 'OK', data: COUNTRIES })),
    );
  },
} satisfies Meta<typeof ChooseLocationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search, choose: the choice is handed back through sessionStorage and the app returns to backpage. */
export const SearchAndChoose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('China')).toBeVisible();
    await userEvent.type(canvas.getByPlaceholderText(i18n.t('system:location.search')), 'thai');
    await waitFor(() => expect(canvas.queryByText('China')).toBeNull());
    await userEvent.click(canvas.getByText('Thailand'));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/verification/basic',
      ),
    );
    await expect(takeChosenLocation()).toEqual({
      country_code: 'TH',
      area_code: '66',
      name: 'Thailand',
    });
  },
};

/** The search box's clear button (named, shown only while there is text) empties it, keeps the
 * focus there and shows the whole list again. */
export const ClearSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('China')).toBeVisible();
    const input = canvas.getByRole('searchbox', { name: i18n.t('system:location.search') });
    const clearName = i18n.t('form:input.clearSearch');
    await expect(canvas.queryByRole('button', { name: clearName })).toBeNull();
    await userEvent.type(input, 'thai');
    await waitFor(() => expect(canvas.queryByText('China')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: clearName }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.getByText('China')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: clearName })).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('China');
    await userEvent.type(canvas.getByPlaceholderText(i18n.t('system:location.search')), 'zzzz');
    await expect(await canvas.findByText(i18n.t('system:location.noMatch'))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      areaCode(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(
      areaCode(() =>
        HttpResponse.json(
          { code: 500, type: 'error', message: 'Down', data: null },
          { status: 500 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('system:location.loadFailed')),
    ).toBeVisible();
  },
};
