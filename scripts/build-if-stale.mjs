// Builds the web app and the server when their sources changed since the last build (npm test runs it beside lint).
import { ensureBuilt } from './lib/prepare.mjs';

ensureBuilt();
