// Runs before each server test file. Databases are created only by files that ask for one
// (createTestApp), so pure unit tests stay fast; whatever a file opened is closed after it.
import { afterAll } from 'vitest';
import { runCleanups } from './cleanup';

afterAll(runCleanups);
