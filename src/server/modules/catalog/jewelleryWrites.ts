import { eq } from 'drizzle-orm';
import type { productInput } from '../../../shared/admin';
import {
  jewelleryDetailsProblems,
  noJewelleryDetails,
  type JewelleryDetails,
} from '../../../shared/jewellery';
import type { z } from '../../../shared/zod';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { DomainError } from '../../errors';
import { jewelleryDetailsDto } from './jewelleryDto';

type ProductFields = z.output<typeof productInput>;

const detailNames = Object.keys(noJewelleryDetails) as (keyof JewelleryDetails)[];

/** The product's details now, its row locked so that no other save changes them meanwhile. */
async function lockedDetails(tx: Db, id: string): Promise<JewelleryDetails> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row ? { material: row.material, ...jewelleryDetailsDto(row) } : noJewelleryDetails;
}

/**
 * The details a save leaves must hold together (decision 042): what it sends over what the
 * product has, since a spec §7 update may send the fineness without the metal. Inside the save's
 * transaction (id null for a new product).
 */
export async function assertJewelleryDetailsFit(tx: Db, id: string | null, fields: ProductFields) {
  const current = id ? await lockedDetails(tx, id) : noJewelleryDetails;
  const sent = detailNames.filter((name) => fields[name] !== undefined);
  const left = { ...current, ...Object.fromEntries(sent.map((name) => [name, fields[name]])) };
  const [problem] = jewelleryDetailsProblems(left);
  if (problem) throw new DomainError('BAD_REQUEST', problem.message);
}
