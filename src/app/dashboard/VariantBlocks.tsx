// The blocks the dashboard variants lead with (issue 22): PnL per day and per bot (performance),
// capital by network, pair and bot (portfolio), drawdown, the risk score explained and the risk of
// each open position (risk), and period reports with exports (reports). Loaded only by the variant
// pages (the overview '/' never downloads them). Signed out, a block shows the spec's sample where
// one exists (labelled 'демо-данные'), else says it needs a sign-in.
import { memo, useMemo, useState, type ReactNode } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { SAMPLE_CARDS, SAMPLE_EQUITY, SAMPLE_NETWORK_SPLIT } from './dashboardSample';
import { historyBasis } from './dashboardModel';
import { changePercent } from '../../domain/rules/portfolio/money';
import { formatDateTime, formatNumber, formatPercent, formatSignedUsd, formatUsd } from '../../domain/format/format';
import {
  allocation,
  dailyResults,
  drawdownSeries,
  periodReport,
  type ReportPeriod,
  type Share,
} from '../../domain/rules/portfolio/portfolioBreakdown';
import { equityCurve, toTrades, type EquityPoint } from '../../domain/rules/portfolio/portfolioMetrics';
import { positionRisk, riskFlags } from '../../domain/rules/mining/positionRisk';
import { RISK_RULES, type RiskScore } from '../../domain/rules/portfolio/riskScore';
import type { Bot, MiningPosition } from '../../domain/contracts/types';
import { csvDate, csvDocument, csvNumber } from '../../domain/format/csv';
import { networkName } from '../i18n/labels';
import { ru } from '../i18n/ru';
import { dashboardBlocksRu } from '../i18n/sections/dashboardBlocks';
import { dashboardVariantsRu } from '../i18n/sections/dashboardVariants';
import { Badge, type BadgeTone } from '../ui/Badge';
import { Button } from '../ui/Button';
import { downloadText } from '../ui/downloadText';
import { signClass } from '../ui/sign';
import { Block } from './Block';
import { ChartSlot } from './ChartBlock';
import { riskLevel, riskPositionsText } from './MetricCards';
import { listSub, num, right, td, th } from './dashboard.css';
import * as css from './variants.css';
import { StateOr } from './BlockStatus';
import { useBlockState } from './useBlockState';
import { useBots, useCapital, useHistory, useOpenPositions, useRiskScore } from './useDashboardData';
import { fill } from '../i18n/fill';

const d = { ...dashboardVariantsRu, csv: dashboardBlocksRu.csv };
const DailyPnlChart = memo(lazyRouteComponent(() => import('./charts/DailyPnlChart')));
const DrawdownChart = memo(lazyRouteComponent(() => import('./charts/DrawdownChart')));

/** Days the PnL-per-day chart covers. */
const PNL_DAYS = 30;
const NO_POSITIONS: MiningPosition[] = [];

const Signed = ({ value }: { value: number | null | undefined }) => <span className={signClass(value)}>{formatSignedUsd(value)}</span>;

function SignInFirst({ title, className }: { title: string; className?: string }) {
  return (
    <Block title={title} className={className}>
      <p className={listSub}>{d.signIn}</p>
    </Block>
  );
}

// ---- performance ----

function PnlDaily({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const history = useHistory();
  const state = useBlockState(signedIn, 'history');
  const block = useMemo(() => {
    if (!signedIn) {
      // the spec's sample equity, day by day
      const days = SAMPLE_EQUITY.slice(1).map((p, i) => ({ day: p.t, pnl: p.equity - SAMPLE_EQUITY[i].equity, trades: 0 }));
      return { days, demo: true };
    }
    return { days: dailyResults(toTrades(history ?? NO_POSITIONS), PNL_DAYS, Date.now()), demo: false };
  }, [signedIn, history]);
  const total = block.days.reduce((s, x) => s + x.pnl, 0);
  const caption = block.demo
    ? d.pnlDaily.captionDemo
    : state === 'ready'
      ? fill(d.pnlDaily.caption, { days: PNL_DAYS, total: formatSignedUsd(total) })
      : undefined;
  return (
    <Block title={d.pnlDaily.title} caption={caption} demo={block.demo} className={className}>
      <StateOr state={state}>
        <ChartSlot>
          <DailyPnlChart days={block.days} />
        </ChartSlot>
      </StateOr>
    </Block>
  );
}

function PerBot({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const bots = useBots();
  const state = useBlockState(signedIn, 'bots');
  const rows = useMemo(() => [...(bots ?? [])].sort((a, b) => b.totalPnL - a.totalPnL), [bots]);
  if (!signedIn) return <SignInFirst title={d.perBot.title} className={className} />;
  const t = d.perBot;
  return (
    <Block title={t.title} caption={t.caption} className={className}>
      {state !== 'ready' ? (
        <StateOr state={state}>{null}</StateOr>
      ) : rows.length === 0 ? (
        <p className={listSub}>{t.empty}</p>
      ) : (
        <div className={css.scroll}>
          <table className={css.table}>
            <thead>
              <tr>
                <th className={th}>{t.bot}</th>
                <th className={`${th} ${right}`}>{t.total}</th>
                <th className={`${th} ${right}`}>{t.daily}</th>
                <th className={`${th} ${right}`}>{t.trades}</th>
                <th className={`${th} ${right}`}>{t.winRate}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b: Bot) => (
                <tr key={b.id}>
                  <td className={td}>
                    {b.name}
                    <span className={css.sub}>
                      {b.symbol} · {networkName(b.network)}
                    </span>
                  </td>
                  <td className={`${td} ${num}`}>
                    <Signed value={b.totalPnL} />
                  </td>
                  <td className={`${td} ${num}`}>
                    <Signed value={b.dailyPnL} />
                  </td>
                  <td className={`${td} ${num}`}>{formatNumber(b.totalTrades, 0)}</td>
                  <td className={`${td} ${num}`}>{formatPercent(b.winRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Block>
  );
}

// ---- portfolio ----

function ShareList({ title, shares, nameOf }: { title: string; shares: readonly Share[]; nameOf?: (key: string) => string }) {
  return (
    <section className={css.shareGroup} aria-label={title}>
      <h3 className={css.groupTitle}>{title}</h3>
      <ul className={css.shares}>
        {shares.map((s) => (
          <li key={s.key} className={css.share}>
            <span className={css.shareName}>{nameOf ? nameOf(s.key) : s.key}</span>
            <span className={num}>{formatPercent(s.share)}</span>
            <span className={css.bar} aria-hidden="true">
              <span className={css.barFill} style={{ width: `${Math.max(1, s.share)}%` }} />
            </span>
            <span className={css.shareNote}>{fill(d.allocation.row, { value: formatUsd(s.value), count: formatNumber(s.count, 0) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Allocation({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const open = useOpenPositions();
  const bots = useBots();
  const state = useBlockState(signedIn, 'open');
  const t = d.allocation;
  const groups = useMemo(() => {
    const list = open ?? NO_POSITIONS;
    return {
      network: allocation(list, (p) => p.network),
      pair: allocation(list, (p) => p.symbol),
      bot: allocation(list, (p) => String(p.bot_id)),
      total: list.reduce((s, p) => s + (p.current_position_value_usd || 0), 0),
      count: list.length,
    };
  }, [open]);
  if (!signedIn) {
    const sample = SAMPLE_NETWORK_SPLIT.map((s) => ({ key: s.network, value: 0, share: s.percent, count: s.count }));
    return (
      <Block title={t.title} caption={t.captionDemo} demo className={className}>
        <div className={css.shareColumns}>
          <ShareList title={t.byNetwork} shares={sample} nameOf={networkName} />
        </div>
        <p className={listSub}>{d.signIn}</p>
      </Block>
    );
  }
  const names = new Map((bots ?? []).map((b) => [String(b.id), b.name]));
  return (
    <Block
      title={t.title}
      caption={state === 'ready' ? fill(t.caption, { total: formatUsd(groups.total), count: groups.count }) : undefined}
      className={className}
    >
      {state !== 'ready' ? (
        <StateOr state={state}>{null}</StateOr>
      ) : groups.count === 0 ? (
        <p className={listSub}>{t.empty}</p>
      ) : (
        <div className={css.shareColumns}>
          <ShareList title={t.byNetwork} shares={groups.network} nameOf={networkName} />
          <ShareList title={t.byPair} shares={groups.pair} />
          <ShareList title={t.byBot} shares={groups.bot} nameOf={(id) => names.get(id) ?? `#${id}`} />
        </div>
      )}
    </Block>
  );
}

// ---- risk ----

function Drawdown({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const history = useHistory();
  const capital = useCapital();
  const state = useBlockState(signedIn, 'history');
  const points = useMemo(() => {
    if (!signedIn) return drawdownSeries(SAMPLE_EQUITY as EquityPoint[], SAMPLE_EQUITY[0].equity);
    const { trades, base } = historyBasis(history, capital);
    return drawdownSeries(equityCurve(trades, base), base);
  }, [signedIn, history, capital]);
  return (
    <Block title={d.drawdown.title} caption={d.drawdown.caption} demo={!signedIn} className={className}>
      {state !== 'ready' ? (
        <StateOr state={state}>{null}</StateOr>
      ) : points.length === 0 ? (
        <p className={listSub}>{d.drawdown.empty}</p>
      ) : (
        <ChartSlot>
          <DrawdownChart points={points} />
        </ChartSlot>
      )}
    </Block>
  );
}

function partMeasure(risk: RiskScore, key: 'drawdown' | 'var' | 'positions'): string {
  const part = risk.parts.find((p) => p.key === key)!;
  if (part.value === null) return d.riskScore.unknown;
  if (key === 'positions') return riskPositionsText(risk.positions);
  return formatPercent(part.value);
}

const LEVEL_TONE: Record<string, BadgeTone> = { low: 'positive', medium: 'warning', high: 'negative' };

function RiskScoreBlock({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const risk = useRiskScore(signedIn);
  const t = d.riskScore;
  if (signedIn && !risk) {
    return (
      <Block title={t.title} className={className}>
        <p className={css.score}>—</p>
        <p className={listSub}>{ru.ui.loading}</p>
      </Block>
    );
  }
  if (!signedIn || !risk) {
    return (
      <Block title={t.title} demo className={className}>
        <p className={css.score}>
          {Math.round(SAMPLE_CARDS.riskScore)} / 100 · {riskLevel(SAMPLE_CARDS.riskScore)}
        </p>
        <p className={listSub}>{t.demo}</p>
      </Block>
    );
  }
  const rules: Record<string, [string, string]> = {
    drawdown: [t.drawdown, t.drawdownRule],
    var: [t.var, t.varRule],
    positions: [t.positions, t.positionsRule],
  };
  return (
    <Block title={t.title} caption={t.caption} className={className}>
      <p className={css.score}>
        {risk.score === null ? '—' : `${Math.round(risk.score)} / 100`}{' '}
        {risk.level && <Badge tone={LEVEL_TONE[risk.level]}>{riskLevel(risk.score ?? 0)}</Badge>}
      </p>
      <table className={css.table}>
        <thead>
          <tr>
            <th className={th}>{t.part}</th>
            <th className={`${th} ${right}`}>{t.measure}</th>
            <th className={`${th} ${right}`}>{t.points}</th>
          </tr>
        </thead>
        <tbody>
          {risk.parts.map((p) => (
            <tr key={p.key} data-part={p.key}>
              <td className={td}>
                {rules[p.key][0]}
                <span className={css.sub}>
                  {fill(t.weightOf, { weight: `${formatNumber(RISK_RULES[p.key].weight * 100, 0)} %` })} · {rules[p.key][1]}
                </span>
              </td>
              <td className={`${td} ${css.measure}`}>{partMeasure(risk, p.key)}</td>
              <td className={`${td} ${num}`}>{p.points === null ? '—' : formatNumber(p.points, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Block>
  );
}

function distanceTo(price: number, from: number): string {
  const change = price > 0 ? changePercent(from, price) : null;
  return change === null ? '—' : formatPercent(change, true);
}

function PositionRiskBlock({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const open = useOpenPositions();
  const state = useBlockState(signedIn, 'open');
  const t = d.positionRisk;
  if (!signedIn) return <SignInFirst title={t.title} className={className} />;
  const list = open ?? NO_POSITIONS;
  return (
    <Block title={t.title} caption={t.caption} className={className}>
      {state !== 'ready' ? (
        <StateOr state={state}>{null}</StateOr>
      ) : list.length === 0 ? (
        <p className={listSub}>{t.empty}</p>
      ) : (
        <div className={css.scroll}>
          <table className={css.table}>
            <thead>
              <tr>
                <th className={th}>{t.position}</th>
                <th className={th}>{t.risk}</th>
                <th className={th}>{t.flags}</th>
                <th className={`${th} ${right}`}>{t.move}</th>
                <th className={`${th} ${right}`}>{t.toStops}</th>
                <th className={`${th} ${right}`}>{t.pnl}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => {
                const level = positionRisk(p);
                const flags = riskFlags(p);
                return (
                  <tr key={`${p.bot_id}-${p.token_id}`}>
                    <td className={td}>
                      #{p.token_id} {p.symbol}
                      <span className={css.sub}>{networkName(p.network)}</span>
                    </td>
                    <td className={td}>
                      <Badge tone={LEVEL_TONE[level]}>{t.level[level]}</Badge>
                    </td>
                    <td className={td}>{flags.length === 0 ? t.noFlags : flags.map((f) => t.flag[f]).join(', ')}</td>
                    <td className={`${td} ${num}`}>{distanceTo(p.current_price, p.entry_price)}</td>
                    <td className={`${td} ${num}`}>
                      {fill(t.stops, {
                        lower: distanceTo(p.stop_loss_lower, p.current_price),
                        upper: distanceTo(p.stop_loss_upper, p.current_price),
                      })}
                    </td>
                    <td className={`${td} ${num}`}>
                      <span className={signClass(p.pnl_percent)}>{formatPercent(p.pnl_percent, true)}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Block>
  );
}

// ---- reports ----

const PERIODS: ReportPeriod[] = ['day', 'week', 'month'];

function Reports({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const history = useHistory();
  const bots = useBots();
  const state = useBlockState(signedIn, 'history');
  const [period, setPeriod] = useState<ReportPeriod>('week');
  const t = d.reports;
  const rows = useMemo(() => periodReport(toTrades(history ?? NO_POSITIONS), period), [history, period]);
  if (!signedIn) return <SignInFirst title={t.title} className={className} />;
  const count = history?.length ?? 0;
  const day = () => new Date().toISOString().slice(0, 10);
  const exportReport = () => {
    const text = csvDocument(
      [t.start, t.trades, t.pnl, t.winRate, t.drawdown],
      rows.map((r) => [csvDate(r.start), r.trades, csvNumber(r.pnl, 2), csvNumber(r.winRate, 2), csvNumber(r.drawdown, 2)]),
    );
    downloadText(`${t.file}-${period}-${day()}.csv`, text);
  };
  const exportPositions = async () => {
    const { positionsCsv } = await import('../data/positionsCsv');
    downloadText(`${d.csv.file}-${day()}.csv`, positionsCsv(history ?? NO_POSITIONS, bots));
  };
  return (
    <Block title={t.title} caption={fill(t.caption, { count })} className={className}>
      <div className={css.tools} role="group" aria-label={t.period}>
        {PERIODS.map((p) => (
          <Button key={p} variant={p === period ? 'primary' : 'secondary'} aria-pressed={p === period} onClick={() => setPeriod(p)}>
            {t.periods[p]}
          </Button>
        ))}
        <span className={css.spacer} />
        <Button onClick={exportReport} disabled={rows.length === 0}>
          {t.exportReport}
        </Button>
        <Button onClick={() => void exportPositions()} disabled={count === 0}>
          {t.exportPositions}
        </Button>
      </div>
      {state !== 'ready' ? (
        <StateOr state={state}>{null}</StateOr>
      ) : rows.length === 0 ? (
        <p className={listSub}>{t.empty}</p>
      ) : (
        <div className={css.scroll}>
          <table className={css.table} aria-label={t.title}>
            <thead>
              <tr>
                <th className={th}>{t.start}</th>
                <th className={`${th} ${right}`}>{t.trades}</th>
                <th className={`${th} ${right}`}>{t.pnl}</th>
                <th className={`${th} ${right}`}>{t.winRate}</th>
                <th className={`${th} ${right}`}>{t.drawdown}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.start}>
                  <td className={td}>{formatDateTime(r.start).split(',')[0]}</td>
                  <td className={`${td} ${num}`}>{formatNumber(r.trades, 0)}</td>
                  <td className={`${td} ${num}`}>
                    <Signed value={r.pnl} />
                  </td>
                  <td className={`${td} ${num}`}>{formatPercent(r.winRate)}</td>
                  <td className={`${td} ${num}`}>{formatUsd(r.drawdown)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Block>
  );
}

export type VariantBlockId = 'pnlDaily' | 'perBot' | 'allocation' | 'drawdown' | 'riskScore' | 'positionRisk' | 'reports';

const BLOCKS: Record<VariantBlockId, (p: { signedIn: boolean; className?: string }) => ReactNode> = {
  pnlDaily: PnlDaily,
  perBot: PerBot,
  allocation: Allocation,
  drawdown: Drawdown,
  riskScore: RiskScoreBlock,
  positionRisk: PositionRiskBlock,
  reports: Reports,
};

export default function VariantBlock({ id, signedIn, className }: { id: VariantBlockId; signedIn: boolean; className?: string }) {
  const Component = BLOCKS[id];
  return <Component signedIn={signedIn} className={className} />;
}
