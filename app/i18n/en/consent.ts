export const consentEn = {
  "consent.title": "Cookies and privacy",
  "consent.intro":
    "We use essential cookies so that this website works. With your consent we also use cookies and similar technologies for analytics, additional features and marketing. Your consent is voluntary; you can change or withdraw it at any time with effect for the future via “Cookie settings” at the bottom of every page.",
  "consent.accept": "Accept",
  "consent.reject": "Reject",
  "consent.manage": "Manage preferences",

  "consent.detailsTitle": "Cookie settings",
  "consent.detailsIntro":
    "Choose which categories we may use. Essential cookies are always active because the website cannot work without them. Your choice is stored in your browser and you can change it at any time.",
  "consent.acceptAll": "Accept all",
  "consent.rejectAll": "Reject all",
  "consent.save": "Save settings",
  "consent.moreDetails": "More details",
  "consent.opensInNewTab": "(opens in a new tab)",
  "consent.close": "Close cookie settings",
  "consent.alwaysActive": "Always active",

  "consent.category.essential.label": "Essential",
  "consent.category.essential.description":
    "Needed for the website to work and be secure, for example to keep you signed in, complete a purchase and remember this choice. These cannot be switched off.",
  "consent.category.analytics.label": "Analytics",
  "consent.category.analytics.description":
    "Help us understand how visitors use the website, for example which pages are visited and how long, so we can improve it.",
  "consent.category.functionality.label": "Functionality",
  "consent.category.functionality.description":
    "Enable additional features and personalisation, such as remembering your settings or showing embedded content from other providers.",
  "consent.category.marketing.label": "Marketing",
  "consent.category.marketing.description":
    "Allow us and our advertising partners to show you relevant ads and measure the success of our campaigns, also on other websites. Partners may process data outside the EU.",
} as const;
