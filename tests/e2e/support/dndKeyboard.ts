import type { Page } from 'playwright-core';

/**
 * Waits until dnd-kit's keyboard sensor takes arrow keys after a pick-up with Space.
 *
 * The sensor adds its keydown listener in a zero-delay timeout after the pick-up (KeyboardSensor.attach
 * in @dnd-kit/core 6). The pick-up's announcement and aria-pressed are drawn before that, so on a
 * loaded machine an arrow pressed as soon as they show is lost and the card stays put. A timeout
 * queued now runs after the sensor's, so once it has run the listener is there.
 */
export async function keyboardSensorListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
