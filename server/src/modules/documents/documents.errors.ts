import { DOCUMENT_MAX_SIZE_TEXT, documentMessages } from '@contract/documents';
import { createErrorFactory } from '../../lib/error-factory';

/** Every error of the documents module, with its status. Ids as the request spelled them. */
export const documentErrors = {
  missing: createErrorFactory({ status: 404, message: documentMessages.missing }),
  noPhoto: createErrorFactory({ status: 404, message: documentMessages.noPhoto }),
  empty: createErrorFactory({ status: 422, message: documentMessages.empty }),
  tooLarge: createErrorFactory({
    status: 413,
    message: () => documentMessages.tooLarge(DOCUMENT_MAX_SIZE_TEXT),
  }),
  wrongType: createErrorFactory({ status: 415, message: documentMessages.wrongType }),
  incomplete: createErrorFactory({ status: 400, message: documentMessages.incomplete }),
  /** PHI collection is off: a signed form and a photo carry the patient's name and face. */
  phiOff: createErrorFactory({ status: 409, message: documentMessages.phiOff }),
};
