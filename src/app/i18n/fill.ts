// Fills the {placeholders} of a catalogue text. The catalogues are `as const`, so the compiler
// knows each text's placeholders: a missing or misspelt value is a type error, not `{x}` on screen.

/** The names between braces in a text: 'Бот {bot}: {n} из {max}' → 'bot' | 'n' | 'max'. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** One value per placeholder; a text the compiler cannot see (a plain string) takes any names. */
export type FillValues<T extends string> = string extends T ? Record<string, string | number> : { [K in Placeholders<T>]: string | number };

export function fill<T extends string>(template: T, values: FillValues<T>): string {
  const named = values as Record<string, string | number>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in named ? String(named[name]) : whole));
}
