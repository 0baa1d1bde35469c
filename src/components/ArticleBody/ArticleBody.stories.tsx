import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ArticleBody } from './ArticleBody';

declare global {
  interface Window {
    /** Set by the hostile article's scripts if any of them ever ran. */
    articleXss?: string;
  }
}

const meta = {
  title: 'Design system/ArticleBody',
  tags: ['autodocs'],
  component: ArticleBody,
  args: {
    html: [
      '<h2>Scheduled maintenance</h2>',
      '<p>Trading pauses on <strong>Sunday</strong> from 02:00 to 02:30 UTC.</p>',
      '<ul><li>Deposits wait</li><li>Withdrawals wait</li></ul>',
      '<blockquote><p>Your balances are safe.</p></blockquote>',
      '<p>See <a href="https://example.com/status">the status page</a> or use <code>/status</code>.</p>',
    ].join(''),
  },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, emphasis, lists, quotes, code and links, styled as the app shows them. */
export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'the status page' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

/** Whatever an article's HTML carries, nothing in it runs: no script, handler or javascript: link. */
export const HostileHtmlNeverRuns: Story = {
  args: {
    html: [
      '<p>Safe text.</p>',
      '<script>window.articleXss = "script"</script>',
      '<img src="/no-such-image.png" alt="broken" onerror="window.articleXss = \'onerror\'">',
      '<p><a href="javascript:window.articleXss = \'link\'">Claim your bonus</a></p>',
      '<svg onload="window.articleXss = \'svg\'"><circle r="4"></circle></svg>',
      '<iframe srcdoc="<script>parent.articleXss = \'iframe\'</script>"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="window.articleXss = \'click\'">Tap</p>',
    ].join(''),
  },
  play: async ({ canvasElement }) => {
    window.articleXss = undefined;
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Safe text.')).toBeVisible();
    const root = canvasElement.querySelector('[lang], div > div') ?? canvasElement;
    await expect(
      root.querySelector('script, iframe, svg, [onerror], [onload], [onclick], [style]'),
    ).toBeNull();
    await expect(canvas.getByText('Claim your bonus')).not.toHaveAttribute('href');
    await userEvent.click(canvas.getByText('Claim your bonus'));
    await userEvent.click(canvas.getByText('Tap'));
    // the broken image has had its chance to fail and fire a handler
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(window.articleXss).toBeUndefined();
  },
};
