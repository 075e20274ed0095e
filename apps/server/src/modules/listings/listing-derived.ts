/**
 * Columns derived from a listing's other data, kept in sync on every write so search can
 * filter and sort with plain indexes (keywords feed the generated tsvector).
 */
export function listingKeywords(parts: {
  categoryName?: string | null;
  rentalTypeName?: string | null;
  brand?: string | null;
  model?: string | null;
  city?: string | null;
  state?: string | null;
}): string {
  return [
    parts.categoryName,
    parts.rentalTypeName,
    parts.brand,
    parts.model,
    parts.city,
    parts.state,
  ]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' ');
}

export function priceColumns(frequencies: { type: string; priceCents: number }[]) {
  const rents = frequencies.filter((f) => f.type === 'rent').map((f) => f.priceCents);
  return {
    minRentPriceCents: rents.length > 0 ? Math.min(...rents) : null,
    hasSalePrice: frequencies.some((f) => f.type === 'sale'),
  };
}
