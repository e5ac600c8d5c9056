// The room tests on one server process alone, as `npm start` runs (room-suite.ts).
import { startTestServer } from './helpers';
import { roomSuite } from './room-suite';

roomSuite(() => startTestServer());
