// Signs in through the login card, as a person would. Labels are those of src/app/i18n/sections/frame.ts.
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo1234';

export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Имя пользователя или e-mail').fill(username);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}
