// Where one bot's pages are (the route table names the same paths: routing/router.tsx).
export const botPath = (id: number): string => `/mining/bots/${id}`;
export const botJournalPath = (id: number): string => `/mining/bots/${id}/journal`;
