import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Renders plain text from the server safely (no HTML is injected): blocks are separated by
 * blank lines; a block starting with '#' is a heading, a block of '- ' lines is a list.
 * Text that users wrote passes `dir="auto"`: each block then reads in the direction of its
 * own first letter (an Arabic description in a left-to-right page, and the reverse).
 */
export function ProseText({
  text,
  className,
  dir,
}: {
  text: string;
  className?: string;
  dir?: 'auto';
}) {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

  return (
    <div className={cn('space-y-4 text-base/7 text-slate-700 dark:text-slate-300', className)}>
      {blocks.map((block, index): ReactNode => {
        const heading = /^(#{1,3})\s+(.*)$/s.exec(block);
        if (heading) {
          const level = heading[1]!.length;
          const content = heading[2]!.trim();
          return level === 1 ? (
            <h2
              key={index}
              dir={dir}
              className="pt-4 text-2xl font-bold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white"
            >
              {content}
            </h2>
          ) : (
            <h3
              key={index}
              dir={dir}
              className="pt-2 text-lg font-semibold text-slate-900 dark:text-white"
            >
              {content}
            </h3>
          );
        }
        const lines = block.split('\n');
        if (lines.every((line) => /^\s*[-*•]\s+/.test(line))) {
          return (
            <ul key={index} dir={dir} className="list-disc space-y-1 ps-6 marker:text-brand-600">
              {lines.map((line, i) => (
                <li key={i}>{line.replace(/^\s*[-*•]\s+/, '')}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} dir={dir} className="whitespace-pre-line">
            {block}
          </p>
        );
      })}
    </div>
  );
}
