import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CrashBoundary } from './CrashBoundary';

function Boom(): never {
  throw new Error('пример сбоя');
}

afterEach(cleanup);

describe('CrashBoundary', () => {
  it('shows the crash screen with the message in a collapsible section and a reload button', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <CrashBoundary>
        <Boom />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeTruthy();
    expect(screen.getByText('Произошла неожиданная ошибка в приложении')).toBeTruthy();
    const details = screen.getByText('пример сбоя').closest('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: 'Перезагрузить страницу' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
    spy.mockRestore();
  });

  it('renders children when nothing crashes', () => {
    render(
      <CrashBoundary>
        <p>всё хорошо</p>
      </CrashBoundary>,
    );
    expect(screen.getByText('всё хорошо')).toBeTruthy();
  });
});
