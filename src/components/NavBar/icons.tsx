// antd-mobile-icons' LeftOutline reduced to its outline: the nav bar is on every page's first load,
// and the package's component carries 0.7 KB gzip of wrapper groups and long coordinates.
export const BackIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M31.71 5.11 13.52 22.66c-.55.55-.58 1.43-.09 2.02l.09.1L31.7 42.88a.4.4 0 0 0 .29.12h3.12a.4.4 0 0 0 .29-.68L16.78 23.78 35.38 5.69a.4.4 0 0 0-.28-.69h-3.12a.4.4 0 0 0-.27.11Z"
    />
  </svg>
);
