import type { Page } from 'playwright-core';
import { submitLogin } from '../../../scripts/cli/loginForm';

export const DEMO_PASSWORD = 'jimu123456';

/** Signs in through the real login form, as a person would, and waits for the console frame. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await submitLogin(page, baseUrl, username, password);
  await page.locator('.jimu-shell-sider').waitFor();
}

/**
 * Signs in through the login form and waits for the home screen's cards: at any width, where
 * signIn waits for the side bar, which a phone keeps folded away in its drawer.
 */
export async function signInToHome(
  page: Page,
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await submitLogin(page, baseUrl, username, password);
  await page.getByTestId('dashboard').waitFor();
}

/** The top-level menu titles the side bar shows. */
export async function topMenuTitles(page: Page): Promise<string[]> {
  const items = page.locator('.jimu-shell-sider .semi-navigation-list > li');
  return (await items.allInnerTexts()).map((text) => text.split('\n')[0].trim()).filter(Boolean);
}
