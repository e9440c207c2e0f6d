import type { HighRiskCategory } from '@contract/enums';

/**
 * Issue 23: the shipped medications a responder must know about, by class, named exactly as in
 * medications.ts. The classes are those EMS references single out for a patient's own drugs:
 * bleeding (anticoagulants, antiplatelets), low blood sugar (insulins, sulfonylureas and
 * glinides), breathing and overdose (opioids), seizures if stopped (antiepileptics), a slow heart
 * that resists atropine and adrenaline (beta blockers), infection risk (immunosuppressants) and
 * adrenal crisis when a dose is missed (systemic corticosteroids). Left out on purpose: plain
 * aspirin (as often an analgesic as an antiplatelet), eye-drop timolol, rescue benzodiazepines,
 * topical or injected triamcinolone. The migration that added the column flags existing
 * installs' rows with the same lists (hand-written SQL at its end).
 */
export const highRiskMedications: Readonly<Record<HighRiskCategory, readonly string[]>> = {
  ANTICOAGULANT: [
    'warfarin',
    'apixaban',
    'rivaroxaban',
    'dabigatran',
    'edoxaban',
    'heparin',
    'enoxaparin',
    'dalteparin',
    'fondaparinux',
  ],
  ANTIPLATELET: [
    'clopidogrel',
    'prasugrel',
    'ticagrelor',
    'cilostazol',
    'dipyridamole',
    'aspirin / dipyridamole',
  ],
  INSULIN: [
    'insulin glargine',
    'insulin detemir',
    'insulin degludec',
    'insulin lispro',
    'insulin aspart',
    'insulin glulisine',
    'insulin regular',
    'insulin NPH',
  ],
  HYPOGLYCAEMIC: ['glipizide', 'glyburide', 'glimepiride', 'repaglinide'],
  OPIOID: [
    'morphine',
    'oxycodone',
    'hydrocodone',
    'acetaminophen / hydrocodone',
    'acetaminophen / oxycodone',
    'acetaminophen / codeine',
    'hydromorphone',
    'fentanyl',
    'methadone',
    'buprenorphine',
    'buprenorphine / naloxone',
    'tramadol',
    'tapentadol',
    'codeine',
    'oxymorphone',
    'meperidine',
  ],
  ANTIEPILEPTIC: [
    'levetiracetam',
    'phenytoin',
    'fosphenytoin',
    'carbamazepine',
    'oxcarbazepine',
    'valproic acid',
    'divalproex sodium',
    'lamotrigine',
    'topiramate',
    'lacosamide',
    'zonisamide',
    'phenobarbital',
    'primidone',
    'clobazam',
    'brivaracetam',
    'eslicarbazepine',
    'perampanel',
    'rufinamide',
    'ethosuximide',
    'felbamate',
    'cenobamate',
    'cannabidiol',
    'vigabatrin',
  ],
  BETA_BLOCKER: [
    'metoprolol',
    'atenolol',
    'carvedilol',
    'propranolol',
    'labetalol',
    'bisoprolol',
    'nebivolol',
    'sotalol',
    'nadolol',
  ],
  IMMUNOSUPPRESSANT: [
    'tacrolimus',
    'cyclosporine',
    'mycophenolate mofetil',
    'mycophenolic acid',
    'azathioprine',
    'sirolimus',
    'everolimus',
    'methotrexate',
    'adalimumab',
    'etanercept',
    'infliximab',
    'rituximab',
    'leflunomide',
    'mercaptopurine',
  ],
  STEROID: ['prednisone', 'prednisolone', 'methylprednisolone', 'dexamethasone', 'hydrocortisone'],
};

const categoryOfName = new Map<string, HighRiskCategory>(
  Object.entries(highRiskMedications).flatMap(([category, names]) =>
    names.map((name) => [name.toLowerCase(), category as HighRiskCategory] as const),
  ),
);

/** The class a shipped medication's name is flagged with, or null. */
export const highRiskOf = (name: string): HighRiskCategory | null =>
  categoryOfName.get(name.toLowerCase()) ?? null;
