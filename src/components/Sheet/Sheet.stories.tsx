import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import i18n from '../../i18n';
import { waitInteractive } from '../form/waitInteractive';
import { Sheet, type SheetProps } from './Sheet';

const OPEN = 'Open the sheet';

/** A page with a button that opens the sheet, and a link behind it that must stay out of reach. */
function Demo({ onClose, ...props }: Omit<SheetProps, 'open'>) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }}>
      <Button color="primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {OPEN}
      </Button>
      <a href="#behind">A link on the page behind</a>
      <Sheet
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Sheet',
  tags: ['autodocs'],
  component: Sheet,
  args: {
    open: false,
    title: 'Transfer',
    onClose: fn(),
    children: (
      <>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          Amount
          <input inputMode="decimal" style={{ font: 'inherit', padding: 8 }} />
        </label>
        <Button block color="primary">
          Confirm
        </Button>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
  // The sheet opens from a button, as in the app (its `open` is the demo's own state).
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opens the sheet from its button and waits until it has taken the focus and can be tapped. */
async function open(canvasElement: HTMLElement, title: string) {
  const opener = within(canvasElement).getByRole('button', { name: OPEN });
  await userEvent.click(opener);
  const dialog = await body().findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toHaveFocus());
  await waitInteractive(dialog);
  return { opener, dialog };
}

/** Closed: only the page, with the button that opens the sheet. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: OPEN })).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/**
 * A modal dialog: opening moves the focus into it and makes the page behind inert; Tab and
 * Shift+Tab go round its controls; Escape closes it and the focus returns to the button.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const { opener, dialog } = await open(canvasElement, args.title);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The page behind is inert: out of the tab order, of the accessibility tree, of reach.
    const link = within(canvasElement).getByRole('link');
    await expect(link.closest('[inert]')).not.toBeNull();
    link.focus();
    await expect(dialog).toHaveFocus();

    const sheet = within(dialog);
    const close = sheet.getByRole('button', { name: i18n.t('common:actions.close') });
    const amount = sheet.getByRole('textbox', { name: 'Amount' });
    const confirm = sheet.getByRole('button', { name: 'Confirm' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(amount).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab(); // round to the first control, not out to the page
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(opener.closest('[inert]')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** The named close button closes the sheet; the focus returns to the button that opened it. */
export const CloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    const { opener, dialog } = await open(canvasElement, args.title);
    await expect(within(dialog).getByRole('heading', { name: args.title })).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: i18n.t('common:actions.close') }),
    );
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** `tall`: nearly the whole screen, for long forms, whatever the content's height. */
export const Tall: Story = {
  args: { tall: true },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await open(canvasElement, args.title);
    await expect(dialog.parentElement!.getBoundingClientRect().height).toBeGreaterThan(
      window.innerHeight * 0.69,
    );
  },
};

/** `flush`: the content goes edge to edge, as a list does. */
export const Flush: Story = {
  args: {
    title: 'Network',
    flush: true,
    children: (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {['TRC20', 'ERC20', 'OMNI'].map((network) => (
          <li
            key={network}
            style={{ padding: '14px 16px', borderBottom: '1px solid var(--adm-color-border)' }}
          >
            {network}
          </li>
        ))}
      </ul>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await open(canvasElement, args.title);
    const list = within(dialog).getByRole('list');
    await expect(list.getBoundingClientRect().left).toBe(dialog.getBoundingClientRect().left);
  },
};
