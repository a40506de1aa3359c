// How many of the bar's router links a press draws again (issue 24: a router link's render builds
// its location and reads the router's state; the press's own task drew every link of the bar).
import { forwardRef, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { demoUser, fakePort, renderFrame, signedIn } from '../session/testing';
import { SubNav } from './SubNav';

const drawn: string[] = [];
vi.mock('@tanstack/react-router', async (importOriginal) => {
  const router = await importOriginal<typeof import('@tanstack/react-router')>();
  const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof router.Link>>(function CountedLink(props, ref) {
    drawn.push(String(props.to));
    return <router.Link ref={ref} {...props} />;
  });
  return { ...router, Link };
});
vi.mock('./afterNextPaint', () => ({ afterNextPaint: vi.fn() }));

afterEach(() => {
  cleanup();
  drawn.length = 0;
});

const ITEMS = [
  { to: '/mining', label: 'Обзор' },
  { to: '/mining/bots', label: 'Боты' },
  { to: '/mining/positions', label: 'Позиции' },
  { to: '/mining/statistics', label: 'Статистика' },
] as const;

describe('SubNav', () => {
  it('draws again only the two links whose mark moves when one is pressed', async () => {
    await renderFrame(<SubNav items={ITEMS} label="Майнинг" />, { port: fakePort(signedIn(demoUser('trader'))), path: '/mining' });
    const link = (name: string) => within(screen.getByRole('navigation', { name: 'Майнинг' })).getByRole('link', { name });
    drawn.length = 0;
    act(() => {
      fireEvent.click(link('Статистика'));
    });
    expect(link('Статистика').dataset.current).toBe('true');
    expect(drawn.sort()).toEqual(['/mining', '/mining/statistics']);
  });
});
