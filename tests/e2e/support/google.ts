import type { Page } from '@playwright/test';

/**
 * Presses Continue on the emulated provider's account chooser and waits for the popup to close.
 * It listens before the click: the popup can close itself before a later listener is attached (a
 * run once timed out waiting for a 'close' that had already happened). If the popup stays open,
 * the error says where it stopped.
 */
export async function continueAndWaitForClose(popup: Page): Promise<void> {
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed.catch(async (error: unknown) => {
    const text = popup.isClosed()
      ? ''
      : await popup
          .locator('body')
          .innerText()
          .catch(() => '');
    throw new Error(`the popup did not close: ${popup.isClosed() ? 'closed' : popup.url()} ${text.slice(0, 300)}`, {
      cause: error,
    });
  });
}
