import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import i18n from '../../i18n';
import { SearchInput, type SearchInputProps } from './SearchInput';

/** The box with its value kept in state, as the pages keep it. */
function Demo({ value: initial, onChange, ...props }: SearchInputProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: 16 }}>
      <SearchInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Form/SearchInput',
  tags: ['autodocs'],
  component: SearchInput,
  args: {
    value: '',
    label: 'Search',
    placeholder: 'Coin, pair or help topic',
    onChange: fn(),
    onSearch: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const clearName = () => i18n.t('form:input.clearSearch');

/** Empty: no clear button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: clearName() })).toBeNull();
  },
};

/** With text, a named clear button: it empties the box and keeps the focus (and the phone's
 * keyboard) in it. It is out of the tab order: the keyboard clears with Escape. */
export const ClearButton: Story = {
  args: { value: 'btc' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    const clear = canvas.getByRole('button', { name: clearName() });
    await expect(clear).toHaveAttribute('type', 'button');
    await expect(clear).toHaveAttribute('tabindex', '-1');
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: clearName() })).toBeNull();
  },
};

/** Enter (the phone keyboard's Search key) runs the search; Escape clears the box. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'eth{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('eth');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};
