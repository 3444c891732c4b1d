import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Main } from '../../ui';
import { ErrorMessage, ErrorPage, NotFoundPage } from './ErrorPage';

const meta = {
  title: 'Views/Error page',
  component: ErrorMessage,
  args: { kind: 'error' },
  argTypes: { kind: { control: 'inline-radio', options: ['notFound', 'error'] }, onRetry: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { kind: 'notFound' },
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main', { name: '404 Not Found' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const AnyOtherError: Story = {
  args: { kind: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home page' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A page whose data could not be fetched while offline; once back online, "Try again" loads it and it shows. */
function PageFailingOnce() {
  const [router] = useState(() => {
    let calls = 0;
    const rootRoute = createRootRoute({
      loader: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return 'Classes';
      },
      component: () => <h1>{rootRoute.useLoaderData()}</h1>,
      errorComponent: ErrorPage,
    });
    return createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  });
  return <RouterProvider router={router} />;
}

export const OfflineThenTriedAgain: Story = {
  render: () => <PageFailingOnce />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'An error occurred' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Classes' })).toBeVisible();
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
