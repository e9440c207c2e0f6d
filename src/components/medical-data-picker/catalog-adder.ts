import { createContext, useContext, type ReactNode } from 'react';
import type { CatalogKind } from '@contract/catalogs';
import type { PickerItem } from './medical-data-picker';

/** What a catalog adder is given: the catalog, the typed name, and where the new entry goes. */
export interface CatalogAdderProps {
  kind: CatalogKind;
  /** The text typed in the picker, trimmed: the new entry's name to start from. */
  name: string;
  /** The entry added, or the one that already had the name. */
  onAdded: (entry: PickerItem) => void;
  onClose: () => void;
}

/**
 * Renders the form that adds an entry to a catalog, given by the route that composes the catalogs
 * feature with a form that picks from it, and only to a member who may add
 * (`catalog.register`). Null: the pickers offer nothing to add.
 */
export const CatalogAdderContext = createContext<((props: CatalogAdderProps) => ReactNode) | null>(
  null,
);

export const useCatalogAdder = () => useContext(CatalogAdderContext);
