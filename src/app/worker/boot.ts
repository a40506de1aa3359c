// Imported first by main.tsx, so the data worker is spawned before React and the router are even
// evaluated: it restores the session and opens the mirror while the page is still starting.
import { workerApi } from './client';

void workerApi().ping();
