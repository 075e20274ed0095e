import { afterAll } from 'vitest';
import { closeFileResources } from './file-teardown';

// Once every describe block of a test file is done, what they shared closes.
afterAll(closeFileResources);
