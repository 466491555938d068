/** A chat message as plain text: every part is a text node (escaped by React), links open in a new tab, mentions stand out. */
import { chatSegments } from '#domain/chat-text.ts';

export function MessageText({ body, memberNames }: { body: string; memberNames: readonly string[] }) {
  return (
    <p className="chat-text">
      {chatSegments(body, memberNames).map((part, i) => {
        if (part.kind === 'link') {
          return (
            <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
              {part.text}
            </a>
          );
        }
        if (part.kind === 'mention') {
          return (
            <strong key={i} className="mention">
              {part.text}
            </strong>
          );
        }
        return part.text;
      })}
    </p>
  );
}
