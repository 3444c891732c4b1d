import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FileDropZone } from './FileDropZone';

const meta = {
  title: 'UI/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    buttonLabel: { control: 'text' },
    isDisabled: { control: 'boolean' },
    acceptedFileTypes: { control: 'object' },
    file: { control: false },
    onFile: { control: false },
  },
  args: {
    label: 'Drop the staff spreadsheet here',
    description: 'An Excel (.xlsx) file of at most 10 MB.',
    acceptedFileTypes: ['.xlsx'],
    buttonLabel: 'Choose a file',
    file: null,
    onFile: fn(),
  },
  render: function Render(args) {
    const [file, setFile] = useState<File | null>(args.file);
    return (
      <FileDropZone
        {...args}
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          args.onFile(chosen);
        }}
      />
    );
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file chosen through the dialog is passed on and shown by name and size; the zone is labelled for a keyboard drop. */
export const Choose: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.xlsx');
    await userEvent.upload(input, new File([new Uint8Array(3072)], 'staff.xlsx'));
    await expect(canvas.getByRole('status')).toHaveTextContent('staff.xlsx(3 KB)');
    await expect(args.onFile).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'staff.xlsx' }));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
  },
};
