// «Анализ рисков» of the mining overview (issue 55): the what-if of price of an open position picked
// from the list the overview already holds, so it works offline on the last-known positions.
import { useState } from 'react';
import type { MiningPosition } from '../../../domain/contracts/types';
import type { Snapshot } from '../../../worker/api';
import { fill } from '../../i18n/fill';
import { backtestRu } from '../../i18n/sections/backtest';
import { miningRu } from '../../i18n/sections/mining';
import { SelectField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { EmptyState, StaleNotice } from '../../ui/States';
import { PositionWhatIf } from './PositionWhatIf';

const t = backtestRu.whatIf;
const keyOf = (p: MiningPosition) => `${p.bot_id}-${p.token_id}`;

export function RiskAnalysisDialog({
  positions,
  snapshot,
  botName,
  onClose,
}: {
  positions: readonly MiningPosition[];
  snapshot: Pick<Snapshot<unknown>, 'status' | 'updatedAt' | 'demo' | 'refreshing'>;
  botName: (botId: number) => string;
  onClose: () => void;
}) {
  const [key, setKey] = useState(() => (positions[0] ? keyOf(positions[0]) : ''));
  const position = positions.find((p) => keyOf(p) === key) ?? positions[0];
  return (
    <Modal title={miningRu.overview.riskAnalysis} onClose={onClose} wide>
      <StaleNotice snapshot={snapshot} />
      {position ? (
        <>
          <SelectField
            label={t.pick}
            value={keyOf(position)}
            options={positions.map((p) => ({
              value: keyOf(p),
              label: fill(t.pickOption, { id: p.token_id, symbol: p.symbol, bot: botName(p.bot_id) }),
            }))}
            onChange={(e) => setKey(e.target.value)}
            data-autofocus=""
          />
          <PositionWhatIf key={keyOf(position)} position={position} />
        </>
      ) : (
        <EmptyState>{miningRu.overview.noActive}</EmptyState>
      )}
    </Modal>
  );
}
