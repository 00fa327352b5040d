import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { registry } from '@sportsbook/contracts/registry';
import { loseNext } from '@sportsbook/mock-server/msw';
import type { MockState } from '@sportsbook/mock-server/state';
import CreateMessagePage from '@/features/inbox/pages/create-message-page.tsx';
import { route } from '../support/app-frame.tsx';
import { FOREVER_MS, type Canvas } from '../support/form.ts';
import { mockApi, mockState, type Arrange } from '../support/mock-api.ts';
import { comeBackOnline, goOffline } from '../support/money-calls.ts';
import { expectToast } from '../support/toasts.ts';
import { viewport } from '../support/viewports.ts';

/**
 * SPEC §2/§5 Create message (/create-inbox): the type dropdown only with more than one type,
 * priority, recipient ('All' first for a type with allowMassive), subject, message (5 rows) and one
 * image, uploaded first when Send is pressed. 'Message sent!' and back to /inbox after 2 seconds;
 * a failed upload says so and sends nothing; a refused send is a toast titled 'Error'.
 */
const meta = {
  title: 'Inbox/Compose',
  component: CreateMessagePage,
  parameters: { route: route('/create-inbox'), msw: mockApi(undefined, { persona: 'demo' }) },
} satisfies Meta<typeof CreateMessagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const demoApi = (arrange?: Arrange) => mockApi(arrange, { persona: 'demo' });

const REQUIRED = 'This field is required.';

/** Only the General type is left: no type to choose. */
const onlyGeneral: Arrange = (state) => {
  state.db.messageType.deleteMany({ where: { messageTypeId: { notEquals: 1 } } });
};

// A real 24×32 PNG: the mock server sniffs the bytes, so the attachment must really be an image.
const PHOTO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAAPElEQVR42mOQyztBFcQwahBhg/5TCQxmgxaQBYaE10bDaDSMRsNoNIxo6jWRHhusiJYG4Q8LqrloCKYjAKJLjcZ062lmAAAAAElFTkSuQmCC';

const photo = (name = 'ticket.png') =>
  new File([Uint8Array.from(atob(PHOTO_PNG_BASE64), (char) => char.charCodeAt(0))], name, {
    type: 'image/png',
  });

/** The form once the types and the first type's recipients have loaded. */
async function formOf(canvas: Canvas) {
  const subject = await canvas.findByLabelText('Subject');
  const recipient = canvas.getByLabelText('Recipient');
  await within(recipient).findByRole('option', { name: 'Customer Support' });
  return {
    subject,
    recipient,
    body: canvas.getByLabelText('Message'),
    priority: canvas.getByLabelText('Priority'),
    attachment: canvas.getByLabelText('Attachment (one image)'),
    send: canvas.getByRole('button', { name: 'Send' }),
  };
}

type Form = Awaited<ReturnType<typeof formOf>>;
type Filled = Partial<Record<'priority' | 'recipient' | 'subject' | 'body', string>>;

const VALID: Required<Filled> = {
  priority: 'High',
  recipient: 'Customer Support',
  subject: 'About my deposit',
  body: 'The deposit of Monday is not in my balance yet.',
};

/** Fills the form with VALID, the given fields changed ('' leaves one empty). */
async function fill(form: Form, changes: Filled = {}) {
  const values = { ...VALID, ...changes };
  if (values.priority) await userEvent.selectOptions(form.priority, values.priority);
  if (values.recipient) await userEvent.selectOptions(form.recipient, values.recipient);
  if (values.subject) await userEvent.type(form.subject, values.subject);
  if (values.body) await userEvent.type(form.body, values.body);
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Send with one field left empty: 'This field is required.' beside that field only. */
const requiredStory = (field: keyof Filled, label: string): Story => ({
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await fill(form, { [field]: '' });
    await userEvent.click(form.send);
    const control = canvas.getByLabelText(label);
    await waitFor(() => expect(control).toHaveAccessibleDescription(REQUIRED));
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(1);
  },
});

async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument;
  const width = page.defaultView?.innerWidth ?? 0;
  await expect(width).toBeGreaterThan(0);
  await expect(page.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

/** demo has three types: the dropdown shows them, General first, and its recipients. */
export const SeveralTypes: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
    const type = canvas.getByLabelText('Message type');
    await expect(optionsOf(type)).toEqual(['General', 'Support', 'Announcement']);
    await expect(type).toHaveDisplayValue('General');
    await expect(optionsOf(form.priority)).toEqual([
      'Choose a priority',
      'Normal',
      'Medium',
      'High',
    ]);
    await expect(optionsOf(form.recipient)).toEqual([
      'Choose a recipient',
      'Customer Support',
      'Agent Seven',
    ]);
    await expect(form.body).toHaveAttribute('rows', '5');
    await expect(canvas.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute(
      'href',
      '/inbox',
    );
  },
};

/** Only one type: no type dropdown; the message goes with that type. */
export const OneType: Story = {
  parameters: { msw: demoApi(onlyGeneral) },
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await expect(canvas.queryByLabelText('Message type')).toBeNull();
    await expect(within(form.recipient).queryByRole('option', { name: 'All' })).toBeNull();
  },
};

/** Announcement allows mass sending: 'All' heads the recipients, asked again for that type. */
export const AllOffered: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await expect(within(form.recipient).queryByRole('option', { name: 'All' })).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Message type'), 'Announcement');
    await expect(await within(form.recipient).findByRole('option', { name: 'All' })).toHaveValue(
      '-999',
    );
    await userEvent.selectOptions(form.recipient, 'All');
    await expect(form.recipient).toHaveDisplayValue('All');
  },
};

/** Send with nothing filled in: the four required fields say so. */
export const AllRequired: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await userEvent.click(form.send);
    await expect(await canvas.findAllByText(REQUIRED)).toHaveLength(4);
    for (const control of [form.priority, form.recipient, form.subject, form.body]) {
      await expect(control).toHaveAccessibleDescription(REQUIRED);
    }
  },
};

export const PriorityRequired = requiredStory('priority', 'Priority');
export const RecipientRequired = requiredStory('recipient', 'Recipient');
export const SubjectRequired = requiredStory('subject', 'Subject');
export const MessageRequired = requiredStory('body', 'Message');

/** A file that is not an image: 'Only image files are allowed.' and nothing is sent. */
export const NotAnImage: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await fill(form);
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        form.attachment,
        new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }),
      );
    await userEvent.click(form.send);
    await expect(await canvas.findByText('Only image files are allowed.')).toBeVisible();
    await expect(form.attachment).toBeInvalid();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** An image picked: its name and thumbnail, with a way to remove it. */
export const ImageAttached: Story = {
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await userEvent.upload(form.attachment, photo('my-ticket.png'));
    await expect(canvas.getByText('my-ticket.png')).toBeVisible();
    const preview = canvas.getByRole('img', { name: 'Preview of my-ticket.png' });
    await waitFor(() => expect(preview).toHaveProperty('complete', true));
    await expect(preview).toHaveProperty('naturalWidth', 24);
    await expect(canvas.getByText('Change image')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove attachment' })).toBeEnabled();
  },
};

/** The image on its way before the message: a progress bar, Send disabled. */
export const Uploading: Story = {
  parameters: {
    msw: (() => {
      const parameter = demoApi();
      parameter.handlers.unshift(
        http.post(`*${registry['files.saveDocument'].path}`, () => delay('infinite')),
      );
      return parameter;
    })(),
  },
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await fill(form);
    await userEvent.upload(form.attachment, photo());
    await userEvent.click(form.send);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading the attachment' });
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(form.send).toBeDisabled();
    await expect(form.subject).toBeDisabled();
  },
};

/** The upload fails: the toast says so, nothing is sent, the values stay for another try. */
export const UploadFailed: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.errors['files.saveDocument'] = 500;
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const form = await formOf(canvas);
    await fill(form);
    await userEvent.upload(form.attachment, photo());
    await userEvent.click(form.send);
    await expectToast(canvasElement, 'An error occurred while uploading the attachment.');
    await waitFor(() => expect(form.send).toBeEnabled());
    await expect(form.subject).toHaveValue(VALID.subject);
    await expect(canvas.getByText('ticket.png')).toBeVisible();
    await expect(canvas.queryByText('Message sent!')).toBeNull();
  },
};

/** Send on its way: the button is disabled with a spinner. */
export const Sending: Story = {
  play: async ({ canvas, parameters }) => {
    const form = await formOf(canvas);
    await fill(form);
    mockState(parameters.msw).scenario.latencyMs = FOREVER_MS;
    await userEvent.click(form.send);
    await waitFor(() => expect(form.send).toBeDisabled());
    await expect(canvas.getByText('Sending your message…')).toBeVisible();
    await expect(form.send).toHaveAccessibleDescription('Sending your message…');
  },
};

/** demo's messages with the story's subject, as the mock stores them. */
const sentIn = (state: MockState) =>
  state.db.message.findMany({ where: { subject: { equals: VALID.subject } } });
/** How long the check's reading of the sent list is held, to look at "Checking…". */
const CHECK_HELD_MS = 2_500;

/**
 * The send's answer is lost after the server stored the message; the sent list answers late once
 * it is there: the check shows, then tells, within the story.
 */
const lostAnswerApi = () => {
  const parameter = demoApi((state) => {
    loseNext(state, 'message.send', 'answer');
  });
  parameter.handlers.unshift(
    http.post(`*${registry['message.list'].path}`, async () => {
      if (sentIn(mockState(parameter)).length > 0) await delay(CHECK_HELD_MS);
      return undefined; // on to the mock's own handler
    }),
  );
  return parameter;
};

/**
 * The answer was lost (the message was stored): the line says it is checking, Send stays off and
 * the form as it was sent, until the sent list tells: 'Message sent!' and back to the inbox.
 */
export const Checking: Story = {
  parameters: { msw: lostAnswerApi() },
  play: async ({ canvas, canvasElement, parameters }) => {
    const form = await formOf(canvas);
    await fill(form);
    await userEvent.upload(form.attachment, photo('slip.png'));
    await userEvent.click(form.send);
    const checking = 'Checking whether your message was sent…';
    await expect(await canvas.findByText(checking)).toBeVisible();
    await expect(form.send).toBeDisabled();
    await expect(form.send).toHaveAccessibleDescription(checking);
    await expect(form.subject).toHaveValue(VALID.subject);
    await expect(canvas.getByText('slip.png')).toBeVisible();
    await expectToast(canvasElement, 'Message sent!');
    await expect(canvas.getByText('Going back to the inbox…')).toBeVisible();
    await expect(sentIn(mockState(parameters.msw))).toHaveLength(1);
  },
};

/**
 * The request was lost before the server saw it: not sent, every value and the image as they
 * were, and Retry.
 */
export const NotDone: Story = {
  parameters: {
    msw: demoApi((state) => {
      loseNext(state, 'message.send', 'request');
    }),
  },
  play: async ({ canvas, parameters }) => {
    const form = await formOf(canvas);
    await fill(form);
    await userEvent.upload(form.attachment, photo('slip.png'));
    await userEvent.click(form.send);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Your message was not sent. You can try again.');
    await expect(within(notice).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(form.subject).toHaveValue(VALID.subject);
    await expect(form.body).toHaveValue(VALID.body);
    await expect(form.priority).toHaveDisplayValue(VALID.priority);
    await expect(form.recipient).toHaveDisplayValue(VALID.recipient);
    await expect(canvas.getByText('slip.png')).toBeVisible();
    await expect(form.send).toBeEnabled();
    await expect(sentIn(mockState(parameters.msw))).toHaveLength(0);
  },
};

/** Offline: Send is off and says why; typing goes on, nothing is lost, and Send comes back. */
export const Offline: Story = {
  beforeEach: () => comeBackOnline,
  play: async ({ canvas }) => {
    const form = await formOf(canvas);
    await fill(form);
    await userEvent.upload(form.attachment, photo('slip.png'));
    goOffline();
    await waitFor(() => expect(form.send).toBeDisabled());
    const reason = 'You are offline: this needs a connection.';
    await expect(form.send).toHaveAccessibleDescription(reason);
    await expect(canvas.getByText(reason)).toBeVisible();
    await userEvent.type(form.body, ' It was on Monday.');
    // Back online while the page is there (TanStack Query hears the event only while mounted).
    comeBackOnline();
    await waitFor(() => expect(form.send).toBeEnabled());
    await expect(form.body).toHaveValue(`${VALID.body} It was on Monday.`);
    await expect(form.subject).toHaveValue(VALID.subject);
    await expect(canvas.getByText('slip.png')).toBeVisible();
  },
};

/** Sent with an image: 'Message sent!', then the inbox 2 seconds later; demo's sent list has it. */
export const Sent: Story = {
  play: async ({ canvas, canvasElement, parameters }) => {
    const form = await formOf(canvas);
    await fill(form);
    await userEvent.upload(form.attachment, photo('slip.png'));
    await userEvent.click(form.send);
    await expectToast(canvasElement, 'Message sent!');
    await expect(canvas.getByText('Going back to the inbox…')).toBeVisible();
    await expect(form.send).toBeDisabled();
    await expect(
      await canvas.findByRole('heading', { name: 'Navigated to /inbox' }, { timeout: 5000 }),
    ).toBeVisible();
    const stored = mockState(parameters.msw).db.message.findFirst({
      where: { subject: { equals: VALID.subject } },
    });
    await expect(stored).toMatchObject({ priorityId: 'H', attachmentName: 'slip.png' });
  },
};

/** The server refuses: a toast titled 'Error' with its text; the values stay. */
export const SendError: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.errors['message.send'] = 500;
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const form = await formOf(canvas);
    await fill(form);
    await userEvent.click(form.send);
    await expectToast(canvasElement, 'Error');
    await expectToast(canvasElement, 'Injected failure for message.send');
    await waitFor(() => expect(form.send).toBeEnabled());
    await expect(form.body).toHaveValue(VALID.body);
  },
};

/** The types load behind a placeholder. */
export const Loading: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.latencyMs = FOREVER_MS;
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the message form')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Subject')).toBeNull();
  },
};

/** The types cannot load: a notice with Retry, which brings the form. */
export const TypesLoadError: Story = {
  parameters: {
    msw: demoApi((state) => {
      state.scenario.errors['message.types'] = 500;
    }),
  },
  play: async ({ canvas, parameters }) => {
    const notice = await canvas.findByText(
      'The message types could not be loaded.',
      {},
      { timeout: 15_000 },
    );
    await expect(notice).toBeVisible();
    mockState(parameters.msw).scenario.errors = {};
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByLabelText('Subject')).toBeVisible();
  },
};

/** In Spanish, with 'Todos' offered for Announcement. */
export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nuevo mensaje' }),
    ).toBeVisible();
    const priority = await canvas.findByLabelText('Prioridad');
    await expect(optionsOf(priority)).toEqual(['Elija una prioridad', 'Normal', 'Media', 'Alta']);
    await userEvent.selectOptions(canvas.getByLabelText('Tipo de mensaje'), 'Announcement');
    const recipient = canvas.getByLabelText('Destinatario');
    await expect(await within(recipient).findByRole('option', { name: 'Todos' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findAllByText('Este campo es obligatorio.')).toHaveLength(4);
  },
};

/** A 390 px phone: one column, an image attached, nothing wider than the screen. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    const form = await formOf(canvas);
    await fill(form);
    await userEvent.upload(form.attachment, photo('a-very-long-file-name-for-a-ticket-photo.png'));
    await expect(canvas.getByRole('img')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
