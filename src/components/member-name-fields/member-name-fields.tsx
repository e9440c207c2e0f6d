import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '@contract/common';

type NamePart = 'firstName' | 'middleName' | 'lastName';

type MemberNameFieldsProps =
  | {
      /** First, middle and last name (register, member edit). */
      parts: 'split';
      inputProps: (field: NamePart) => GetInputPropsReturnType;
      /**
       * The member types their own name (register): the browser may fill it in. Not when an
       * admin edits someone else, where it would offer the admin's own name.
       */
      isOwnName?: boolean;
    }
  | {
      /** One name field, split by the server (the invite dialog, SPEC §5). */
      parts: 'whole';
      inputProps: (field: 'name') => GetInputPropsReturnType;
    };

/**
 * A member's name as register, invite and member edit ask for it: the same labels, required
 * marks and length (the contract's NAME_MAX_LENGTH) everywhere.
 */
export function MemberNameFields(props: MemberNameFieldsProps) {
  const { t } = useTranslation();
  if (props.parts === 'whole') {
    return (
      <TextInput
        label={t('members.invite.name')}
        withAsterisk
        maxLength={NAME_MAX_LENGTH}
        data-autofocus
        {...props.inputProps('name')}
      />
    );
  }
  const { inputProps, isOwnName = false } = props;
  const autoComplete = (hint: string) => (isOwnName ? hint : undefined);
  return (
    <>
      <TextInput
        label={t('userDetail.fields.firstName')}
        autoComplete={autoComplete('given-name')}
        withAsterisk
        maxLength={NAME_MAX_LENGTH}
        {...inputProps('firstName')}
      />
      <TextInput
        label={t('userDetail.fields.middleName')}
        autoComplete={autoComplete('additional-name')}
        maxLength={NAME_MAX_LENGTH}
        {...inputProps('middleName')}
      />
      <TextInput
        label={t('userDetail.fields.lastName')}
        autoComplete={autoComplete('family-name')}
        withAsterisk
        maxLength={NAME_MAX_LENGTH}
        {...inputProps('lastName')}
      />
    </>
  );
}
