import { expect, waitFor, within } from 'storybook/test';

/**
 * Waits until a toast with this text is on screen. Toasts render outside the story's root and fade
 * in, so this looks in the whole document and waits for the animation.
 */
export async function expectToast(canvasElement: HTMLElement, text: string): Promise<void> {
  const page = within(canvasElement.ownerDocument.body);
  const toast = await page.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}
