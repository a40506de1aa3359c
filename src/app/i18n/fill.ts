// Fills the {placeholders} of a catalogue text. The catalogues are `as const`, so the compiler
// knows each text's placeholders: a missing or misspelt value is a type error, not `{x}` on screen.
// A text with a count has a form per Russian plural category (`PluralText`); the count picks it.
import { formatCount } from '../../domain/format/format';
import { pluralForm, type PluralForms } from '../../domain/format/plural';

/** The names between braces in a text: 'Бот {bot}: {n} из {max}' → 'bot' | 'n' | 'max'. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** One value per placeholder; a text the compiler cannot see (a plain string) takes any names. */
export type FillValues<T extends string> = string extends T ? Record<string, string | number> : { [K in Placeholders<T>]: string | number };

/**
 * A text with a count: one form per plural category, each with the count's placeholder `by`
 * ('и еще {n} позиция...' / 'и еще {n} позиции...' / 'и еще {n} позиций...').
 */
export interface PluralText<K extends string = string, T extends string = string> extends PluralForms<T> {
  readonly by: K;
}

/** Every form of a plural text, for the placeholders they share. */
type FormsOf<P extends PluralText> = P['one'] | P['few'] | P['many'] | (P extends { other: infer O extends string } ? O : never);

function substitute(template: string, named: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in named ? String(named[name]) : whole));
}

export function fill<T extends string>(template: T, values: FillValues<T>): string;
/** The form of the count `values[by]` (a number, shown as a count: '1 234'), filled. */
export function fill<P extends PluralText>(template: P, values: FillValues<FormsOf<P>> & Record<P['by'], number>): string;
export function fill(template: string | PluralText, values: Record<string, string | number>): string {
  if (typeof template === 'string') return substitute(template, values);
  const count = Number(values[template.by]);
  return substitute(pluralForm(count, template), { ...values, [template.by]: formatCount(count) });
}
