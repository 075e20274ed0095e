import { webTestConfig } from './vitest.config.ts';
import { WEB_ISOLATED } from './vitest.isolated-files.ts';

/** The web tests that replace modules, each file in a registry of its own (vitest.config.ts). */
export default webTestConfig({ name: 'web-isolated', isolate: true, include: WEB_ISOLATED });
