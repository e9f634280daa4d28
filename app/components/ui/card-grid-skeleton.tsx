interface CardGridSkeletonProps {
  /** How many cards stand in for the grid. */
  count: number;
  /** Announced to screen readers while the cards are shown. */
  loadingText: string;
  testId: string;
  /** The image area's aspect ratio class, as the real cards have it. */
  imageClassName: string;
  /** One grey bar per line of text, each with its size classes. */
  lineClassNames: readonly string[];
}

/** Placeholder cards in the shape of a card grid while a client-side navigation loads it. */
export function CardGridSkeleton({ count, loadingText, testId, imageClassName, lineClassNames }: CardGridSkeletonProps) {
  return (
    <div className="mt-10" aria-busy="true">
      <p role="status" className="sr-only">
        {loadingText}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            data-testid={testId}
            className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-gray-200 motion-reduce:animate-none"
          >
            <div className={`${imageClassName} bg-gray-200`} />
            <div className="flex flex-col gap-3 p-5">
              {lineClassNames.map((lineClassName, line) => (
                <div key={line} className={`${lineClassName} bg-gray-200`} />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
