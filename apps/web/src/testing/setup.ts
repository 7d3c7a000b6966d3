// Every web test file: what a test rendered is unmounted after it. Testing Library does this by itself only where
// `afterEach` is a global, and this project's vitest keeps globals off; without it a page stayed mounted past its
// test and past the file, and a QR code's encoder landing after the file's window was gone made React fail with
// "window is not defined" (an unhandled rejection that fails the whole run).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
