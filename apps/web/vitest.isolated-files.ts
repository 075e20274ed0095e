/**
 * Test files that replace modules (`vi.mock`) and so need a module registry of their own:
 * they run in the `web-isolated` project (vitest.isolated.config.ts). Every other web test
 * shares one registry per worker (`isolate: false`), which spares setting up a DOM and
 * importing React and the app again for each of a hundred files (about ten times faster).
 * A test file of the shared project must leave no state behind: what it changes in a
 * module's state (the active language, a store) it sets itself before it reads it.
 * `web-isolation.test.ts` fails when a file mocks a module and is not listed here.
 */
export const WEB_ISOLATED: string[] = [
  'src/app/live-condition-reports.test.tsx',
  'src/app/guards.test.tsx',
  'src/features/reservations/components/stripe-card-form.test.tsx',
  'src/features/reservations/components/reservation-statistics-sync.test.tsx',
  'src/features/operator/components/messages-overview.test.tsx',
  'src/features/account/components/language-settings.test.tsx',
  'src/features/chat/components/chat-sync.test.tsx',
  'src/features/chat/api/send-message.test.ts',
  'src/lib/socket.test.ts',
];
