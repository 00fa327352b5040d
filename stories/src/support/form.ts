import type { StoryContext } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';

/** The queries a play function gets bound to the story's canvas. */
export type Canvas = StoryContext['canvas'];

/** Types each value into the field with that label, in order (as a user fills a form). */
export async function fillFields(canvas: Canvas, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = await canvas.findByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

/** Long enough to look at a loading state; the mock's latency never ends within a test. */
export const FOREVER_MS = 600_000;
