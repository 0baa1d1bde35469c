import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ImageUpload, type UploadImage } from './ImageUpload';

// The upload itself is replaced: these stories show the component's states, not the API.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const photo = () =>
  new File([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], 'id.png', { type: 'image/png' });

const slowUpload: UploadImage = async (_file, onProgress) => {
  for (const percent of [20, 45, 70]) {
    onProgress(percent);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return 'AbCdEfGhIjKlMnOpQrStUv';
};
const neverEnds: UploadImage = (_file, onProgress) => {
  onProgress(40);
  return new Promise(() => {});
};
function failsOnce(): UploadImage {
  let calls = 0;
  return async () => {
    calls += 1;
    if (calls === 1) throw new Error('network down');
    return 'AbCdEfGhIjKlMnOpQrStUv';
  };
}

function Harness({ upload, maxBytes }: { upload: UploadImage; maxBytes?: number }) {
  const [id, setId] = useState<string | null>(null);
  return (
    <div style={{ width: 180, padding: 16 }}>
      <ImageUpload
        label="Front of ID"
        value={id}
        onChange={setId}
        upload={upload}
        maxBytes={maxBytes}
      />
      <output data-testid="value">{id ?? ''}</output>
    </div>
  );
}

const meta = {
  title: 'Design system/ImageUpload',
  tags: ['autodocs'],
  component: Harness,
  args: { upload: slowUpload },
  parameters: { router: false },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Front of ID'), photo());
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByTestId('value')).toHaveTextContent('AbCdEfGhIjKlMnOpQrStUv'),
    );
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { upload: neverEnds },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Front of ID'), photo());
    await waitFor(() =>
      expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'),
    );
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Front of ID'), photo());
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByTestId('value')).toHaveTextContent('');
  },
};

export const FailedThenRetried: Story = {
  args: { upload: failsOnce() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Front of ID'), photo());
    const retry = await canvas.findByRole('button');
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(retry);
    await waitFor(() =>
      expect(canvas.getByTestId('value')).toHaveTextContent('AbCdEfGhIjKlMnOpQrStUv'),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
