import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { demoUser, fakePort, renderFrame, signedIn } from '../session/testing';
import { SessionIndicator } from './SessionIndicator';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SessionIndicator', () => {
  it('stays away while 5 minutes or more remain, then counts down in the header', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await renderFrame(<SessionIndicator />, { port: fakePort(signedIn(demoUser('trader'), 5 * 60_000 + 2_000)) });
    expect(screen.queryByTestId('session-indicator')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    const chip = screen.getByTestId('session-indicator');
    expect(chip.textContent).toBe('Сессия 4:59 Продлить');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(chip.textContent).toContain('3:59');
    expect(chip.getAttribute('title')).toBe('Сессия закончится через 3:59. Нажмите, чтобы продлить.');
  });

  it('never warns of a session the worker renews on its own, however little of the token is left', async () => {
    await renderFrame(<SessionIndicator />, { port: fakePort(signedIn(demoUser('trader'), 60_000, { renews: true })) });
    expect(screen.queryByTestId('session-indicator')).toBeNull();
  });

  it('extends the session when pressed and goes away with the new expiry', async () => {
    const port = fakePort(signedIn(demoUser('trader'), 4 * 60_000));
    await renderFrame(<SessionIndicator />, { port });
    const chip = screen.getByRole('button', { name: /^Сессия \d:\d\d Продлить$/ });
    await act(async () => {
      fireEvent.click(chip);
    });
    expect(port.session.extend).toHaveBeenCalledTimes(1);
    port.push(signedIn(demoUser('trader'), 3_600_000));
    expect(screen.queryByTestId('session-indicator')).toBeNull();
  });
});
