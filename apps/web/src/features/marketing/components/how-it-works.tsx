import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  BadgeCheck,
  CalendarCheck,
  Camera,
  CreditCard,
  Handshake,
  MessageCircle,
  PackageCheck,
  Search,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useAppConfig } from '@/lib/app-config';
import { groupDigits } from '@/lib/i18n';

interface Step {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The hours an owner has to answer are the server's (GET /api/config): left out until known. */
const renterSteps = (answerHours: number | undefined): Step[] => [
  {
    title: t`Find it nearby`,
    text: t`Search tools, gear, goods and services by keyword, category and location.`,
    icon: Search,
  },
  {
    title: t`Request your dates`,
    text: answerHours
      ? plural(answerHours, {
          one: 'Add items to your cart or request a reservation straight away. The owner has # hour to answer.',
          other:
            'Add items to your cart or request a reservation straight away. The owner has # hours to answer.',
        })
      : t`Add items to your cart or request a reservation straight away.`,
    icon: CalendarCheck,
  },
  {
    title: t`Pay securely`,
    text: t`Once the owner approves, pay by card. A deposit is held on your card when the rental is soon; otherwise it is charged and refunded.`,
    icon: CreditCard,
  },
  {
    title: t`Use it and return it`,
    text: t`Pick it up, get it delivered or shipped. Return it on time and your deposit is released.`,
    icon: PackageCheck,
  },
];

/** Built when shown, in the page's language. */
const ownerSteps = (): Step[] => [
  {
    title: t`List what you own`,
    text: t`Add photos, set hourly, daily, weekly or monthly prices, a deposit and your rules.`,
    icon: Camera,
  },
  {
    title: t`Approve requests`,
    text: t`You choose who rents. Chat with renters before you say yes.`,
    icon: MessageCircle,
  },
  {
    title: t`Hand it over`,
    text: t`Meet for pickup, deliver it yourself, or ship it with the option you offer.`,
    icon: Handshake,
  },
  {
    title: t`Get paid`,
    text: t`When the rental is completed, your payout is released to your connected account.`,
    icon: Wallet,
  },
];

function StepList({ steps, title, id }: { steps: Step[]; title: string; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={id}
        className="text-2xl font-bold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white"
      >
        {title}
      </h2>
      <ol className="mt-8 space-y-8">
        {steps.map(({ title: stepTitle, text, icon: Icon }, index) => (
          <li key={index} className="flex gap-4">
            <span className="relative flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
              <Icon className="size-5" aria-hidden="true" />
              <span className="absolute -end-1.5 -top-1.5 flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white ring-2 ring-white dark:ring-slate-900">
                {groupDigits(index + 1)}
              </span>
            </span>
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-white">{stepTitle}</h3>
              <p className="mt-1 text-sm/6 text-slate-600 dark:text-slate-400">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function HowItWorks() {
  const answerHours = useAppConfig().data?.rules.requestExpiryHours;
  return (
    <div className="space-y-16">
      <div className="grid gap-8 lg:grid-cols-2">
        <StepList id="renters" title={t`For renters`} steps={renterSteps(answerHours)} />
        <StepList id="owners" title={t`For owners`} steps={ownerSteps()} />
      </div>
      <section aria-labelledby="trust" className="grid gap-6 md:grid-cols-3">
        <h2 id="trust" className="sr-only">
          <Trans>Why people trust OwnLess</Trans>
        </h2>
        {[
          {
            title: t`No double bookings`,
            text: t`Availability is checked when an owner approves and again at checkout, so an item is never promised twice.`,
            icon: CalendarCheck,
          },
          {
            title: t`Protected deposits`,
            text: t`Deposits are held on the renter’s card when the rental is soon, otherwise charged and refunded, and come back after the item is back unless the owner claims for damage.`,
            icon: BadgeCheck,
          },
          {
            title: t`Clear cancellation rules`,
            text: t`Every listing shows its cancellation policy before you book: Flexible, Moderate or Strict.`,
            icon: Handshake,
          },
        ].map(({ title, text, icon: Icon }, index) => (
          <div key={index} className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900/60">
            <Icon className="size-6 text-brand-700 dark:text-brand-400" aria-hidden="true" />
            <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-2 text-sm/6 text-slate-600 dark:text-slate-400">{text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
