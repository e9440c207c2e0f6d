import { confirmDialogProps, useConfirmTarget } from './use-confirm-target';

interface DeleteMutation {
  mutate: (
    id: string,
    callbacks: {
      onSuccess: (message: string | undefined) => void;
      onError: (error: Error) => void;
      onSettled: () => void;
    },
  ) => void;
  isPending: boolean;
}

interface DeleteWithConfirmOptions<T> {
  /** The feature's delete mutation (useDeleteHospital(), useDeletePhysician(), …). */
  mutation: DeleteMutation;
  getId: (target: T) => string;
  onDeleted: (message: string | undefined, target: T) => void;
  onFailed: (error: Error, target: T) => void;
}

/**
 * Delete after a Yes: `ask(row)` opens the question, Yes runs the mutation, and the dialog
 * closes when it settles. Spread `dialogProps` on a ConfirmDialog and give it the words;
 * `target` is the record being asked about (kept while the dialog closes).
 */
export function useDeleteWithConfirm<T>({
  mutation,
  getId,
  onDeleted,
  onFailed,
}: DeleteWithConfirmOptions<T>) {
  return confirmDialogProps(
    useConfirmTarget<T>(),
    (target, settled) =>
      mutation.mutate(getId(target), {
        onSuccess: (message) => onDeleted(message, target),
        onError: (error) => onFailed(error, target),
        onSettled: settled,
      }),
    mutation.isPending,
  );
}
