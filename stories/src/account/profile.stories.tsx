import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PERSONAS } from '@sportsbook/mock-server/personas';
import ProfilePage from '@/features/account/pages/profile-page.tsx';
import { route } from '../support/app-frame.tsx';
import type { Canvas } from '../support/form.ts';
import { mockState } from '../support/mock-api.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';
import {
  accountApi,
  AFTER_RETRIES,
  demoUser,
  expectNoHorizontalOverflow,
  failing,
  slowBackend,
} from './account-arrange.ts';

/**
 * SPEC §5 Terms form (account area) at /account/profile (decision 060): the customer's data, the ID
 * locked once on file, 'All fields are required' when invalid, and the confirm before saving.
 */
const meta = {
  title: 'Account/My details',
  component: ProfilePage,
  parameters: { route: route('/account/profile'), msw: accountApi() },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const agree = { name: 'I accept the terms and conditions' };

/** demo's data filled in; the document number already on file cannot be changed. */
export const Filled: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('First name')).toHaveValue('Dana');
    await expect(canvas.getByLabelText('ID or RNC')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('City')).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('checkbox', agree)).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: accountApi(slowBackend) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your details')).toBeInTheDocument();
  },
};

/** 'Your details could not be loaded.' with Retry, which loads the form once the server answers. */
export const LoadError: Story = {
  parameters: { msw: accountApi(failing('account.getCustomer')) },
  play: async ({ canvas, parameters }) => {
    await expect(
      await canvas.findByText('Your details could not be loaded.', {}, AFTER_RETRIES),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('First name')).toBeNull();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByLabelText('First name')).toHaveValue('Dana');
  },
};

/** A 9-digit phone and a blank city: 'All fields are required', and each field says why. */
export const Invalid: Story = {
  play: async ({ canvas, canvasElement }) => {
    const phone = await canvas.findByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '809555100');
    await userEvent.clear(canvas.getByLabelText('City'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('All fields are required');
    await expect(canvas.getByLabelText('Phone')).toHaveAccessibleDescription(
      'The phone must have exactly 10 digits.',
    );
    const city = canvas.getByLabelText('City');
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAccessibleDescription('This field is required.');
    // Nothing is asked (or sent) while the form is invalid.
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

async function fillValid(canvas: Canvas) {
  const city = await canvas.findByLabelText('City');
  await userEvent.clear(city);
  await userEvent.type(city, 'La Romana');
  await userEvent.click(canvas.getByRole('checkbox', agree));
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
}

/** A valid form asks first: 'Are you sure that you want to perform this action?' */
export const ConfirmAsked: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillValid(canvas);
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Are you sure that you want to perform this action?');
    await expect(within(confirm).getByRole('button', { name: 'Yes, save' })).toBeVisible();
  },
};

/** 'Yes, save': the toast, and the server holds the new city. */
export const Saved: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    await fillValid(canvas);
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
    await expectToast(canvasElement, 'Your details have been saved.');
    await expect(demoUser(mockState(parameters.msw)).city).toBe('La Romana');
    await expect(canvas.getByLabelText('City')).toHaveValue('La Romana');
  },
};

/** Another customer's email: the server refuses, and the refusal shows in an 'Error' toast. */
export const SaveRefused: Story = {
  parameters: {
    msw: accountApi((state) => {
      const newbie = state.db.user.findFirst({
        where: { userId: { equals: PERSONAS.newbie.userId } },
      });
      state.db.user.update({
        where: { userId: { equals: PERSONAS.demo.userId } },
        data: { emailAddress: newbie?.emailAddress ?? 'newbie@example.com' },
      });
    }),
  },
  play: async ({ canvas, canvasElement, parameters }) => {
    await fillValid(canvas);
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
    await expectToast(canvasElement, 'Error');
    // The server's reason (a 200 answer with statusCode 409) under the toast's title.
    await expect(
      body(canvasElement).getByText('A customer with that email address is already registered.'),
    ).toBeVisible();
    await expect(body(canvasElement).queryByText('Your details have been saved.')).toBeNull();
    await expect(demoUser(mockState(parameters.msw)).city).not.toBe('La Romana');
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
    await expect(await canvas.findByLabelText('Cédula o RNC')).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Todos los campos son obligatorios',
    );
  },
};

export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByLabelText('First name')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
