import { type FormEvent, useId, useState } from 'react';
import type { OperatorShippingOption, ShippingOptionInput } from '@ownless/shared';
import { formatCents } from '@ownless/shared/format';
import { Plus, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useSaveShippingOption, useShippingOptions } from '../api/content';
import { StatusPill } from './console-ui';
import {
  ContentCard,
  FormButtons,
  FormFailure,
  QueryView,
  TextField,
  fieldErrors,
  useNotice,
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
  const query = useShippingOptions();
  return (
    <QueryView query={query} what="shipping options">
      {(data) => <ShippingList items={data.items} />}
    </QueryView>
  );
}

function ShippingList({ items }: { items: OperatorShippingOption[] }) {
  const save = useSaveShippingOption();
  const notice = useNotice();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const done = (message: string) => {
    setEditing(null);
    notice.success(message);
  };
  const toggle = (option: OperatorShippingOption) =>
    save.mutate(
      { id: option.id, input: { ...inputOf(option), active: !option.active } },
      { onSuccess: (r) => notice.success(r.message), onError: notice.failure },
    );

  return (
    <div className="space-y-5">
      {notice.view}
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          <Plus className="size-4" aria-hidden="true" />
          New shipping option
        </Button>
      </div>
      {editing === 'new' && (
        <ShippingForm option={null} onDone={done} onCancel={() => setEditing(null)} />
      )}
      {items.length === 0 && editing !== 'new' ? (
        <EmptyState
          icon={<Truck className="size-6" aria-hidden="true" />}
          title="No shipping options"
          message="Add one so owners can offer shipping."
        />
      ) : (
        <ContentCard>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {items.map((option) =>
              editing === option.id ? (
                <li key={option.id} className="py-3">
                  <ShippingForm option={option} onDone={done} onCancel={() => setEditing(null)} />
                </li>
              ) : (
                <li
                  key={option.id}
                  className="flex flex-wrap items-center gap-3 py-3"
                  data-testid="operator-shipping"
                >
                  <div className="min-w-0 flex-1 basis-56">
                    <p className="font-semibold text-slate-900 dark:text-white">
                      <bdi>{option.name}</bdi>{' '}
                      <span className="font-normal text-slate-600 dark:text-slate-400">
                        · {formatCents(option.price_cents)}
                        {option.estimated_days !== null &&
                          ` · ${option.estimated_days} day${option.estimated_days === 1 ? '' : 's'}`}
                      </span>
                    </p>
                    {option.description && (
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        <bdi>{option.description}</bdi>
                      </p>
                    )}
                  </div>
                  <StatusPill tone={option.active ? 'good' : 'neutral'}>
                    {option.active ? 'Active' : 'Off'}
                  </StatusPill>
                  <span className="flex flex-wrap gap-1">
                    <Button size="sm" variant="outline" onClick={() => setEditing(option.id)}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={save.isPending}
                      onClick={() => toggle(option)}
                    >
                      {option.active ? 'Deactivate' : 'Activate'}
                    </Button>
                  </span>
                </li>
              ),
            )}
          </ul>
        </ContentCard>
      )}
    </div>
  );
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
  const id = useId();
  const save = useSaveShippingOption();
  const [form, setForm] = useState({
    name: option?.name ?? '',
    key: option?.key ?? '',
    description: option?.description ?? '',
    price_cents: option ? String(option.price_cents) : '',
    estimated_days: option?.estimated_days === null || !option ? '' : String(option.estimated_days),
    active: option?.active ?? true,
  });
  const errors = fieldErrors(save.error);
  const change = (key: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const cents = Number(form.price_cents);

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={option ? `Edit ${option.name}` : 'New shipping option'}
      className="space-y-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Name"
          value={form.name}
          onChange={change('name')}
          error={errors.name}
          maxLength={80}
        />
        <TextField
          id={`${id}-key`}
          label="Key"
          value={form.key}
          onChange={change('key')}
          error={errors.key}
          optional
          hint="Left empty, it is made from the name."
        />
        <TextField
          id={`${id}-price`}
          label="Price in cents"
          value={form.price_cents}
          onChange={change('price_cents')}
          error={errors.price_cents}
          inputMode="numeric"
          hint={
            Number.isInteger(cents) && form.price_cents !== ''
              ? `= ${formatCents(cents)}`
              : 'e.g. 1250 for $12.50'
          }
        />
        <TextField
          id={`${id}-days`}
          label="Estimated days"
          value={form.estimated_days}
          onChange={change('estimated_days')}
          error={errors.estimated_days}
          inputMode="numeric"
          optional
        />
      </div>
      <TextField
        id={`${id}-description`}
        label="Description"
        value={form.description}
        onChange={change('description')}
        error={errors.description}
        optional
        multiline
        rows={2}
        maxLength={500}
      />
      <label className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={form.active}
          onChange={(e) => setForm((current) => ({ ...current, active: e.target.checked }))}
          className="size-4 accent-brand-700"
        />
        Active (owners can offer it, renters can choose it)
      </label>
      <FormFailure error={save.error} />
      <FormButtons saving={save.isPending} saveLabel="Save" onCancel={onCancel} />
    </form>
  );
}
