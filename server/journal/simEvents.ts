// The simulator's events in the bots' journals: positions opened (or opened again from a closed
// one's tokens), closed with their exit reason and result, hedges opened, closed and liquidated.
// Status changes are the services' to write (they know the stop's type and reason). The load-test
// flood re-sends position updates only: it writes nothing here.
import type Database from 'better-sqlite3';
import type { LiveHub } from '../live/hub';
import type { SimEvent, Simulator } from '../sim/contract';
import { writeJournal } from './journal';
import { closedLine, hedgeClosedLine, hedgeOpenedLine, openedLine, type JournalLine } from './messages';

function lineOf(event: SimEvent): JournalLine | null {
  switch (event.type) {
    case 'position_opened':
      return openedLine(event.position, event.reopened);
    case 'position_closed':
      return closedLine(event.position, event.reason);
    case 'hedge_opened':
      return hedgeOpenedLine(event.position);
    case 'hedge_closed':
      return hedgeClosedLine(event.position, event.reason);
    default:
      return null;
  }
}

/** Writes the journal entries of the simulator's events from now on; returns the unsubscribe. */
export function journalSimEvents(sim: Pick<Simulator, 'onEvent'>, db: Database.Database, hub: LiveHub): () => void {
  return sim.onEvent((event) => {
    const line = lineOf(event);
    if (line) writeJournal(db, hub, event.bot_id, line.level, line.message, event.ts);
  });
}
