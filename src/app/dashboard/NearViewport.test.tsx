import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ChartSlot } from './ChartBlock';
import { NearViewport } from './NearViewport';
import { comeNear, installFakeIntersectionObserver, observers } from '../ui/fakeIntersectionObserver';

beforeEach(installFakeIntersectionObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NearViewport', () => {
  it('shows the placeholder until its place nears the screen, then the content, for good', () => {
    render(
      <NearViewport placeholder={<p>место</p>}>
        <p>содержимое</p>
      </NearViewport>,
    );
    expect(screen.getByText('место')).toBeTruthy();
    expect(screen.queryByText('содержимое')).toBeNull();
    expect(observers[0].margin).toBe('300px');

    comeNear(false);
    expect(screen.queryByText('содержимое')).toBeNull();

    comeNear();
    expect(screen.getByText('содержимое')).toBeTruthy();
    expect(screen.queryByText('место')).toBeNull();
    expect(observers[0].disconnected).toBe(true);
  });

  it('renders at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport placeholder={<p>место</p>}>
        <p>содержимое</p>
      </NearViewport>,
    );
    expect(screen.getByText('содержимое')).toBeTruthy();
  });

  it('a chart slot does not render (or load) its chart until the block nears the screen', () => {
    const Chart = vi.fn(() => <svg role="img" aria-label="график" />);
    render(
      <ChartSlot>
        <Chart />
      </ChartSlot>,
    );
    expect(screen.getByRole('status').textContent).toBe('Загрузка графика...');
    expect(Chart).not.toHaveBeenCalled();
    comeNear();
    expect(screen.getByRole('img', { name: 'график' })).toBeTruthy();
  });

  it('blocks that come near together are drawn one after another; one scrolled past before its turn is skipped', async () => {
    render(
      <>
        {['первый', 'второй', 'третий'].map((name) => (
          <NearViewport key={name} placeholder={<p>место {name}</p>}>
            <p>{name}</p>
          </NearViewport>
        ))}
      </>,
    );
    comeNear();
    expect(screen.getByText('первый')).toBeTruthy();
    expect(screen.queryByText('второй')).toBeNull();
    expect(screen.queryByText('третий')).toBeNull();
    act(() => observers[1].callback([{ isIntersecting: false }]));
    expect(await screen.findByText('третий')).toBeTruthy();
    expect(screen.queryByText('второй')).toBeNull();
    act(() => observers[1].callback([{ isIntersecting: true }]));
    expect(await screen.findByText('второй')).toBeTruthy();
  });
});
