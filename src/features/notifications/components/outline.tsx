// antd-mobile-icons' outlines, reduced (as the nav bar's back arrow): the path alone, its
// coordinates to a tenth of the 48-unit grid. The package's components carry wrapper groups and
// eight-digit coordinates (the inbox's seven would weigh 7 KB gzip; reduced, under 3 KB).

/** An icon of one path on antd-mobile-icons' 48-unit grid, in the text colour and size. */
export const outline = (d: string, fillRule?: 'evenodd') =>
  function Outline({ className }: { className?: string }) {
    return (
      <svg
        className={className}
        width="1em"
        height="1em"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" fillRule={fillRule} d={d} />
      </svg>
    );
  };
