// A position names its bot: the bot's name from the bot list, or "#id" words from the screen's
// catalogue while the list is loading or the bot is gone.

/** A lookup of bot names by id; `unknown` words an id the list does not hold. */
export function botNamer(bots: ReadonlyArray<{ id: number; name: string }> | null | undefined, unknown: (id: number) => string) {
  const names = new Map((bots ?? []).map((b) => [b.id, b.name]));
  return (id: number): string => names.get(id) || unknown(id);
}
