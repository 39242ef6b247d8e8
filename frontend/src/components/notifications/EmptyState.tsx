/** An empty list in the Messages panel: a bell, what is missing ('No notifications'), what comes there. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="notifications-empty">
      <svg className="notifications-empty__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
        <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
      </svg>
      <p className="notifications-empty__title">{title}</p>
      <p className="notifications-empty__text">{text}</p>
    </div>
  );
}
