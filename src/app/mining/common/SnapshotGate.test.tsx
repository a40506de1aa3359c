import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { SnapshotGate } from './SnapshotGate';

afterEach(cleanup);

describe('SnapshotGate (mining page states)', () => {
  it("shows 'Загрузка данных...' until the first data", () => {
    render(<SnapshotGate snapshot={{ data: null, status: 'loading', updatedAt: null }}>{() => <p>данные</p>}</SnapshotGate>);
    expect(screen.getByText('Загрузка данных...')).toBeTruthy();
  });

  it("shows the error with 'Попробовать снова', which reloads the page", () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <SnapshotGate snapshot={{ data: null, status: 'error', updatedAt: null, error: { detail: 'сервер недоступен', status: 503 } }}>
        {() => <p>данные</p>}
      </SnapshotGate>,
    );
    expect(screen.getByText('Ошибка загрузки данных: сервер недоступен')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('keeps the data on screen offline, with the time of the data', () => {
    const at = new Date(2026, 10, 21, 14, 5).getTime();
    render(<SnapshotGate snapshot={{ data: ['a'], status: 'offline', updatedAt: at }}>{(d) => <p>строк: {d.length}</p>}</SnapshotGate>);
    expect(screen.getByText('строк: 1')).toBeTruthy();
    expect(screen.getByText('нет соединения — данные на 14:05')).toBeTruthy();
  });

  it('says a refresh failed and still shows the data', () => {
    render(
      <SnapshotGate snapshot={{ data: 1, status: 'error', updatedAt: Date.now(), error: { detail: 'таймаут', status: 0 } }}>
        {() => <p>есть</p>}
      </SnapshotGate>,
    );
    expect(screen.getByText('есть')).toBeTruthy();
    expect(screen.getByText('Ошибка обновления данных: таймаут')).toBeTruthy();
  });

  // The data's blocks leave the first commit (a tab switch's navigation task, issue 24): React draws
  // them in a deferred render right after it.
  it('draws the data after the first commit', () => {
    /** Whether the data was in the page at the first commit, and whether it is there once React is idle. */
    const draw = (): [boolean, boolean] => {
      let first: boolean | null = null;
      function Probe() {
        useLayoutEffect(() => void (first ??= screen.queryByText('данные') !== null));
        return null;
      }
      render(
        <>
          <SnapshotGate snapshot={{ data: 1, status: 'live', updatedAt: Date.now() }}>{() => <p>данные</p>}</SnapshotGate>
          <Probe />
        </>,
      );
      const drawn = screen.queryByText('данные') !== null;
      cleanup();
      return [first ?? false, drawn];
    };
    expect(draw()).toEqual([false, true]);
  });
});
