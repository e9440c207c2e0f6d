import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  testItemsHandler,
  testItemsQuery,
  type TestItem,
  type TestItemsRequest,
} from '@/testing/option-items';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { EntityChooser, type ChooserAction } from './entity-chooser';

const hospitals: TestItem[] = [
  { id: 'h1', name: 'Mercy General' },
  { id: 'h2', name: 'Mission Bay Hospital' },
];

const slow = { timeout: 3000 };

interface HarnessProps {
  actions?: ChooserAction[];
  onChange: (value: TestItem | null) => void;
}

function Harness({ actions, onChange }: HarnessProps) {
  const [value, setValue] = useState<TestItem | null>(null);
  return (
    <EntityChooser
      label="Hospital"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      getOptionsQuery={testItemsQuery}
      getKey={(item) => item.id}
      getLabel={(item) => item.name}
      actions={actions}
    />
  );
}

function setup(actions?: ChooserAction[], latency = 0) {
  const seen: TestItemsRequest[] = [];
  server.use(testItemsHandler(hospitals, seen, { latency }));
  const onChange = vi.fn<(value: TestItem | null) => void>();
  const rendered = renderWithProviders(<Harness actions={actions} onChange={onChange} />);
  return {
    ...rendered,
    seen,
    onChange,
    input: screen.getByRole('combobox', { name: 'Hospital' }),
  };
}

describe('EntityChooser', () => {
  it("prompts 'Start typing to search', then searches and picks one", async () => {
    const { user, input, seen, onChange } = setup();
    await user.click(input);
    expect(await screen.findByRole('listbox', { name: 'Hospital' })).toHaveTextContent(
      'Start typing to search',
    );
    await user.type(input, 'mer');
    await user.click(await screen.findByRole('option', { name: 'Mercy General' }, slow));
    expect(onChange).toHaveBeenLastCalledWith(hospitals[0]);
    expect(input).toHaveValue('Mercy General');
    expect(seen.map((request) => request.term)).toEqual(['mer']);
  });

  it("says 'No results found' when nothing matches", async () => {
    const { user, input } = setup();
    await user.type(input, 'zzz');
    expect(await screen.findByText('No results found', {}, slow)).toBeInTheDocument();
  });

  it('clears the choice with its clear button', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'mission');
    await user.click(await screen.findByRole('option', { name: 'Mission Bay Hospital' }, slow));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('always offers its extra actions, whatever was typed', async () => {
    const onSelect = vi.fn();
    const { user, input, onChange } = setup([
      { key: 'new', label: '+ Register new physician', onSelect },
    ]);
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: '+ Register new physician' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cancels a search that newer typing has overtaken', async () => {
    const { user, input, seen } = setup(undefined, 1500);
    await user.type(input, 'mer');
    await waitFor(() => expect(seen.map((request) => request.term)).toEqual(['mer']), slow);
    await user.type(input, 'cy');
    await waitFor(
      () => expect(seen.map((request) => request.term)).toEqual(['mer', 'mercy']),
      slow,
    );
    expect(seen[0]?.signal.aborted).toBe(true);
    expect(await screen.findByRole('option', { name: 'Mercy General' }, slow)).toBeInTheDocument();
  });
});
