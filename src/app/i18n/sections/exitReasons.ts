// The exit reasons of docs/product.md §2 "History tab", worded once for every screen that names
// one (history, its CSV, the overview's recent activity): one reason, one wording (issue 52 item 12).
import type { ExitReasonKind } from '../../../domain/rules/mining/exitReason';

export const exitReasonsRu: Record<Exclude<ExitReasonKind, 'raw'>, string> = {
  upper: 'Выход по верхнему каналу',
  lower: 'Выход по нижнему каналу',
  manual: 'Ручное закрытие',
  rebalance: 'Закрыта для ребалансировки',
  cleanup: 'Системная очистка',
  liquidated: 'Ликвидирована',
  none: 'N/A',
};
