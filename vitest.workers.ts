import os from 'node:os';

/**
 * Test files at once, the same in every Vitest project (projects run together only when
 * their counts agree). Vitest's default is one fewer than the cores: a single worker on a
 * 2-core machine such as CI, where it also runs every file one after another. The server
 * tests spend much of each file waiting on the database, sockets and timers, so one worker
 * per core, and never fewer than two, keeps both cores busy. Files are independent (each
 * server test file gets its own database), as on a developer's many-core machine.
 */
export const maxWorkers = Math.max(2, os.availableParallelism());
