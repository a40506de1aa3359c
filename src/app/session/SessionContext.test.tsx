import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { INITIAL_SESSION, SessionProvider, usePermission, useSession } from './SessionContext';
import { ANONYMOUS, demoUser, fakePort, signedIn } from './testing';
import { writeSignedInHint } from './signedInHint';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

function Probe() {
  const { status, user } = useSession();
  const canCreate = usePermission('bot:create');
  const admin = usePermission('admin:read');
  return (
    <p data-testid="probe">
      {status} {user?.username ?? '-'} {String(canCreate)} {String(admin)}
    </p>
  );
}

async function mount(port: ReturnType<typeof fakePort>) {
  render(
    <SessionProvider port={port}>
      <Probe />
    </SessionProvider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
}

describe('SessionProvider', () => {
  it('follows the worker state and answers permissions of docs/product.md §6', async () => {
    const port = fakePort(ANONYMOUS);
    await mount(port);
    expect(screen.getByTestId('probe').textContent).toBe('anonymous - false false');
    port.push(signedIn(demoUser('premium')));
    expect(screen.getByTestId('probe').textContent).toBe('authenticated premium true false');
    port.push(signedIn(demoUser('viewer')));
    expect(screen.getByTestId('probe').textContent).toBe('authenticated viewer false false');
    port.push(signedIn(demoUser('admin')));
    expect(screen.getByTestId('probe').textContent).toBe('authenticated admin true true');
  });

  it('starts signed out in a browser signed out last time, and waits for the restore in one signed in', async () => {
    const port = fakePort(INITIAL_SESSION);
    port.watchSession = vi.fn(() => new Promise<never>(() => undefined));
    await mount(port);
    expect(screen.getByTestId('probe').textContent).toBe('anonymous - false false');
    cleanup();

    const restoring = fakePort(INITIAL_SESSION);
    await mount(restoring);
    expect(screen.getByTestId('probe').textContent, "the worker's 'initialising' does not undo the signed-out start").toBe(
      'anonymous - false false',
    );
    restoring.push(signedIn(demoUser('trader')));
    expect(screen.getByTestId('probe').textContent).toBe('authenticated trader true false');
    cleanup();

    writeSignedInHint(true);
    await mount(fakePort(INITIAL_SESSION));
    expect(screen.getByTestId('probe').textContent).toBe('initialising - false false');
  });

  it('shows the public app when the worker cannot be reached', async () => {
    const port = fakePort(ANONYMOUS);
    port.watchSession = vi.fn(async () => {
      throw new Error('no worker');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount(port);
    expect(screen.getByTestId('probe').textContent).toBe('anonymous - false false');
  });

  it('forwards activity at most once per 60 s, only while signed in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const port = fakePort(ANONYMOUS);
    await mount(port);
    fireEvent.mouseDown(window);
    expect(port.session.activity).not.toHaveBeenCalled();

    port.push(signedIn(demoUser('trader')));
    fireEvent.mouseMove(window);
    fireEvent.keyPress(window, { key: 'a', charCode: 97 });
    fireEvent.scroll(window);
    expect(port.session.activity).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_000);
    fireEvent.click(window);
    expect(port.session.activity).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    fireEvent.touchStart(window);
    expect(port.session.activity).toHaveBeenCalledTimes(2);
  });

  it('tells the worker when the page becomes visible or hidden', async () => {
    const port = fakePort(signedIn(demoUser('trader')));
    await mount(port);
    let state: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    fireEvent(document, new Event('visibilitychange'));
    state = 'visible';
    fireEvent(document, new Event('visibilitychange'));
    expect(port.session.visibility.mock.calls).toEqual([[false], [true]]);
  });
});
