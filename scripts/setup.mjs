// npm run setup: installs the locked dependencies and builds, as npm start would, without serving (a new release on
// a server: docs/DEPLOY.md). Later npm run commands in the folder find both done.
import { ensureBuilt, ensureInstalled } from './lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
