import { useI18n } from "../../i18n/i18n-context.tsx";

const ink = "#111827";
const line = "#d1d5db";
const brand = "#174c99";

/**
 * What we make, drawn rather than photographed: a WordPress admin screen with one of our plugins,
 * its update notice and its licence panel, and a sales chart beside it. Inline, so it costs no
 * request and never competes with the heading for the largest paint; its labels come from the
 * catalogue, so the German page shows a German screen.
 */
export function HeroIllustration({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <svg role="img" aria-label={t("marketing.hero.art.alt")} viewBox="0 0 520 390" width="520" height="390" className={className}>
      {/* The browser window with WordPress's dark admin menu. */}
      <rect x="1" y="1" width="470" height="340" rx="14" fill="#fff" stroke={line} strokeWidth="2" />
      <path d="M1 15a14 14 0 0 1 14-14h442a14 14 0 0 1 14 14v19H1z" fill="#f3f4f6" />
      <circle cx="20" cy="18" r="5" fill="#f87171" />
      <circle cx="36" cy="18" r="5" fill="#fbbf24" />
      <circle cx="52" cy="18" r="5" fill="#34d399" />
      <rect x="80" y="11" width="220" height="14" rx="7" fill="#fff" />
      <path d="M1 34h95v293a14 14 0 0 1-14 14H15a14 14 0 0 1-14-14z" fill="#1d2327" />
      {[54, 78, 102, 150, 174, 198].map((y) => (
        <rect key={y} x="16" y={y} width="58" height="8" rx="4" fill="#8c8f94" />
      ))}
      <rect x="1" y="118" width="95" height="24" fill="#2271b1" />
      <rect x="16" y="126" width="50" height="8" rx="4" fill="#fff" />

      <rect x="118" y="52" width="170" height="12" rx="6" fill={ink} />

      {/* The update notice, as WordPress shows it, with our plugin's new version. */}
      <rect x="118" y="78" width="334" height="48" rx="4" fill="#fffbeb" stroke="#fde68a" />
      <rect x="118" y="78" width="5" height="48" rx="2" fill="#d97706" />
      <text x="134" y="107" fontSize="13" fontWeight="600" fill={ink}>
        {t("marketing.hero.art.update")}
      </text>
      <rect x="356" y="89" width="86" height="26" rx="4" fill={brand} />
      <text x="399" y="106" fontSize="12" fontWeight="600" fill="#fff" textAnchor="middle">
        {t("marketing.hero.art.updateNow")}
      </text>

      {/* The licence panel: key, state and sites in use. */}
      <rect x="118" y="142" width="334" height="176" rx="8" fill="#fff" stroke="#e5e7eb" strokeWidth="2" />
      <text x="138" y="172" fontSize="15" fontWeight="700" fill={ink}>
        {t("marketing.hero.art.license")}
      </text>
      <rect x="350" y="156" width="84" height="24" rx="12" fill="#dcfce7" />
      <text x="392" y="172" fontSize="12" fontWeight="600" fill="#166534" textAnchor="middle">
        {t("marketing.hero.art.active")}
      </text>
      <rect x="138" y="190" width="296" height="32" rx="5" fill="#f9fafb" stroke={line} />
      {[150, 208, 266, 324].map((x) => (
        <rect key={x} x={x} y="201" width="46" height="10" rx="3" fill={x === 324 ? "#6b7280" : "#d1d5db"} />
      ))}
      <text x="138" y="252" fontSize="12" fill="#4b5563">
        {t("marketing.hero.art.sites")}
      </text>
      <rect x="138" y="264" width="296" height="10" rx="5" fill="#e5e7eb" />
      <rect x="138" y="264" width="178" height="10" rx="5" fill={brand} />
      <rect x="138" y="290" width="120" height="10" rx="5" fill="#e5e7eb" />

      {/* Beside the screen: the plugin's sales, rising. */}
      <rect x="330" y="296" width="186" height="90" rx="12" fill="#fff" stroke={line} strokeWidth="2" />
      <rect x="348" y="310" width="80" height="9" rx="4.5" fill="#9ca3af" />
      <path d="M350 372 384 358 414 364 446 342 494 324V378H350z" fill="#d9eaff" opacity="0.6" />
      <path d="M350 372 384 358 414 364 446 342 494 324" fill="none" stroke={brand} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="494" cy="324" r="6" fill="#fbbf24" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
