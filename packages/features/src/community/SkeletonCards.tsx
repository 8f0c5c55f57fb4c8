const SKELETON_CARDS = 4;

/** Grey cards of a real card's shape while the first page loads; the count line announces it. */
export function SkeletonCards() {
  return (
    <ul className="siyum-community__list siyum-card-grid" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <li key={index} className="siyum-community__item">
          <div className="siyum-card siyum-community__skeleton">
            <span className="siyum-community__bone" data-size="title" />
            <span className="siyum-community__bone" data-size="line" />
            <span className="siyum-community__bone" data-size="short" />
            <span className="siyum-community__bone" data-size="short" />
            <span className="siyum-community__bone" data-size="short" />
            <span className="siyum-community__bone" data-size="bar" />
            <span className="siyum-community__bone" data-size="short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
