// npm run dev: the API with reload on change (tsx watch) and Vite's dev server with hot module reload.
import { spawn } from 'node:child_process';
import { ensureInstalled, ROOT } from './lib/prepare.mjs';

ensureInstalled();
const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn(process.execPath, ['node_modules/.bin/tsx', 'watch', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      NODE_ENV: 'development',
      APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://localhost:5173',
    },
  }),
  // The config reads the route table (TypeScript) through Vite's own module runner.
  spawn(process.execPath, ['node_modules/.bin/vite', '--configLoader', 'runner'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
