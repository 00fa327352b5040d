import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import AccessDeniedPage from '@/features/status/pages/access-denied-page.tsx';
import AccessPage from '@/features/status/pages/access-page.tsx';
import ErrorPage from '@/features/status/pages/error-page.tsx';
import NotFoundPage from '@/features/status/pages/not-found-page.tsx';
import { StatusView } from '@/features/status/components/status-view.tsx';
import { route } from '../support/app-frame.tsx';

/** SPEC §2 status pages: each has GO TO DASHBOARD to '/'; /access-denied is the region block. */
const meta = {
  title: 'Status/Status pages',
  component: ErrorPage,
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dashboardLink = { name: 'GO TO DASHBOARD' };

export const Error: Story = {
  tags: ['smoke'],
  parameters: { route: route('/error') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ERROR OCCURED');
    await expect(canvas.getByText('Something went wrong.')).toBeVisible();
    await expect(canvas.getByRole('link', dashboardLink)).toHaveAttribute('href', '/');
  },
};

/**
 * A page whose code did not arrive (a lost connection, a host moved on to a newer build), reached
 * through the app's links: the error page says so, with Reload page first (decision 246).
 */
export const PageCodeNotLoaded: Story = {
  parameters: { route: route('/inbox') },
  render: () => <StatusView kind="error" reload />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ERROR OCCURED');
    await expect(
      canvas.getByText('This part of the page could not be shown. Reload the page to try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(canvas.getByRole('link', dashboardLink)).toHaveAttribute('href', '/');
  },
};

export const Access: Story = {
  parameters: { route: route('/access') },
  render: () => <AccessPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ACCESS DENIED');
    await expect(canvas.getByText('You do not have the necessary permissons.')).toBeVisible();
    await expect(canvas.getByRole('link', dashboardLink)).toHaveAttribute('href', '/');
  },
};

export const NotFound: Story = {
  parameters: { route: route('/notfound') },
  render: () => <NotFoundPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('PAGE NOT FOUND');
    await expect(canvas.getByText('Requested resource is not available.')).toBeVisible();
    await expect(canvas.getByRole('link', dashboardLink)).toHaveAttribute('href', '/');
  },
};

export const AccessDenied: Story = {
  parameters: { route: route('/access-denied') },
  render: () => <AccessDeniedPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Access Denied');
    await expect(
      canvas.getByText("We're sorry, but this application is not available in your area."),
    ).toBeVisible();
    await expect(canvas.getByText('Your access has been restricted.')).toBeVisible();
    await expect(
      canvas.getByText('If you believe this is an error, please contact support.'),
    ).toBeVisible();
  },
};
