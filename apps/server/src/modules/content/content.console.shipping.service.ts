import type { ShippingOptionInput } from '@ownless/shared';
import type { shippingOptions } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { ContentConsoleActions } from './content.console.actions';
import { slugOf } from './slug';

type ShippingRow = typeof shippingOptions.$inferSelect;

const toShipping = (row: ShippingRow) => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  price_cents: row.priceCents,
  estimated_days: row.estimatedDays,
  active: row.active,
  position: row.position,
});

/** The console's shipping options: what owners offer and renters choose, on or off. */
export function contentConsoleShipping({ assertAdmin, read, act, missing }: ContentConsoleActions) {
  return {
    async shippingOptions(actorId: number) {
      await assertAdmin(actorId);
      return { items: (await read.shippingOptions()).map(toShipping) };
    },

    async saveShippingOption(actorId: number, id: number | null, input: ShippingOptionInput) {
      return act(actorId, async (repo) => {
        const before = id === null ? null : await repo.shippingOption(id, true);
        if (id !== null && !before) throw missing(/*i18n*/ 'That shipping option does not exist.');
        const key = slugOf(input.key, input.name, 'shipping');
        if (await repo.shippingKeyTaken(key, id ?? undefined))
          throw conflict(/*i18n*/ 'Another shipping option uses that key.', {
            key: [`“${key}” is taken. Choose another key.`],
          });
        const values = {
          key,
          name: input.name,
          description: input.description ?? null,
          priceCents: Number(input.price_cents),
          estimatedDays:
            input.estimated_days === undefined || input.estimated_days === null
              ? null
              : Number(input.estimated_days),
          active: input.active ?? true,
        };
        const row = before
          ? await repo.updateShippingOption(before.id, values)
          : await repo.insertShippingOption({
              ...values,
              position: await repo.nextShippingPosition(),
            });
        const onlyToggled =
          before &&
          before.active !== row.active &&
          JSON.stringify({ ...toShipping(before), active: row.active }) ===
            JSON.stringify(toShipping(row));
        return {
          result: {
            item: toShipping(row),
            message: row.active
              ? /*i18n*/ {
                  id: 'Saved “{name}”: owners and renters can choose it.',
                  values: { name: row.name },
                }
              : /*i18n*/ {
                  id: 'Saved “{name}”: it is switched off and offered to no one.',
                  values: { name: row.name },
                },
          },
          audit: {
            action: !before
              ? 'shipping_option.create'
              : onlyToggled
                ? row.active
                  ? 'shipping_option.activate'
                  : 'shipping_option.deactivate'
                : 'shipping_option.update',
            subjectType: 'shipping_option',
            subjectId: row.id,
            subjectLabel: row.name,
            before: before ? toShipping(before) : null,
            after: toShipping(row),
          },
        };
      });
    },
  };
}
