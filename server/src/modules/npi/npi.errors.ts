import { createErrorFactory } from '../../lib/error-factory';

/** Every error of the NPI module, with its status (API.md §4.5). */
export const npiErrors = {
  /** The registry failed or answered nonsense: 502 with the client's explanation. */
  registryFailed: createErrorFactory({ status: 502, message: (message: string) => message }),
};
