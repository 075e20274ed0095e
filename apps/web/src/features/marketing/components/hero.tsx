import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowDown,
  Hammer,
  House,
  Package,
  Plus,
  ShieldCheck,
  Sparkles,
  Tent,
  Wallet,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { APP_TAGLINE_END, APP_TAGLINE_START } from '@/config/app';
import { paths } from '@/config/paths';
import { TypewriterText } from './typewriter-text';

const TILES = [
  { id: 'tools', label: msg`Tools`, note: msg`Drills, saws, ladders`, icon: Hammer },
  { id: 'gear', label: msg`Gear`, note: msg`Camping, cameras, bikes`, icon: Tent },
  { id: 'goods', label: msg`Goods`, note: msg`Party, baby, games`, icon: Package },
  { id: 'services', label: msg`Services`, note: msg`Repairs, lessons, help`, icon: Wrench },
  { id: 'property', label: msg`Property`, note: msg`Parking, storage, rooms`, icon: House },
] as const;

const PROMISES = [
  { id: 'payments', label: msg`Secure payments`, icon: Wallet },
  { id: 'deposits', label: msg`Deposits held until return`, icon: ShieldCheck },
  { id: 'approval', label: msg`Owners approve every request`, icon: Sparkles },
] as const;

export function Hero({ listingsAnchor = '#listings' }: { listingsAnchor?: string }) {
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50/80 to-white dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 end-[-10rem] size-[28rem] rounded-full bg-brand-200/50 blur-3xl dark:bg-brand-700/20"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-xs dark:border-brand-800 dark:bg-slate-900/80 dark:text-brand-300">
            <span className="size-2 rounded-full bg-brand-500" aria-hidden="true" />
            <Trans>Peer-to-peer rentals near you</Trans>
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance rtl:tracking-normal text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            {i18n._(APP_TAGLINE_START)}{' '}
            <span className="text-brand-700 dark:text-brand-400">{i18n._(APP_TAGLINE_END)}</span>
          </h1>
          <p className="mt-6 text-2xl font-semibold text-slate-900 sm:text-3xl dark:text-white">
            <Trans>
              Rent the perfect <TypewriterText />
            </Trans>
          </p>
          <p className="mt-3 max-w-xl text-lg/8 text-slate-700 dark:text-slate-300">
            <Trans>
              Borrow what you need from people nearby, and earn from the things you already own.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={listingsAnchor} className={buttonClass('primary', 'lg')}>
              <Trans>Browse listings</Trans>
              <ArrowDown className="size-4" aria-hidden="true" />
            </a>
            <Link to={paths.addListing} className={buttonClass('outline', 'lg')}>
              <Plus className="size-4" aria-hidden="true" />
              <Trans>List an item</Trans>
            </Link>
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6 dark:text-slate-300">
            {PROMISES.map(({ id, label, icon: Icon }) => (
              <li key={id} className="flex items-center gap-2">
                <Icon className="size-4 text-brand-700 dark:text-brand-400" aria-hidden="true" />
                {i18n._(label)}
              </li>
            ))}
          </ul>
        </div>

        <ul aria-label={t`What you can rent`} className="hidden grid-cols-2 gap-4 lg:grid">
          {TILES.map(({ id, label, note, icon: Icon }, index) => (
            <li
              key={id}
              className={
                index === TILES.length - 1
                  ? 'col-span-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900'
                  : 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900'
              }
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="mt-4 font-semibold text-slate-900 dark:text-white">{i18n._(label)}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{i18n._(note)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
