/**
 * The portfolio picks of a proposal (links, videos, files, courses), each opened in a viewer dialog. Videos play
 * only from Vimeo or YouTube with an 11-character id; any other video link shows the error embed.
 */
import { useState } from 'react';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { parseVideoLink } from '#domain/video-link.ts';
import './portfolio-viewer.css';

interface LinkPick {
  id: number;
  title: string;
  description: string | null;
  url: string;
  isVideo: boolean;
}
interface FilePick {
  id: number;
  title: string;
  description: string | null;
  fileName: string;
  href: string;
}
interface CoursePick {
  id: number;
  title: string;
  description: string | null;
  courseOutline: string | null;
  fileName: string | null;
  href: string | null;
}

interface Props {
  links: LinkPick[];
  items: FilePick[];
  courses: CoursePick[];
}

type Open = { kind: 'link'; pick: LinkPick } | { kind: 'item'; pick: FilePick } | { kind: 'course'; pick: CoursePick };

export const VIDEO_ERROR = 'This video cannot be played. Only Vimeo and YouTube links are supported.';

function Video({ pick }: { pick: LinkPick }) {
  const video = parseVideoLink(pick.url);
  if (!video) {
    return (
      <div className="video-error" role="alert">
        {VIDEO_ERROR}
      </div>
    );
  }
  return (
    <iframe
      className="video-frame"
      src={video.embedUrl}
      title={pick.title}
      allow="fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation"
    />
  );
}

function Viewer({ open }: { open: Open }) {
  const { pick } = open;
  return (
    <div className="portfolio-view">
      {pick.description ? <p>{pick.description}</p> : null}
      {open.kind === 'link' ? (
        open.pick.isVideo ? (
          <Video pick={open.pick} />
        ) : (
          <a href={open.pick.url} target="_blank" rel="noopener noreferrer">
            {open.pick.url}
          </a>
        )
      ) : null}
      {open.kind === 'item' ? (
        <a href={open.pick.href} download={open.pick.fileName}>
          Download {open.pick.fileName}
        </a>
      ) : null}
      {open.kind === 'course' ? (
        <>
          {open.pick.courseOutline ? <p className="course-outline">{open.pick.courseOutline}</p> : null}
          {open.pick.href && open.pick.fileName ? (
            <a href={open.pick.href} download={open.pick.fileName}>
              Download {open.pick.fileName}
            </a>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export default function PortfolioViewer({ links, items, courses }: Props) {
  const [open, setOpen] = useState<Open | null>(null);
  const entries: { key: string; label: string; kind: string; open: Open }[] = [
    ...links.map((pick) => ({ key: `l${pick.id}`, label: pick.title, kind: pick.isVideo ? 'Video' : 'Link', open: { kind: 'link', pick } as Open })),
    ...items.map((pick) => ({ key: `i${pick.id}`, label: pick.title, kind: 'File', open: { kind: 'item', pick } as Open })),
    ...courses.map((pick) => ({ key: `c${pick.id}`, label: pick.title, kind: 'Course', open: { kind: 'course', pick } as Open })),
  ];
  if (!entries.length) return <p className="muted">No Portfolio Found</p>;
  return (
    <>
      <ul className="portfolio-picks plain-list">
        {entries.map((e) => (
          <li key={e.key}>
            <button type="button" className="secondary" onClick={() => setOpen(e.open)}>
              <span className="tag">{e.kind}</span> {e.label}
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} title={open?.pick.title ?? 'Portfolio'} onClose={() => setOpen(null)}>
        {open ? <Viewer open={open} /> : null}
      </Dialog>
    </>
  );
}
