import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder is within a screen of the viewport, so what sits
 * below the fold (a map, a calendar, reviews) costs nothing until the reader scrolls towards
 * it; the placeholder stays while lazy children load their code. Give the placeholder the
 * final size (className), so nothing moves when it arrives. With `now`, the children render
 * wherever the placeholder is (a link to something inside them was followed).
 */
export function WhenNearViewport({
  className,
  placeholder,
  now = false,
  children,
}: {
  className?: string;
  placeholder: ReactNode;
  now?: boolean;
  children: ReactNode;
}) {
  const element = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const near = seen || now;
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  if (near) {
    return (
      <Suspense fallback={<div className={className}>{placeholder}</div>}>{children}</Suspense>
    );
  }
  return (
    <div ref={element} className={className}>
      {placeholder}
    </div>
  );
}
