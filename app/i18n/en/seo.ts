export const seoEn = {
  "seo.keywords":
    "WordPress development, WordPress agency Austria, WordPress plugins, plugin development, web development, app development, AI development, custom software development",

  "seo.description.default":
    "WordPress agency from Austria: WordPress development, plugin development, web, app and AI development – over 10 years of experience and 8 full-time developers.",
  "seo.description.home":
    "WordPress development from Austria: WordPress websites, WordPress plugins, apps and AI solutions from your WordPress agency with over 10 years of experience.",
  "seo.description.plugins":
    "WordPress plugins from Austria: buy professional plugins or download them for free – with licence, updates and documentation from our plugin development team.",
  "seo.description.docs": "Documentation for our WordPress plugins: installation, setup, licences and updates explained step by step.",
  "seo.description.blog":
    "Blog about WordPress development, plugin development, web development and AI development – practical advice from our WordPress agency in Austria.",
  "seo.description.contact":
    "Contact our WordPress agency in Austria: ask us about WordPress development, plugin development, app development or AI development.",
  "seo.description.imprint":
    "Imprint and terms: company details, commercial register, VAT number and the terms for our WordPress plugins and development services.",
  "seo.description.privacy": "Privacy policy: how we process personal data on our website, in the plugin shop and for licences under the GDPR.",
  "seo.description.withdrawalPolicy":
    "Withdrawal policy of our plugin shop: the 14-day right of withdrawal for consumers and when it ends early for digital content.",
  "seo.description.withdrawalForm": "Model withdrawal form for contracts concluded in our plugin shop, to print or copy into a letter or e-mail.",
  "seo.description.about":
    "About us: a WordPress agency from Austria with over 10 years of experience and 8 full-time developers for WordPress, app and AI development.",
  "seo.description.services":
    "Our services: WordPress web development, app development, custom software and AI development from Vienna – with price cues, case studies and a way to start your task.",
  "seo.description.licenses": "Licences for our WordPress plugins: licence types, activation per website, duration and updates at a glance.",

  "seo.services.catalogue": "Development services",
  "seo.service.web.name": "Web development",
  "seo.service.web.description": "WordPress websites, themes and custom WordPress plugins.",
  "seo.service.app.name": "App development",
  "seo.service.app.description": "Mobile and web apps for iOS, Android and the browser.",
  "seo.service.custom.name": "Custom development",
  "seo.service.custom.description": "Custom software, interfaces and extensions for existing systems.",
  "seo.service.ai.name": "AI development",
  "seo.service.ai.description": "AI features, chatbots and automation for websites and business processes.",
} as const;
