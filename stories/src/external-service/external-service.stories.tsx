import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ExternalServicePage from '@/features/external-service/pages/external-service-page.tsx';
import { storeExternalService } from '@/lib/external-service-links.ts';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS } from '../support/form.ts';
import { mockApi } from '../support/mock-api.ts';

/** A same-origin stand-in for the third-party page (stories/public/external-service-demo.html). */
const demoUrl = () => `${window.location.origin}/external-service-demo.html`;

/** What picking an entry of the top menu stores (SPEC §3 otherServiceURL / Label / ReqToken). */
const pick =
  (label: string, reqURLToken = false) =>
  () => {
    storeExternalService({ label, navigationURL: demoUrl(), reqURLToken });
  };

/** SPEC §2 external-service page, §4: the stored service in a frame, else the sport page. */
const meta = {
  title: 'External service/External service',
  component: ExternalServicePage,
  parameters: {
    route: route('/other/Virtual%20Sports', { pattern: '/other/:label' }),
    msw: mockApi(pick('Virtual Sports'), { persona: 'demo' }),
  },
} satisfies Meta<typeof ExternalServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceFrame: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    const frame = await canvas.findByTitle('Virtual Sports');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', demoUrl());
  },
};

/** The public shell's variant (/services/other/{label}). */
export const PublicServiceFrame: Story = {
  parameters: {
    route: route('/services/other/Virtual%20Sports', { pattern: '/services/other/:label' }),
    msw: mockApi(pick('Virtual Sports')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle('Virtual Sports')).toHaveAttribute('src', demoUrl());
  },
};

/** The Casino gets a casino token first, appended to its address. */
export const CasinoWithToken: Story = {
  parameters: {
    route: route('/other/Casino', { pattern: '/other/:label' }),
    msw: mockApi(pick('Casino'), { persona: 'demo' }),
  },
  play: async ({ canvas }) => {
    const frame = await canvas.findByTitle('Casino');
    await expect(frame.getAttribute('src')).toMatch(/\/external-service-demo\.html\?token=.+/);
  },
};

export const OpeningCasino: Story = {
  parameters: {
    route: route('/other/Casino', { pattern: '/other/:label' }),
    msw: mockApi(
      (state) => {
        pick('Casino')();
        state.scenario.latencyMs = FOREVER_MS;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Opening Casino');
  },
};

/** A failed token call sends the user to the sport page. */
export const TokenFailure: Story = {
  parameters: {
    route: route('/other/Casino', { pattern: '/other/:label' }),
    msw: mockApi(
      (state) => {
        pick('Casino')();
        state.scenario.errors['casino.token'] = 500;
      },
      { persona: 'demo' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /services/sport' }),
    ).toBeVisible();
  },
};

/** The route names another service than the stored one: the sport page. */
export const OtherService: Story = {
  parameters: { route: route('/other/Poker', { pattern: '/other/:label' }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /services/sport' }),
    ).toBeVisible();
  },
};

export const NothingStored: Story = {
  parameters: { msw: mockApi(undefined, { persona: 'demo' }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /services/sport' }),
    ).toBeVisible();
  },
};
