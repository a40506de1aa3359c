// Russian texts of the charts (the shared chart kit): read-outs and hints. Loaded with the charts.
export const chartsRu = {
  candle: '{time} · откр. {open} · макс. {high} · мин. {low} · закр. {close}',
  atCursor: 'курсор: {price}',
  keyboardHint: 'Стрелки влево и вправо двигают курсор по графику, Esc убирает его',
  entryMark: 'Вход',
  entryTime: '{label} {price} · {time}',
  entryBefore: '{label} {price} · {time}, раньше начала графика',
  legend: 'Линии графика',
} as const;
