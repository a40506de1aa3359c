import { globalStyle, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { HISTORY_FACTS, HISTORY_LAYOUTS, PX, factLines, factSpan, headerHeight, recordHeight, type HistoryLayout } from './historyLayout';

// Phone first; wider layouts override in ascending order so the widest matching one wins.
const phone = HISTORY_LAYOUTS.find((l) => l.media === 'all')!;
const wider = HISTORY_LAYOUTS.filter((l) => l !== phone).reverse();
const byLayout = (rule: (l: HistoryLayout) => StyleRule): StyleRule =>
  ({
    ...rule(phone),
    '@media': Object.fromEntries(wider.map((l) => [l.media, rule(l)])),
  }) as StyleRule;
const px = (n: number) => `${n}px`;

/** A row of the virtual list: its height is set by the list, so nothing inside can move other rows. */
export const slot = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  contain: 'strict',
});

export const record = style([
  {
    boxSizing: 'border-box',
    overflow: 'hidden',
    background: vars.color.surface,
    border: `${px(PX.border)} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    padding: px(PX.padding),
    minWidth: 0,
  },
  byLayout((l) => ({ height: px(recordHeight(l)) })),
]);

export const header = style([
  {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    marginBottom: px(PX.headerBottom),
    whiteSpace: 'nowrap',
    lineHeight: px(PX.headerLine),
  },
  byLayout((l) => ({
    height: px(headerHeight(l)),
    flexDirection: l.stackedHeader ? 'column' : 'row',
    alignItems: l.stackedHeader ? 'flex-start' : 'center',
    rowGap: px(PX.headerGap),
  })),
]);

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  maxWidth: '100%',
  height: px(PX.headerLine),
});
export const symbol = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
export const badgeBox = style({ flex: 'none', lineHeight: '18px' });
export const result = style([
  { flex: 'none', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' },
  byLayout((l) => ({ lineHeight: px(l.stackedHeader ? PX.headerSubLine : PX.headerLine) })),
]);

export const facts = style([
  { display: 'grid', columnGap: px(PX.columnGap), rowGap: px(PX.rowGap), margin: 0, alignItems: 'start' },
  byLayout((l) => ({ gridTemplateColumns: `repeat(${l.columns}, minmax(0, 1fr))` })),
]);

const factMap = Object.fromEntries(HISTORY_FACTS.map((f) => [f, f])) as { [F in (typeof HISTORY_FACTS)[number]]: F };

/** A fact's cell: one or two columns, per layout. */
export const factBox = styleVariants(factMap, (f) => [
  { minWidth: 0 },
  byLayout((l) => ({ gridColumn: factSpan(l, f) === 2 ? 'span 2' : 'auto' })),
]);

globalStyle(`${facts} dt`, {
  color: vars.color.textMuted,
  fontSize: '0.8rem',
  lineHeight: px(PX.labelLine),
  height: px(PX.labelLine),
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

const oneLine: StyleRule = { display: 'block', height: px(PX.valueLine), whiteSpace: 'nowrap', textOverflow: 'ellipsis' };
const lines = (n: number): StyleRule => ({
  display: '-webkit-box',
  height: px(n * PX.valueLine),
  whiteSpace: 'normal',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: n,
  overflowWrap: 'anywhere',
});

/** A fact's value: the lines it reserves, per layout (historyLayout.ts counts the same). */
export const factValue = styleVariants(factMap, (f) => [
  {
    margin: `${px(PX.labelGap)} 0 0`,
    lineHeight: px(PX.valueLine),
    overflow: 'hidden',
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
  },
  byLayout((l) => (factLines(l, f) === 1 ? oneLine : lines(factLines(l, f)))),
]);
