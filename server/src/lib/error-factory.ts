import { messageError, type ApiError } from './http-errors';

/** A module's error, declared once with its status: the message may take arguments. */
interface ErrorSpec<A extends unknown[]> {
  status: number;
  message: string | ((...args: A) => string);
}

/**
 * Returns a function that builds the `{"message"}` error of `spec`, so a throw site names the
 * error (`throw hospitalErrors.notFound()`) and never picks a status itself. Modules declare
 * their errors together in `<module>.errors.ts`:
 *
 *   export const allergyErrors = {
 *     notFound: createErrorFactory({ status: 404, message: 'Allergy not found' }),
 *     missing: createErrorFactory({
 *       status: 404,
 *       message: (id: string) => `Allergy with ID ${id} does not exist in database.`,
 *     }),
 *   };
 */
export function createErrorFactory<A extends unknown[] = []>(
  spec: ErrorSpec<A>,
): (...args: A) => ApiError {
  return (...args: A) =>
    messageError(
      spec.status,
      typeof spec.message === 'function' ? spec.message(...args) : spec.message,
    );
}
