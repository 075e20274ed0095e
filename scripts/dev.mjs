// `npm run dev`: the API with restarts on change (PORT, 3000) and readable logs, and Vite
// with hot reload (WEB_PORT, 5173, proxying /api, /uploads and /socket.io to the API on PORT).
import { spawn } from 'node:child_process';
import { loadRootEnvFile, root } from './lib.mjs';

loadRootEnvFile();

const children = [
  spawn('npm', ['run', 'dev', '-w', '@ownless/server'], { stdio: 'inherit', cwd: root }),
  spawn('npm', ['run', 'dev', '-w', '@ownless/web'], { stdio: 'inherit', cwd: root }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
