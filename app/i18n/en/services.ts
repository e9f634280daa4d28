/** The service pages (/services, /services/<type>); the services' names and short texts are the home page's (marketing.services.*). */
export const servicesEn = {
  "services.overview.title": "Our services",
  "services.overview.lead":
    "Web, app, custom and AI development from one permanent team in Vienna. Each service has its own page with what we build, how we work, what it costs and projects we have delivered.",
  "services.overview.more": "More about {service}",

  "services.page.eyebrow": "Service",
  "services.page.build.title": "What we build",
  "services.page.how.title": "How we work",
  "services.page.price.title": "What it costs",
  "services.page.price.note":
    "Net, plus VAT. Every task gets a written offer with a fixed price and a normal and a fast delivery date; you pay only when you accept it.",
  "services.page.caseStudies.title": "Case studies",
  "services.page.caseStudies.lead": "Projects of this kind we have delivered, with the numbers our clients measured afterwards.",
  "services.page.caseStudies.plugin": "Plugin used: {plugin}",
  "services.page.start.title": "Start a task",
  "services.page.start.text":
    "Describe what you need and attach what you have – briefs, screenshots, access details come later. We answer in the task's chat and send you an offer.",
  "services.page.start.button": "Start a task",
  "services.page.start.contact": "Rather talk first? Contact us",
  "services.page.otherServices": "Our other services",

  "services.priceCue.project_from": "Projects from {amount}",
  "services.priceCue.day_rate": "Day rate {amount}",
  "services.priceCue.hour_rate": "Hourly rate {amount}",

  "services.web.lead":
    "WordPress websites and WooCommerce shops that load in under two seconds on a phone, rank for what your customers search and that your own team edits in the block editor – without calling us for every new page.",
  "services.web.description":
    "WordPress web development from Vienna: custom block themes, WooCommerce shops, multilingual sites and migrations, with a fixed-price offer. Projects from our team of 8.",
  "services.web.build.1.title": "Company websites on a custom block theme",
  "services.web.build.1.text":
    "A theme made for your design, with blocks and patterns for your recurring page types, so that a new product page takes your team minutes, not a designer's day.",
  "services.web.build.2.title": "WooCommerce shops",
  "services.web.build.2.text":
    "Product catalogues, variants, Austrian and EU VAT, invoices, Stripe, PayPal and Klarna, and connections to your stock or ERP system.",
  "services.web.build.3.title": "Multilingual sites",
  "services.web.build.3.text": "German, English and further languages with correct hreflang links, translated URLs and one editorial workflow.",
  "services.web.build.4.title": "Relaunches and migrations",
  "services.web.build.4.text":
    "Moves from TYPO3, Joomla, Wix or page builders to WordPress, with redirects for every old address so that your search rankings survive the move.",
  "services.web.how.1.title": "Audit of what exists",
  "services.web.how.1.text": "We measure your current site (Core Web Vitals, accessibility, search traffic) and agree on the goals in numbers.",
  "services.web.how.2.title": "Design as blocks",
  "services.web.how.2.text": "Layouts are designed as reusable blocks and patterns, not as one-off pages, and you approve them on a test system.",
  "services.web.how.3.title": "Build on staging",
  "services.web.how.3.text": "We build on a staging copy you can see at any time; content moves over by script, not by copy and paste.",
  "services.web.how.4.title": "Launch with redirects and training",
  "services.web.how.4.text": "Go-live with redirect checks, a final speed and accessibility test, and a training session for your editors.",

  "services.app.lead":
    "Mobile apps for iOS and Android and web apps for the browser, built with React Native and React from one code base, connected to your WordPress site or your existing systems through clean interfaces.",
  "services.app.description":
    "App development from Vienna: iOS and Android apps with React Native, web apps with React, connected to WordPress and your systems. Fixed-price offers from our team.",
  "services.app.build.1.title": "Customer apps",
  "services.app.build.1.text": "Bookings, loyalty cards, orders and push notifications for your customers, in the App Store and on Google Play.",
  "services.app.build.2.title": "Apps for your field staff",
  "services.app.build.2.text": "Checklists, photos, signatures and reports that work offline on site and synchronise when the connection is back.",
  "services.app.build.3.title": "Web apps and customer portals",
  "services.app.build.3.text": "Portals in the browser where your clients see their orders, documents and appointments – with a proper login and roles.",
  "services.app.build.4.title": "Interfaces for your app",
  "services.app.build.4.text": "REST and GraphQL APIs on WordPress or Node.js, documented, versioned and secured, so that app and website share one data set.",
  "services.app.how.1.title": "Clickable prototype first",
  "services.app.how.1.text": "Before a line of code you test a clickable prototype on your own phone and with a few real users.",
  "services.app.how.2.title": "Releases every two weeks",
  "services.app.how.2.text": "You receive a test build through TestFlight and Google Play's internal testing every two weeks.",
  "services.app.how.3.title": "Store submission",
  "services.app.how.3.text": "We prepare the store entries, screenshots and privacy labels and handle Apple's and Google's reviews.",
  "services.app.how.4.title": "Updates after launch",
  "services.app.how.4.text": "New iOS and Android versions come every year; we keep your app compatible and its dependencies current.",

  "services.custom.lead":
    "Software for what no ready-made product covers: custom WordPress plugins, interfaces between your ERP, CRM and payment systems, data imports and admin tools that take routine work off your team.",
  "services.custom.description":
    "Custom software development from Vienna: custom WordPress plugins, ERP, CRM and payment interfaces, imports and admin tools – billed by day rate or fixed price.",
  "services.custom.build.1.title": "Custom WordPress plugins",
  "services.custom.build.1.text":
    "Plugins for your process – bookings, calculators, member areas, approval workflows – written to the WordPress coding standards, tested and updatable.",
  "services.custom.build.2.title": "Interfaces between systems",
  "services.custom.build.2.text":
    "Orders into BMD, SAP Business One or Microsoft Dynamics, contacts into HubSpot or Salesforce, payments from Stripe and Adyen.",
  "services.custom.build.3.title": "Imports and data clean-ups",
  "services.custom.build.3.text":
    "Regular imports of price lists, product data or member lists from CSV, XML and Excel, with checks and a report of what changed.",
  "services.custom.build.4.title": "Admin tools",
  "services.custom.build.4.text": "Screens that replace spreadsheets and copy and paste between systems, for the team that does the work every day.",
  "services.custom.how.1.title": "Process first, code second",
  "services.custom.how.1.text": "We sit with the people who do the work today and write down the process before we propose software for it.",
  "services.custom.how.2.title": "Small steps you can use",
  "services.custom.how.2.text": "The first useful part goes live within weeks; further parts follow as separate, priced deliveries.",
  "services.custom.how.3.title": "Tests and documentation",
  "services.custom.how.3.text": "Automated tests for every interface and a written handbook, so that your own staff or another agency can take over.",
  "services.custom.how.4.title": "Your code, your rights",
  "services.custom.how.4.text": "You receive the source code in your own repository; nothing depends on a licence from us.",

  "services.ai.lead":
    "AI features that save real work: assistants that answer from your own content, automatic processing of documents and e-mails, semantic search – with data protection planned in, EU hosting where it matters and a person in control.",
  "services.ai.description":
    "AI development from Vienna: chat assistants on your own content, document processing, semantic search in WordPress – GDPR-compliant with EU hosting and open models.",
  "services.ai.build.1.title": "Assistants on your content",
  "services.ai.build.1.text":
    "A chat on your website or intranet that answers from your documentation, products and FAQs, names its sources and hands over to a person when unsure.",
  "services.ai.build.2.title": "Document and e-mail processing",
  "services.ai.build.2.text":
    "Incoming invoices, orders and enquiries are read, sorted and prepared for your systems; a person confirms before anything is booked.",
  "services.ai.build.3.title": "Semantic search",
  "services.ai.build.3.text": "A search in WordPress or your shop that finds what visitors mean, not only the words they typed.",
  "services.ai.build.4.title": "Writing aids in WordPress",
  "services.ai.build.4.text": "Drafts of product texts, summaries and translations right in the block editor, in your tone and with your terminology.",
  "services.ai.how.1.title": "Pilot on your own data",
  "services.ai.how.1.text": "A pilot of two to four weeks on a real sample of your data shows what the model gets right before you invest more.",
  "services.ai.how.2.title": "Measured, not promised",
  "services.ai.how.2.text": "We agree on test questions and target figures in advance and report the hit rate of each version.",
  "services.ai.how.3.title": "Data protection by design",
  "services.ai.how.3.text": "EU-hosted or open models where personal data is involved, a data processing agreement and no training on your data.",
  "services.ai.how.4.title": "Operation and monitoring",
  "services.ai.how.4.text": "Costs per request, answer quality and feedback are monitored, and models are updated when better ones appear.",
} as const;
