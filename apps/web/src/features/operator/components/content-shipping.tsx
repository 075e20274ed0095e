import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OperatorShippingOption, ShippingOptionInput } from '@ownless/shared';
import { Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCents } from '@/lib/i18n';
import { useSaveShippingOption, useShippingOptions } from '../api/content';
import { StatusPill } from './console-ui';
import {
  AddButton,
  ContentCard,
  DescriptionField,
  EditableItem,
  InlineForm,
  QueryView,
  TextField,
  useContentForm,
  useInlineEditing,
} from './content-ui';

const inputOf = (option: OperatorShippingOption): ShippingOptionInput => ({
  name: option.name,
  key: option.key,
  description: option.description,
  price_cents: option.price_cents,
  estimated_days: option.estimated_days,
  active: option.active,
});

/** Shipping options owners offer: add, edit (price in cents), switch on and off. */
export function ShippingManager() {
  const { t } = useLingui();
  return (
    <QueryView
      query={useShippingOptions()}
      loadingLabel={t`Loading shipping options`}
      errorTitle={t`The shipping options could not be loaded`}
    >
      {(data) => <ShippingList items={data.items} />}
    </QueryView>
  );
}

function ShippingList({ items }: { items: OperatorShippingOption[] }) {
  const { t } = useLingui();
  const save = useSaveShippingOption();
  const { notice, editing, setEditing, cancel, done } = useInlineEditing<number | 'new'>();

  const toggle = (option: OperatorShippingOption) =>
    save.mutate(
      { id: option.id, input: { ...inputOf(option), active: !option.active } },
      { onSuccess: (r) => notice.success(r.message), onError: notice.failure },
    );

  return (
    <div className="space-y-5">
      {notice.view}
      <AddButton open={editing === 'new'} onAdd={() => setEditing('new')}>
        <Trans>New shipping option</Trans>
      </AddButton>
      {editing === 'new' && <ShippingForm option={null} onDone={done} onCancel={cancel} />}
      {items.length === 0 && editing !== 'new' ? (
        <EmptyState
          icon={<Truck className="size-6" aria-hidden="true" />}
          title={t`No shipping options`}
          message={t`Add one so owners can offer shipping.`}
        />
      ) : (
        <ContentCard>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {items.map((option) => (
              <EditableItem
                key={option.id}
                className="flex flex-wrap items-center gap-3 py-3"
                testId="operator-shipping"
                form={
                  editing === option.id && (
                    <ShippingForm option={option} onDone={done} onCancel={cancel} />
                  )
                }
              >
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    <bdi>{option.name}</bdi>{' '}
                    <span className="font-normal text-slate-600 dark:text-slate-400">
                      · <bdi>{formatCents(option.price_cents)}</bdi>
                      {option.estimated_days !== null && (
                        <>
                          {' · '}
                          <Days count={option.estimated_days} />
                        </>
                      )}
                    </span>
                  </p>
                  {option.description && (
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      <bdi>{option.description}</bdi>
                    </p>
                  )}
                </div>
                <StatusPill tone={option.active ? 'good' : 'neutral'}>
                  {option.active ? t`Active` : t`Off`}
                </StatusPill>
                <span className="flex flex-wrap gap-1">
                  <Button size="sm" variant="outline" onClick={() => setEditing(option.id)}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={save.isPending}
                    onClick={() => toggle(option)}
                  >
                    {option.active ? t`Deactivate` : t`Activate`}
                  </Button>
                </span>
              </EditableItem>
            ))}
          </ul>
        </ContentCard>
      )}
    </div>
  );
}

/** An estimated shipping time: "3 days". */
function Days({ count }: { count: number }) {
  return <Plural value={count} one="# day" other="# days" />;
}

function ShippingForm({
  option,
  onDone,
  onCancel,
}: {
  option: OperatorShippingOption | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveShippingOption();
  const name = option?.name;
  const { form, set, field } = useContentForm(
    () => ({
      name: option?.name ?? '',
      key: option?.key ?? '',
      description: option?.description ?? '',
      price_cents: option ? String(option.price_cents) : '',
      estimated_days:
        option?.estimated_days === null || !option ? '' : String(option.estimated_days),
      active: option?.active ?? true,
    }),
    save.error,
  );
  const cents = Number(form.price_cents);
  const price = formatCents(cents);
  const example = formatCents(1250);

  const submit = () =>
    save.mutate(
      {
        id: option?.id ?? null,
        input: {
          name: form.name,
          key: form.key.trim() || undefined,
          description: form.description || null,
          price_cents: form.price_cents === '' ? undefined : cents,
          estimated_days: form.estimated_days === '' ? null : Number(form.estimated_days),
          active: form.active,
        },
      },
      { onSuccess: (r) => onDone(r.message) },
    );

  return (
    <InlineForm
      label={option ? t`Edit ${name}` : t`New shipping option`}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Name`} {...field('name')} maxLength={80} />
        <TextField
          label={t`Key`}
          {...field('key')}
          optional
          hint={t`Left empty, it is made from the name.`}
        />
        <TextField
          label={t`Price in cents`}
          {...field('price_cents')}
          inputMode="numeric"
          hint={
            Number.isInteger(cents) && form.price_cents !== ''
              ? `= ${price}`
              : t`e.g. 1250 for ${example}`
          }
        />
        <TextField
          label={t`Estimated days`}
          {...field('estimated_days')}
          inputMode="numeric"
          optional
        />
      </div>
      <DescriptionField {...field('description')} />
      <label className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={form.active}
          onChange={(e) => set('active', e.target.checked)}
          className="size-4 accent-brand-700"
        />
        <Trans>Active (owners can offer it, renters can choose it)</Trans>
      </label>
    </InlineForm>
  );
}
