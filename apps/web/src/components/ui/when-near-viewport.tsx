import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder is within a screen of the viewport, so what sits
 * below the fold (a map, a calendar, reviews) costs nothing until the reader scrolls towards
 * it; the placeholder stays while lazy children load their code. Give the placeholder the
 * final size (className), so nothing moves when it arrives.
 */
export function WhenNearViewport({
  className,
  placeholder,
  children,
}: {
  className?: string;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const element = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
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
