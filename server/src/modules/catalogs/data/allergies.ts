import type { AllergySeed } from '@contract/catalogs';

/**
 * Allergies shipped with the product: drug classes and single drugs (DRUG), then foods and
 * environmental allergens (OTHER). A single drug carries its RxNorm ingredient RxCUI where it
 * was cross-checked against a curated public drug table (the same set as medications.ts); classes
 * and non-drug allergens carry no code. Rows: [name, rxcui].
 */
type Row = readonly [name: string, rxcui: string | null];

const drugRows: readonly Row[] = [
  // Antibiotics
  ['Penicillins', null],
  ['Amoxicillin', null],
  ['Ampicillin', null],
  ['Amoxicillin-clavulanate', null],
  ['Piperacillin-tazobactam', null],
  ['Cephalosporins', null],
  ['Cephalexin', null],
  ['Cefazolin', null],
  ['Ceftriaxone', null],
  ['Carbapenems', null],
  ['Sulfonamide antibiotics', null],
  ['Sulfamethoxazole-trimethoprim', '10831'],
  ['Macrolide antibiotics', null],
  ['Azithromycin', null],
  ['Erythromycin', '4053'],
  ['Fluoroquinolones', null],
  ['Ciprofloxacin', '2551'],
  ['Levofloxacin', '82122'],
  ['Tetracyclines', null],
  ['Doxycycline', null],
  ['Aminoglycosides', null],
  ['Gentamicin', null],
  ['Vancomycin', null],
  ['Clindamycin', null],
  ['Metronidazole', null],
  ['Nitrofurantoin', '7454'],
  ['Bacitracin', null],
  ['Neomycin', null],
  ['Polymyxin B', null],
  // Pain relievers
  ['Aspirin', '1191'],
  ['NSAIDs', null],
  ['Ibuprofen', '5640'],
  ['Naproxen', '7258'],
  ['Ketorolac', null],
  ['Celecoxib', '140587'],
  ['Acetaminophen', null],
  ['Opioids', null],
  ['Codeine', '2670'],
  ['Morphine', '7052'],
  ['Hydrocodone', null],
  ['Oxycodone', '7804'],
  ['Hydromorphone', '3423'],
  ['Fentanyl', '4337'],
  ['Tramadol', '10689'],
  ['Meperidine', null],
  // Contrast media and anesthesia
  ['Iodinated contrast media', null],
  ['Gadolinium-based contrast agents', null],
  ['Local anesthetics, amide type', null],
  ['Local anesthetics, ester type', null],
  ['Lidocaine', '6387'],
  ['Benzocaine', null],
  ['Neuromuscular blocking agents', null],
  ['Succinylcholine', '10154'],
  ['Propofol', null],
  // Cardiovascular and blood
  ['ACE inhibitors', null],
  ['Angiotensin II receptor blockers', null],
  ['Beta blockers', null],
  ['Statins', null],
  ['Amiodarone', null],
  ['Furosemide', '4603'],
  ['Hydrochlorothiazide', '5487'],
  ['Heparin', null],
  ['Warfarin', '11289'],
  ['Clopidogrel', '32968'],
  ['Protamine', null],
  ['Iron dextran', null],
  // Nervous system
  ['Aromatic anticonvulsants', null],
  ['Carbamazepine', '2002'],
  ['Phenytoin', '8183'],
  ['Lamotrigine', '28439'],
  ['Phenobarbital', null],
  ['Benzodiazepines', null],
  ['Haloperidol', '5093'],
  ['Promethazine', null],
  ['Metoclopramide', '6915'],
  ['Ondansetron', '26225'],
  // Other drugs and antiseptics
  ['Insulin', null],
  ['Allopurinol', '519'],
  ['Chlorhexidine', null],
  ['Povidone-iodine', null],
];

const otherRows: readonly Row[] = [
  // Foods
  ['Peanut', null],
  ['Tree nuts', null],
  ['Almond', null],
  ['Cashew', null],
  ['Walnut', null],
  ['Pecan', null],
  ['Shellfish', null],
  ['Shrimp', null],
  ['Fish', null],
  ['Egg', null],
  ['Milk', null],
  ['Soy', null],
  ['Wheat', null],
  ['Sesame', null],
  ['Gluten', null],
  ['Corn', null],
  ['Kiwi', null],
  ['Banana', null],
  ['Avocado', null],
  ['Strawberry', null],
  ['Alpha-gal (red meat)', null],
  ['Sulfites', null],
  // Stings and bites
  ['Hymenoptera venom', null],
  ['Bee venom', null],
  ['Wasp venom', null],
  ['Fire ant venom', null],
  // Environmental and contact
  ['Latex', null],
  ['Pollen', null],
  ['Grass pollen', null],
  ['Tree pollen', null],
  ['Ragweed pollen', null],
  ['Dust mites', null],
  ['Mold', null],
  ['Animal dander', null],
  ['Cat dander', null],
  ['Dog dander', null],
  ['Cockroach', null],
  ['Adhesive tape', null],
  ['Nickel', null],
  ['Fragrance', null],
];

const toSeed =
  (type: AllergySeed['type']) =>
  ([name, rxcui]: Row): AllergySeed => ({
    name,
    type,
    system: rxcui === null ? null : 'RXNORM',
    code: rxcui,
  });

export const allergies: readonly AllergySeed[] = [...drugRows.map(toSeed('DRUG')), ...otherRows.map(toSeed('OTHER'))];
