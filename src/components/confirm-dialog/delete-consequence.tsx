import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LinkCount {
  kind: 'patients' | 'physicians' | 'hospitals';
  /** Null when the server does not say, undefined while it is being read. */
  count: number | null | undefined;
}

interface DeleteConsequenceProps {
  /** Whom or what the delete is about, as the list shows it. */
  name: string;
  links: LinkCount[];
}

/**
 * Beneath a delete question: the record by name, then what follows. The server refuses to
 * delete a physician or hospital that still has links, so say so before the click, with the
 * counts; otherwise, that the delete is for good.
 */
export function DeleteConsequence({ name, links }: DeleteConsequenceProps) {
  const { t } = useTranslation();
  const parts = links
    .filter((link) => typeof link.count === 'number' && link.count > 0)
    .map((link) => t(`common.counts.${link.kind}`, { count: link.count ?? 0 }));
  const [first, second] = parts;
  return (
    <>
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Text size="sm">
        {first === undefined
          ? t('common.deleteLinked.forGood')
          : `${
              second === undefined
                ? t('common.deleteLinked.one', { name, first })
                : t('common.deleteLinked.two', { name, first, second })
            } ${t('common.deleteLinked.refused')}`}
      </Text>
    </>
  );
}
