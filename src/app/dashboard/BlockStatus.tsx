import type { ReactNode } from 'react';
import type { BlockState } from '../../domain/rules/sync/blockState';
import { dashboardBlocksRu } from '../i18n/sections/dashboardBlocks';
import { listSub } from './dashboard.css';

/**
 * A block's body once its sources have answered; until then the line that says why it has none
 * (the page's own notice announces a failure, with its retry, once for all blocks).
 */
export function StateOr({ state, children }: { state: BlockState; children: ReactNode }) {
  if (state === 'ready') return children;
  return (
    <p className={listSub} role={state === 'loading' ? 'status' : undefined}>
      {dashboardBlocksRu.state[state]}
    </p>
  );
}
