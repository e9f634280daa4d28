/**
 * WP Studio's mark: code brackets around a building block, for a company that builds WordPress
 * plugins. Drawn inline so the header needs no extra request; public/favicon.svg is the same drawing.
 * Always beside the company's name (or a label), so it is decorative.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="32" height="32" className={className}>
      <rect width="32" height="32" rx="8" fill="#174c99" />
      <path d="M11.5 9.5 5 16l6.5 6.5M20.5 9.5 27 16l-6.5 6.5" fill="none" stroke="#fff" strokeWidth="2.75" strokeLinecap="round" strokeLinejoin="round" />
      <path d="m16 11.5 4.5 4.5-4.5 4.5-4.5-4.5z" fill="#fbbf24" />
    </svg>
  );
}
