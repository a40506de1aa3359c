import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';
import { Link } from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { demoUser, fakePort, renderFrame, signedIn } from '../session/testing';
import { currentLink, SubNav } from './SubNav';

vi.mock('./afterNextPaint', () => ({ afterNextPaint: vi.fn() }));
const painted = vi.mocked(afterNextPaint);

afterEach(() => {
  cleanup();
  painted.mockReset();
});

const ITEMS = [
  { to: '/mining', label: 'Обзор' },
  { to: '/mining/positions', label: 'Позиции' },
] as const;
const link = (name: string) => within(screen.getByRole('navigation', { name: 'Майнинг' })).getByRole('link', { name });

describe('SubNav', () => {
  it('marks a clicked link current and paints that before the page changes, then navigates', async () => {
    const { router } = await renderFrame(<SubNav items={ITEMS} label="Майнинг" />, {
      port: fakePort(signedIn(demoUser('trader'))),
      path: '/mining',
    });
    expect(link('Обзор').dataset.current).toBe('true');
    act(() => {
      fireEvent.click(link('Позиции'));
    });
    // the press is answered on screen; the page (and aria-current) waits for the paint
    expect(link('Позиции').dataset.current).toBe('true');
    expect(link('Обзор').dataset.current).toBe('false');
    expect(link('Обзор').getAttribute('aria-current')).toBe('page');
    expect(router.state.location.pathname).toBe('/mining');
    expect(painted).toHaveBeenCalledTimes(1);
    await act(async () => {
      painted.mock.calls[0][0]();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/mining/positions'));
    });
    expect(link('Позиции').getAttribute('aria-current')).toBe('page');
    expect(link('Позиции').dataset.current).toBe('true');
    expect(link('Обзор').dataset.current).toBe('false');
  });

  it('leaves a click with a modifier, and one on the current page, to the browser and the router', async () => {
    const { router } = await renderFrame(<SubNav items={ITEMS} label="Майнинг" />, {
      port: fakePort(signedIn(demoUser('trader'))),
      path: '/mining',
    });
    act(() => {
      fireEvent.click(link('Обзор'));
    });
    expect(painted).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/mining');
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => {
      link('Позиции').dispatchEvent(ctrl);
    });
    expect(painted).not.toHaveBeenCalled();
    expect(link('Обзор').dataset.current).toBe('true');
  });

  it('does not preload its pages on hover, focus or touch: they came with the section (issue 24)', async () => {
    const { router } = await renderFrame(
      <>
        <SubNav items={ITEMS} label="Майнинг" />
        <Link to="/settings">elsewhere</Link>
      </>,
      { port: fakePort(signedIn(demoUser('trader'))), path: '/mining', preload: 'intent' },
    );
    const preloads = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    act(() => {
      fireEvent.mouseEnter(link('Позиции'));
      fireEvent.focus(link('Позиции'));
      fireEvent.touchStart(link('Позиции'));
    });
    expect(preloads).not.toHaveBeenCalled();
    // the router's default for any other link: its intent (here a touch) preloads
    act(() => {
      fireEvent.touchStart(screen.getByRole('link', { name: 'elsewhere' }));
    });
    expect(preloads).toHaveBeenCalledTimes(1);
  });

  it('marks the tab a page sits under, and no tab on an unknown sub-path', async () => {
    const items = [...ITEMS, { to: '/mining/bots', label: 'Боты' }] as const;
    await renderFrame(<SubNav items={items} label="Майнинг" />, { port: fakePort(signedIn(demoUser('trader'))), path: '/mining/bots/5' });
    expect(link('Боты').dataset.current).toBe('true');
    expect(link('Боты').getAttribute('aria-current')).toBe('page');
    expect(link('Обзор').dataset.current).toBe('false');
    expect(link('Обзор').getAttribute('aria-current')).toBeNull();
    expect(currentLink(items, '/mining/foo')).toBeNull();
    expect(currentLink(items, '/mining/')).toBe('/mining');
  });
});
