import { configureZodMessages } from '@ownless/shared/zod-messages';

// Plain-language validation messages shared with the server. Configured here, not in
// main.tsx, so zod only loads with the pages that have forms.
configureZodMessages();

export { zodResolver } from '@hookform/resolvers/zod';
