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
import { APP_TAGLINE } from '@/config/app';
import { paths } from '@/config/paths';
import { TypewriterText } from './typewriter-text';

const TILES = [
  { label: 'Tools', note: 'Drills, saws, ladders', icon: Hammer },
  { label: 'Gear', note: 'Camping, cameras, bikes', icon: Tent },
  { label: 'Goods', note: 'Party, baby, games', icon: Package },
  { label: 'Services', note: 'Repairs, lessons, help', icon: Wrench },
  { label: 'Property', note: 'Parking, storage, rooms', icon: House },
] as const;

const PROMISES = [
  { label: 'Secure payments', icon: Wallet },
  { label: 'Deposits held until return', icon: ShieldCheck },
  { label: 'Owners approve every request', icon: Sparkles },
] as const;

export function Hero({ listingsAnchor = '#listings' }: { listingsAnchor?: string }) {
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
            Peer-to-peer rentals near you
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            {APP_TAGLINE.split(', ')[0]},{' '}
            <span className="text-brand-700 dark:text-brand-400">{APP_TAGLINE.split(', ')[1]}</span>
          </h1>
          <p className="mt-6 text-2xl font-semibold text-slate-900 sm:text-3xl dark:text-white">
            Rent the perfect <TypewriterText />
          </p>
          <p className="mt-3 max-w-xl text-lg/8 text-slate-700 dark:text-slate-300">
            Borrow what you need from people nearby, and earn from the things you already own.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={listingsAnchor} className={buttonClass('primary', 'lg')}>
              Browse listings
              <ArrowDown className="size-4" aria-hidden="true" />
            </a>
            <Link to={paths.addListing} className={buttonClass('outline', 'lg')}>
              <Plus className="size-4" aria-hidden="true" />
              List an item
            </Link>
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6 dark:text-slate-300">
            {PROMISES.map(({ label, icon: Icon }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon className="size-4 text-brand-700 dark:text-brand-400" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>

        <ul aria-label="What you can rent" className="hidden grid-cols-2 gap-4 lg:grid">
          {TILES.map(({ label, note, icon: Icon }, index) => (
            <li
              key={label}
              className={
                index === TILES.length - 1
                  ? 'col-span-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900'
                  : 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900'
              }
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="mt-4 font-semibold text-slate-900 dark:text-white">{label}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{note}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
