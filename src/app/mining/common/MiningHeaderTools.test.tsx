import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MiningHeaderTools } from './MiningHeaderTools';
import { MiningStatusProvider, useReportSnapshots } from './miningStatus';

afterEach(cleanup);

function Page({ refreshing, updatedAt, refresh }: { refreshing: boolean; updatedAt: number | null; refresh: () => void }) {
  useReportSnapshots([{ status: 'live', updatedAt, refreshing, refresh }]);
  return null;
}

describe('mining header', () => {
  it("shows 'Обновить' and the time of the page's data; the button refreshes it", () => {
    const refresh = vi.fn();
    const at = new Date(2026, 10, 21, 9, 7, 5).getTime();
    render(
      <MiningStatusProvider>
        <MiningHeaderTools />
        <Page refreshing={false} updatedAt={at} refresh={refresh} />
      </MiningStatusProvider>,
    );
    expect(screen.getByText('Обновлено: 09:07:05')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("says 'Обновление...' and is disabled while a refresh runs", () => {
    render(
      <MiningStatusProvider>
        <MiningHeaderTools />
        <Page refreshing updatedAt={null} refresh={vi.fn()} />
      </MiningStatusProvider>,
    );
    const button = screen.getByRole('button', { name: 'Обновление...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Данные ещё не загружены')).toBeTruthy();
  });

  it("shows the next page's time once a tab is switched: the page left does not clear it afterwards", () => {
    const first = new Date(2026, 10, 21, 9, 7, 5).getTime();
    const second = new Date(2026, 10, 21, 9, 8, 6).getTime();
    const tabs = (tab: 'a' | 'b') => (
      <MiningStatusProvider>
        <MiningHeaderTools />
        {tab === 'a' ? (
          <Page key="a" refreshing={false} updatedAt={first} refresh={vi.fn()} />
        ) : (
          <Page key="b" refreshing={false} updatedAt={second} refresh={vi.fn()} />
        )}
      </MiningStatusProvider>
    );
    const { rerender } = render(tabs('a'));
    expect(screen.getByText('Обновлено: 09:07:05')).toBeTruthy();
    rerender(tabs('b'));
    expect(screen.getByText('Обновлено: 09:08:06')).toBeTruthy();
  });
});
