// Russian plural forms, chosen by Intl.PluralRules('ru'): one (1, 21, 101), few (2–4, 22–24),
// many (0, 5–20, 25–30, 11–14) and other (fractions). The app's texts (src/app/i18n/fill.ts) and
// the server's (server/http/texts.ts) both choose their forms here (docs/decisions/0115-russian-plurals.md).

/** A text (or any value) per plural category; a fraction takes `other`, else the `few` form. */
export interface PluralForms<T = string> {
  readonly one: T;
  readonly few: T;
  readonly many: T;
  readonly other?: T;
}

const rules = new Intl.PluralRules('ru');

/** The form for the count `n`: pluralForm(2, { one: 'позиция', few: 'позиции', many: 'позиций' }) → 'позиции'. */
export function pluralForm<T>(n: number, forms: PluralForms<T>): T {
  const category = rules.select(n);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  if (category === 'many') return forms.many;
  // Russian fractions ('1,5 позиции') agree as the few form does
  return forms.other ?? forms.few;
}
