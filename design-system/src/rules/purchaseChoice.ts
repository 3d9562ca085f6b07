export interface OfferedAttribute {
  key: string;
  values: readonly string[];
}

export interface OfferedPocketType {
  id: number;
  name: string;
  active: boolean;
}

/** Attribute keys the buyer still has to choose (one value per key). */
export function missingAttributes(offered: readonly OfferedAttribute[], chosen: Readonly<Record<string, string>>): string[] {
  return offered
    .filter((attribute) => attribute.values.length > 0 && !attribute.values.includes(chosen[attribute.key] ?? ''))
    .map((attribute) => attribute.key);
}

/** Pocket types a buyer may pick: the active ones, in the seller's order. */
export function choosablePockets<Pocket extends OfferedPocketType>(pockets: readonly Pocket[]): Pocket[] {
  return pockets.filter((pocket) => pocket.active);
}

/** The fee of a pocket type (manat); 0 when the seller set none. */
export function pocketFeeOf(fees: Readonly<Record<string, number>>, pocketId: number): number {
  const fee = fees[String(pocketId)];
  return typeof fee === 'number' && Number.isFinite(fee) && fee > 0 ? fee : 0;
}
