import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ANONYMOUS, demoUser, fakePort, renderFrame, signedIn } from '../session/testing';
import { SectionsMenu } from './SectionsMenu';

afterEach(cleanup);

const menu = () => screen.getByRole('navigation', { name: 'Разделы' });
const hrefs = () =>
  within(menu())
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
const SECTIONS = ['/hedge-bots', '/positions', '/signals', '/spot', '/futures', '/settings'];

describe('SectionsMenu', () => {
  it('lists every section outside the main navigation; "Админ-панель" only with admin:read', async () => {
    await renderFrame(<SectionsMenu onNavigate={() => {}} />, { port: fakePort(signedIn(demoUser('trader'))) });
    expect(hrefs()).toEqual(SECTIONS);
    cleanup();
    await renderFrame(<SectionsMenu onNavigate={() => {}} />, { port: fakePort(ANONYMOUS) });
    expect(hrefs()).toEqual(SECTIONS);
    cleanup();
    await renderFrame(<SectionsMenu onNavigate={() => {}} />, { port: fakePort(signedIn(demoUser('admin'))) });
    expect(hrefs()).toEqual([...SECTIONS, '/admin']);
    expect(within(menu()).getByRole('link', { name: 'Админ-панель' })).toBeTruthy();
  });

  it('opens from its button, moves with the arrow keys, closes on Escape back to the button', async () => {
    await renderFrame(<SectionsMenu onNavigate={() => {}} />, { port: fakePort(signedIn(demoUser('admin'))) });
    const button = within(menu()).getByRole('button', { name: 'Разделы' });
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.dataset.open).toBe('false');
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.dataset.open).toBe('true');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Хедж-боты');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Админ-панель');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('marks the section of the current page, sub-pages included, and closes when a section is chosen', async () => {
    let navigated = 0;
    const { router } = await renderFrame(<SectionsMenu onNavigate={() => (navigated += 1)} />, {
      port: fakePort(signedIn(demoUser('admin'))),
      path: '/settings',
    });
    const button = within(menu()).getByRole('button', { name: 'Разделы' });
    expect(button.dataset.current).toBe('true');
    expect(within(menu()).getByRole('link', { name: 'Настройки' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(button);
    await act(async () => {
      fireEvent.click(within(menu()).getByRole('link', { name: 'Админ-панель' }));
    });
    await screen.findByText('/admin');
    expect(router.state.location.pathname).toBe('/admin');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(navigated).toBe(1);
    expect(within(menu()).getByRole('link', { name: 'Админ-панель' }).getAttribute('aria-current')).toBe('page');
    await act(async () => {
      await router.navigate({ to: '/mining' });
    });
    expect(button.dataset.current).toBe('false');
  });
});
