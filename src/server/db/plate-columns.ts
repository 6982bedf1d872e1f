import type { Plate } from '@/common/plates';

/**
 * The columns a plate is saved in, on orders and customers alike (decision 071): its three parts;
 * the display form (`car_plate`) is drawn from them by the database. A plate or none (null) also
 * clears the text typed before plates were structured; `undefined` (not given) changes nothing.
 */
export function plateColumns(plate: Plate | null | undefined) {
  if (plate === undefined) return {};
  return {
    plateEmirate: plate?.emirate ?? null,
    plateCode: plate?.code ?? null,
    plateNumber: plate?.number ?? null,
    legacyPlate: null,
  };
}
