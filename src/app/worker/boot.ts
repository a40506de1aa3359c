// Imported first by main.tsx, so the data worker is spawned and its session watched before React
// and the router are even evaluated: the session restore and its answer travel while the page is
// still starting.
import { openSessionWatch } from '../session/port';

openSessionWatch();
