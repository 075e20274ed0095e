import { useLingui } from '@lingui/react/macro';
import { Moon, PilcrowLeft, PilcrowRight, Sun } from 'lucide-react';
import { usePreferencesStore } from '@/stores/preferences-store';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

export function ThemeToggle() {
  const { t } = useLingui();
  const theme = usePreferencesStore((s) => s.theme);
  const toggleTheme = usePreferencesStore((s) => s.toggleTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={iconButton}
      onClick={toggleTheme}
      aria-label={t`Dark mode`}
      aria-pressed={dark}
      title={dark ? t`Switch to light mode` : t`Switch to dark mode`}
      data-testid="theme-toggle"
    >
      {dark ? (
        <Sun className="size-5" aria-hidden="true" />
      ) : (
        <Moon className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}

export function DirectionToggle() {
  const { t } = useLingui();
  const direction = usePreferencesStore((s) => s.direction);
  const toggleDirection = usePreferencesStore((s) => s.toggleDirection);
  const rtl = direction === 'rtl';
  return (
    <button
      type="button"
      className={iconButton}
      onClick={toggleDirection}
      aria-label={t`Right-to-left layout`}
      aria-pressed={rtl}
      title={rtl ? t`Switch to left-to-right` : t`Switch to right-to-left`}
      data-testid="direction-toggle"
    >
      {rtl ? (
        <PilcrowLeft className="size-5" aria-hidden="true" />
      ) : (
        <PilcrowRight className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
