// Testing Library's render and renderHook, with the app's messages around what they render
// (components read them through Lingui's context, as under AppProvider). Tests import these
// instead of @testing-library/react's own; everything else is re-exported unchanged.
import { I18nProvider } from '@lingui/react';
import {
  render as baseRender,
  renderHook as baseRenderHook,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
import type { JSXElementConstructor, ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

export * from '@testing-library/react';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

function withMessages(Inner?: Wrapper): Wrapper {
  return function Messages({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

export function render(ui: ReactNode, options: RenderOptions = {}) {
  return baseRender(ui, { ...options, wrapper: withMessages(options.wrapper as Wrapper) });
}

export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: RenderHookOptions<Props> = {},
) {
  return baseRenderHook(hook, { ...options, wrapper: withMessages(options.wrapper as Wrapper) });
}
