/** The page script of the insights beacon (BaseLayout loads it on every counted page, after `load`). */
import { startBeacon } from './beacon';

startBeacon();
