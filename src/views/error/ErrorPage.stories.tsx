import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Main } from '../../ui';
import { ErrorPage, NotFoundPage } from './ErrorPage';

const meta = {
  title: 'Views/Error page',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main', { name: '404 Not Found' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  },
};

export const AnyOtherError: Story = {
  render: () => <ErrorPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home page' })).toBeVisible();
  },
};

/** Within a layout (a route that found no record) the page uses the layout's main landmark: never two. */
export const NotFoundInLayout: Story = {
  render: () => (
    <Main>
      <NotFoundPage />
    </Main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  },
};
