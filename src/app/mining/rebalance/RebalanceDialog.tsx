// «Ребалансировка» of the mining overview (issue 52 item 13): the open positions the docs/product.md
// §9 rule picks, each re-minted around the price after a confirmation (RebalanceConfirm.tsx).
import { useState } from 'react';
import type { MiningPosition } from '../../../domain/contracts/types';
import { formatPercent, formatPrice } from '../../../domain/format/format';
import { baseAsset } from '../../../domain/rules/market/marketData';
import { BALANCED_SHARE, baseSharePercent, needsRebalancing } from '../../../domain/rules/mining/rebalancing';
import { failureText } from '../../../domain/rules/sync/httpError';
import { useCommand } from '../../data/useCommand';
import type { SnapshotResult } from '../../data/useSnapshot';
import { fill } from '../../i18n/fill';
import { miningRu } from '../../i18n/sections/mining';
import { useCommandBlock } from '../../session/SessionContext';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { EmptyState } from '../../ui/States';
import { SnapshotGate } from '../common/SnapshotGate';
import { list, listItem, muted } from '../common/mining.css';
import { RebalanceConfirm } from './RebalanceConfirm';

const t = miningRu.rebalance;
const sameAs = (a: MiningPosition) => (b: MiningPosition) => a.bot_id === b.bot_id && a.token_id === b.token_id;

/** 'Доля ETH: 71,2 %, норма 40–60 %' as the rule computes it. */
function shareText(p: MiningPosition): string {
  const token = baseAsset(p.symbol);
  const share = baseSharePercent(p);
  return share === null ? fill(t.shareUnknown, { token }) : fill(t.share, { token, share: formatPercent(share), ...BALANCED_SHARE });
}

/** A failed rebalance in words: a backend without the call says so rather than 'Не найдено'. */
function failure(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 405 ? t.unsupported : failureText(miningRu.errors.positionRebalance, error);
}

export function RebalanceDialog({
  positions,
  botName,
  onClose,
}: {
  positions: SnapshotResult<MiningPosition[]>;
  botName: (botId: number) => string;
  onClose: () => void;
}) {
  const rebalance = useCommand('position.rebalance');
  const blocked = useCommandBlock();
  const [chosen, setChosen] = useState<MiningPosition | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const choose = (p: MiningPosition) => {
    rebalance.reset();
    setDone(null);
    setChosen(p);
  };

  const confirm = async () => {
    if (!chosen) return;
    try {
      const next = await rebalance.mutateAsync({ botId: chosen.bot_id, positionId: chosen.token_id });
      setChosen(null);
      setDone(
        fill(t.done, {
          old: chosen.token_id,
          next: next.token_id,
          lower: formatPrice(next.lower_price, next.current_price),
          upper: formatPrice(next.upper_price, next.current_price),
        }),
      );
      positions.refresh();
    } catch {
      // the error stays in the confirmation
    }
  };

  if (chosen) {
    return (
      <RebalanceConfirm
        position={positions.data?.find(sameAs(chosen)) ?? chosen}
        botName={botName(chosen.bot_id)}
        pending={rebalance.isPending}
        blockedReason={blocked}
        error={rebalance.error ? failure(rebalance.error) : null}
        onConfirm={() => void confirm()}
        onClose={() => setChosen(null)}
      />
    );
  }

  return (
    <Modal title={miningRu.overview.rebalance} onClose={onClose}>
      {done && <Notice kind="success">{done}</Notice>}
      <SnapshotGate snapshot={positions}>
        {(all) => {
          const due = all.filter(needsRebalancing);
          if (due.length === 0) return <EmptyState>{t.none}</EmptyState>;
          return (
            <>
              <p className={muted}>{t.intro}</p>
              <ul className={list} aria-label={miningRu.overview.rebalance}>
                {due.map((p) => (
                  <li key={`${p.bot_id}-${p.token_id}`} className={listItem}>
                    <span>
                      <strong>
                        #{p.token_id} {p.symbol}
                      </strong>{' '}
                      <span className={muted}>{botName(p.bot_id)}</span>
                      <br />
                      {shareText(p)}
                    </span>
                    <Button aria-label={fill(t.actionNamed, { id: p.token_id })} onClick={() => choose(p)}>
                      {t.action}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </SnapshotGate>
    </Modal>
  );
}
