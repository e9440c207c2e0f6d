import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  testItemsHandler,
  testItemsQuery,
  type TestItem,
  type TestItemsRequest,
} from '@/testing/option-items';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { MedicalDataPicker } from './medical-data-picker';

const allergies: TestItem[] = [
  { id: 'a1', name: 'Penicillins' },
  { id: 'a2', name: 'Peanuts' },
  { id: 'a3', name: 'Latex' },
];

interface HarnessProps {
  initial: TestItem[];
  onChange: (value: TestItem[]) => void;
  onAdd?: (name: string) => void;
}

function Harness({ initial, onChange, onAdd }: HarnessProps) {
  const [value, setValue] = useState<TestItem[]>(initial);
  return (
    <MedicalDataPicker
      label="Allergies"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      getOptionsQuery={testItemsQuery}
      onAdd={onAdd}
    />
  );
}

const slow = { timeout: 3000 };

function setup(
  initial: TestItem[] = [],
  options: Parameters<typeof testItemsHandler>[2] = {},
  onAdd?: (name: string) => void,
) {
  const seen: TestItemsRequest[] = [];
  server.use(testItemsHandler(allergies, seen, options));
  const onChange = vi.fn<(value: TestItem[]) => void>();
  const rendered = renderWithProviders(
    <Harness initial={initial} onChange={onChange} onAdd={onAdd} />,
  );
  const chosenNames = () => onChange.mock.lastCall?.[0].map((item) => item.name);
  return {
    ...rendered,
    seen,
    chosenNames,
    input: screen.getByRole('combobox', { name: 'Allergies' }),
  };
}

describe('MedicalDataPicker', () => {
  it("prompts 'Start typing to search' in a dropdown no taller than 200 px", async () => {
    const { user, input, seen } = setup();
    await user.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Allergies' });
    expect(listbox).toHaveTextContent('Start typing to search');
    expect(listbox).toHaveStyle({ maxHeight: '200px', overflowY: 'auto' });
    expect(seen).toEqual([]);
  });

  it('searches once typing pauses and lists the matches', async () => {
    const { user, input, seen } = setup();
    await user.type(input, 'pe');
    expect(await screen.findByRole('option', { name: 'Penicillins' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Peanuts' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Latex' })).not.toBeInTheDocument();
    expect(seen.map((request) => request.term)).toEqual(['pe']);
  });

  it("says 'No results found' when nothing matches", async () => {
    const { user, input } = setup();
    await user.type(input, 'zzz');
    expect(await screen.findByText('No results found', {}, slow)).toBeInTheDocument();
  });

  it("turns a chosen option into a chip, hides it, and says 'All options selected' at the end", async () => {
    const { user, input, chosenNames } = setup();
    await user.type(input, 'pe');
    await user.click(await screen.findByRole('option', { name: 'Penicillins' }, slow));
    expect(chosenNames()).toEqual(['Penicillins']);
    expect(screen.queryByRole('option', { name: 'Penicillins' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Peanuts' }));
    expect(chosenNames()).toEqual(['Penicillins', 'Peanuts']);
    expect(screen.getByRole('listbox', { name: 'Allergies' })).toHaveTextContent(
      'All options selected',
    );
    expect(screen.getByRole('button', { name: 'Remove Peanuts' })).toBeInTheDocument();
  });

  it('removes a chip with its remove button', async () => {
    const { user, chosenNames } = setup([allergies[0] as TestItem, allergies[2] as TestItem]);
    expect(screen.getByText('Latex')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Penicillins' }));
    expect(chosenNames()).toEqual(['Latex']);
    expect(screen.queryByText('Penicillins')).not.toBeInTheDocument();
  });

  it("shows a red 'Error' toast when the search fails", async () => {
    const { user, input } = setup([], { fail: true });
    await user.type(input, 'pe');
    const message = await screen.findByText('Issue with fetching data from server', {}, slow);
    const toast = message.closest('[role="alert"]');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText('Error')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('Issue with fetching data from server')).toHaveLength(1),
    );
  });

  describe("'+ Add' (issue 22: what the catalog lacks can be added from the picker)", () => {
    it("offers '+ Add “<text>”' when nothing matches, and hands over the trimmed text", async () => {
      const onAdd = vi.fn<(name: string) => void>();
      const { user, input } = setup([], {}, onAdd);
      await user.type(input, '  Zebra venom ');
      expect(await screen.findByText('No results found', {}, slow)).toBeInTheDocument();
      await user.click(screen.getByRole('option', { name: '+ Add “Zebra venom”' }));
      expect(onAdd).toHaveBeenCalledWith('Zebra venom');
      expect(input).toHaveValue('');
    });

    it('offers it beside partial matches, but not when an entry has that very name', async () => {
      const { user, input } = setup([], {}, vi.fn());
      await user.type(input, 'pe');
      expect(await screen.findByRole('option', { name: '+ Add “pe”' }, slow)).toBeInTheDocument();
      await user.clear(input);
      await user.type(input, 'LATEX');
      expect(await screen.findByRole('option', { name: 'Latex' }, slow)).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: /Add/ })).not.toBeInTheDocument();
    });

    it('does not offer an entry already chosen', async () => {
      const { user, input } = setup([allergies[2] as TestItem], {}, vi.fn());
      await user.type(input, 'latex');
      expect(await screen.findByText('All options selected', {}, slow)).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: /Add/ })).not.toBeInTheDocument();
    });

    it('offers nothing to add without onAdd (a member who may not add)', async () => {
      const { user, input } = setup();
      await user.type(input, 'Zebra venom');
      expect(await screen.findByText('No results found', {}, slow)).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: /Add/ })).not.toBeInTheDocument();
    });
  });
});
