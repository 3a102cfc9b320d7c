import { pseudonyms } from '../privacy/pseudonyms.ts';

/** The pseudonym key of the tests' analytics apps, so a test can say which pseudonym to expect. */
export const TEST_PSEUDONYM_KEY = 'analytics-test-pseudonym-key-0123456789abcdef';
export const testPseudonyms = pseudonyms(TEST_PSEUDONYM_KEY);
