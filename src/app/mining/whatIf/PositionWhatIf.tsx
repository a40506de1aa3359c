// The what-if of price of one open position (LP and its hedge), from its last-known copy.
import type { MiningPosition } from '../../../domain/contracts/types';
import { positionWhatIf } from '../../../domain/rules/strategies/whatIf';
import { backtestRu } from '../../i18n/sections/backtest';
import { Notice } from '../../ui/Notice';
import { WhatIfPanel } from './WhatIfPanel';

export function PositionWhatIf({ position }: { position: MiningPosition }) {
  const input = positionWhatIf(position);
  return input ? <WhatIfPanel input={input} /> : <Notice kind="warning">{backtestRu.whatIf.unavailable}</Notice>;
}
