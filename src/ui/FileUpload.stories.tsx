import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'UI/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  argTypes: { label: { control: 'text' }, description: { control: 'text' }, acceptedTypesText: { control: 'text' }, maxSizeBytes: { control: 'number' }, errorMessage: { control: 'text' }, isDisabled: { control: 'boolean' }, buttonLabel: { control: 'text' }, file: { control: false }, onFileChange: { control: false } },
  args: {
    label: 'Staff spreadsheet',
    description: 'An .xlsx file, at most 2 MB.',
    acceptedFileTypes: ['.xlsx'],
    maxSizeBytes: 2 * 1024 * 1024,
    onFileChange: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;
const xlsx = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** A valid file is shown by name and size, and can be removed. */
export const ChooseAndRemove: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: /Choose file/ });
    await expect(button).toHaveAccessibleDescription('An .xlsx file, at most 2 MB.');
    await expect(canvas.getByRole('group', { name: 'Staff spreadsheet' })).toBeInTheDocument();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.xlsx');

    await userEvent.upload(fileInput(canvasElement), xlsx('staff.xlsx', 3072));
    await expect(canvas.getByRole('status')).toHaveTextContent('staff.xlsx(3 KB)');
    await expect(args.onFileChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'staff.xlsx' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Remove staff.xlsx' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No file chosen');
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
  },
};

/** Too large or the wrong type: an error is announced and the file is not accepted. */
export const Rejected: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), xlsx('huge.xlsx', 3 * 1024 * 1024));
    await expect(canvas.getByRole('alert')).toHaveTextContent('huge.xlsx is too large (3 MB). The limit is 2 MB.');
    await expect(canvas.getByRole('status')).toHaveTextContent('No file chosen');

    // The picker's accept filter can be bypassed (drag and drop, "All files"): the component checks again.
    const input = fileInput(canvasElement);
    input.removeAttribute('accept');
    await userEvent.upload(input, new File(['a,b'], 'staff.csv', { type: 'text/csv' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('staff.csv is not a .xlsx file.');
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { errorMessage: 'Row 4, column Email: E-mail must be valid' },
};
