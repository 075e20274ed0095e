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

interface Step {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The hours an owner has to answer are the server's (GET /api/config): left out until known. */
const renterSteps = (answerHours: number | undefined): Step[] => [
  {
    title: 'Find it nearby',
    text: 'Search tools, gear, goods and services by keyword, category and location.',
    icon: Search,
  },
  {
    title: 'Request your dates',
    text: `Add items to your cart or request a reservation straight away.${answerHours ? ` The owner has ${answerHours} hours to answer.` : ''}`,
    icon: CalendarCheck,
  },
  {
    title: 'Pay securely',
    text: 'Once the owner approves, pay by card. Any deposit is held, not spent.',
    icon: CreditCard,
  },
  {
    title: 'Use it and return it',
    text: 'Pick it up, get it delivered or shipped. Return it on time and your deposit is released.',
    icon: PackageCheck,
  },
];

const OWNER_STEPS: Step[] = [
  {
    title: 'List what you own',
    text: 'Add photos, set hourly, daily, weekly or monthly prices, a deposit and your rules.',
    icon: Camera,
  },
  {
    title: 'Approve requests',
    text: 'You choose who rents. Chat with renters before you say yes.',
    icon: MessageCircle,
  },
  {
    title: 'Hand it over',
    text: 'Meet for pickup, deliver it yourself, or ship it with the option you offer.',
    icon: Handshake,
  },
  {
    title: 'Get paid',
    text: 'When the rental is completed, your payout is released to your connected account.',
    icon: Wallet,
  },
];

function StepList({ steps, title, id }: { steps: Step[]; title: string; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      <ol className="mt-8 space-y-8">
        {steps.map(({ title: stepTitle, text, icon: Icon }, index) => (
          <li key={stepTitle} className="flex gap-4">
            <span className="relative flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
              <Icon className="size-5" aria-hidden="true" />
              <span className="absolute -end-1.5 -top-1.5 flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white ring-2 ring-white dark:ring-slate-900">
                {index + 1}
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
        <StepList id="renters" title="For renters" steps={renterSteps(answerHours)} />
        <StepList id="owners" title="For owners" steps={OWNER_STEPS} />
      </div>
      <section aria-labelledby="trust" className="grid gap-6 md:grid-cols-3">
        <h2 id="trust" className="sr-only">
          Why people trust OwnLess
        </h2>
        {[
          {
            title: 'No double bookings',
            text: 'Availability is checked when an owner approves and again at checkout, so an item is never promised twice.',
            icon: CalendarCheck,
          },
          {
            title: 'Protected deposits',
            text: 'Deposits are held during the rental and released when it is completed.',
            icon: BadgeCheck,
          },
          {
            title: 'Clear cancellation rules',
            text: 'Every listing shows its cancellation policy before you book: Flexible, Moderate or Strict.',
            icon: Handshake,
          },
        ].map(({ title, text, icon: Icon }) => (
          <div key={title} className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900/60">
            <Icon className="size-6 text-brand-700 dark:text-brand-400" aria-hidden="true" />
            <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-2 text-sm/6 text-slate-600 dark:text-slate-400">{text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
