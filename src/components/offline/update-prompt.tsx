import { Button, Stack, Text } from '@mantine/core';

interface UpdatePromptProps {
  message: string;
  reloadLabel: string;
  onReload: () => void;
}

/** The body of the "new version" notification: why to reload, and the Reload button. */
export function UpdatePrompt({ message, reloadLabel, onReload }: UpdatePromptProps) {
  return (
    <Stack gap="sm" align="flex-start" mt={4}>
      <Text size="sm">{message}</Text>
      <Button size="md" onClick={onReload}>
        {reloadLabel}
      </Button>
    </Stack>
  );
}
