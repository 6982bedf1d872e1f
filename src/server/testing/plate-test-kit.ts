import { parsePlateText, type Plate } from '@/common/plates';

/** A plate for a test body from its display form (`AD 1 234`); a typo in a test fails loudly. */
export function testPlate(text: string): Plate {
  const plate = parsePlateText(text);
  if (!plate) throw new Error(`not a valid plate: ${text}`);
  return plate;
}

/** The stored columns of a plate (orders and customers alike) from its display form, for test rows. */
export function plateColumns(text: string) {
  const plate = testPlate(text);
  return { plateEmirate: plate.emirate, plateCode: plate.code, plateNumber: plate.number };
}
