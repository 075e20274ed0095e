import { linkify } from '../utils/linkify';

/**
 * A message as its sender wrote it: line breaks kept, http(s) addresses clickable (in a new
 * tab, without handing the opener or a referrer to the other site), everything else text.
 */
export function MessageText({ message }: { message: string }) {
  return (
    <p dir="auto" className="break-words whitespace-pre-wrap">
      {linkify(message).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
