import type { LearningModule, ModuleSegment } from '@domainary/schema/contracts/learning.ts';
import { useState } from 'react';
import { LessonHtml } from './lesson-html.tsx';
import { QuizView } from './quiz-view.tsx';

// Our own rendered videos ship a WebVTT caption file beside the WebM.
const captionsOf = (mediaUrl: string) =>
  /^\/media\/academy\/[\w-]+\.webm$/.test(mediaUrl) ? mediaUrl.replace(/\.webm$/, '.vtt') : null;

function Unavailable({ message }: { message: string }) {
  return <p className="rounded-box bg-base-200 p-8 text-center text-base-content/70">{message}</p>;
}

function VideoSegment({ segment }: { segment: ModuleSegment }) {
  const [failed, setFailed] = useState(false);
  const captions = segment.mediaUrl ? captionsOf(segment.mediaUrl) : null;
  return (
    <>
      {segment.mediaUrl && !failed ? (
        // biome-ignore lint/a11y/useMediaCaption: captions are added below whenever the file ships them
        <video
          key={segment.mediaUrl}
          controls
          preload="metadata"
          className="aspect-video w-full rounded-box bg-neutral"
          src={segment.mediaUrl}
          onError={() => setFailed(true)}
        >
          {captions && <track kind="captions" src={captions} srcLang="en" label="English" />}
        </video>
      ) : (
        <Unavailable message="Video not available" />
      )}
      <LessonHtml html={segment.content} />
    </>
  );
}

function InteractiveSegment({ segment }: { segment: ModuleSegment }) {
  return (
    <>
      <LessonHtml html={segment.content} />
      {segment.mediaUrl ? (
        <iframe
          key={segment.mediaUrl}
          src={segment.mediaUrl}
          title={segment.title}
          className="h-[36rem] w-full rounded-box border border-base-300"
          loading="lazy"
        />
      ) : (
        <Unavailable message="Interactive content not available" />
      )}
    </>
  );
}

/** One segment of a module, shown the way its type asks: text, video, quiz or interactive. */
export function SegmentView({ segment, module }: { segment: ModuleSegment; module: LearningModule }) {
  switch (segment.type) {
    case 'video':
      return <VideoSegment segment={segment} />;
    case 'interactive':
      return <InteractiveSegment segment={segment} />;
    case 'quiz':
      return (
        <>
          <LessonHtml html={segment.content} />
          <QuizView key={segment.id} segmentId={segment.id} module={module} />
        </>
      );
    default:
      return <LessonHtml html={segment.content} />;
  }
}
