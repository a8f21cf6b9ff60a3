import './lesson-html.css';

/**
 * Segment content is HTML written by the academy's own authors and seeded with the app, so
 * it is rendered as is; visitors never supply it.
 */
export function LessonHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: first-party lesson content from our seed
  return <div className="lesson-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
