interface Named {
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
}

/** 'First Middle Last', skipping empty parts; '' when there is no name. */
export function personName({ firstName, middleName, lastName }: Named): string {
  return [firstName, middleName, lastName].filter(Boolean).join(' ');
}
