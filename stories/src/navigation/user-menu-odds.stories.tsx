import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MockState } from '@sportsbook/mock-server/state';
import MainLayout from '@/app/layouts/main-layout.tsx';
import { route } from '../support/app-frame.tsx';
import { FIRST_USE_MS } from '../support/form.ts';
import { readAllMessages, USER_IDS } from '../support/arrange.ts';
import { mockApi } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';
import { resetOdds, withOdds } from '../odds/odds-settings.ts';

/**
 * Issue 25: the user menu open on its odds settings, "Odds format" (American, Decimal,
 * Fractional) and "When odds change" (Ask me, Accept higher odds, Accept any odds), each a group
 * of radio items with the chosen one checked.
 */
const meta = {
  title: 'Navigation/User menu odds settings',
  component: MainLayout,
  render: () => <MainLayout />,
  beforeEach: resetOdds,
  parameters: {
    route: route('/', { children: [{ index: true, element: <h1>Home</h1> }] }),
    msw: mockApi(
      (state: MockState) => {
        readAllMessages(state, USER_IDS.demo);
      },
      { persona: 'demo' },
    ),
  },
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Texts {
  menu: string;
  format: string;
  formats: [string, string, string];
  changes: string;
  policies: [string, string, string];
}

const EN: Texts = {
  menu: 'User menu',
  format: 'Odds format',
  formats: ['American', 'Decimal', 'Fractional'],
  changes: 'When odds change',
  policies: ['Ask me', 'Accept higher odds', 'Accept any odds'],
};

/** Opens the user menu and checks both groups, `checked` naming the chosen item of each. */
async function openOddsSettings(
  canvasElement: HTMLElement,
  texts: Texts,
  checked: { format: string; policy: string },
) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: texts.menu }));
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', undefined, {
    timeout: FIRST_USE_MS,
  });
  const groups = [
    { name: texts.format, items: texts.formats, chosen: checked.format },
    { name: texts.changes, items: texts.policies, chosen: checked.policy },
  ];
  // The menu fades in (tw-animate): wait for the end of its opening.
  await waitFor(async () => {
    for (const group of groups) {
      const radios = within(within(menu).getByRole('group', { name: group.name }));
      for (const item of group.items)
        await expect(radios.getByRole('menuitemradio', { name: item })).toBeVisible();
    }
  });
  for (const group of groups) {
    const radios = within(within(menu).getByRole('group', { name: group.name }));
    for (const item of group.items)
      await expect(radios.getByRole('menuitemradio', { name: item })).toHaveAttribute(
        'aria-checked',
        String(item === group.chosen),
      );
  }
}

/** The defaults: American prices, and the slip asks when odds change. */
export const OddsSettingsOpen: Story = {
  tags: ['smoke'],
  play: async ({ canvasElement }) => {
    await openOddsSettings(canvasElement, EN, { format: 'American', policy: 'Ask me' });
  },
};

/** Decimal chosen, and better odds taken without asking. */
export const OddsSettingsChosen: Story = {
  loaders: [withOdds('decimal', 'higher')],
  play: async ({ canvasElement }) => {
    await openOddsSettings(canvasElement, EN, { format: 'Decimal', policy: 'Accept higher odds' });
  },
};

export const OddsSettingsOpenSpanish: Story = {
  globals: { language: 'es' },
  loaders: [withOdds('fractional', 'any')],
  play: async ({ canvasElement }) => {
    await openOddsSettings(
      canvasElement,
      {
        menu: 'Menú de usuario',
        format: 'Formato de cuotas',
        formats: ['Americano', 'Decimal', 'Fraccionario'],
        changes: 'Cuando cambien las cuotas',
        policies: ['Preguntarme', 'Aceptar cuotas más altas', 'Aceptar cualquier cuota'],
      },
      { format: 'Fraccionario', policy: 'Aceptar cualquier cuota' },
    );
  },
};

/** On a phone the menu is as tall as the screen allows; both groups are in it. */
export const OddsSettingsOpenOnAPhone: Story = {
  globals: viewport('mobile'),
  play: async ({ canvasElement }) => {
    await openOddsSettings(canvasElement, EN, { format: 'American', policy: 'Ask me' });
  },
};
