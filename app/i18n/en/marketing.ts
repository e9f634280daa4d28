export const marketingEn = {
  // The company claims, worded exactly as the customer gives them.
  "marketing.claim.experience": "over 10 years of experience",
  "marketing.claim.developers": "{count} full-time developers",

  "marketing.hero.eyebrow": "WordPress agency in Vienna",
  "marketing.hero.lead":
    "We build WordPress websites, apps, custom software and AI features for companies in Austria and beyond – and develop WordPress plugins of our own, which you can buy or download free of charge.",
  "marketing.hero.primary": "Start your project",
  "marketing.hero.secondary": "Discover our plugins",
  "marketing.hero.art.alt":
    "Illustration: a WordPress admin screen with one of our plugins – a notice of the update to version 2.4, the licence panel with an active licence on 3 of 5 sites and, beside it, a rising sales curve.",
  "marketing.hero.art.update": "Version 2.4 is available",
  "marketing.hero.art.updateNow": "Update now",
  "marketing.hero.art.license": "Licence",
  "marketing.hero.art.active": "Active",
  "marketing.hero.art.sites": "3 of 5 sites activated",

  "marketing.services.title": "What we do",
  "marketing.services.lead": "Four services, one team: from the first idea to the running system, everything comes from one place.",
  "marketing.services.builtWith": "Built with",
  "marketing.services.for": "For",
  "marketing.services.web.title": "Web development",
  "marketing.services.web.text":
    "WordPress websites and online shops that load fast, are found on Google and that your team can maintain itself: custom themes, block editor layouts, WooCommerce shops, multilingual sites and moves from other systems.",
  "marketing.services.web.stack": "WordPress, PHP, Gutenberg blocks, WooCommerce, React",
  "marketing.services.web.audience": "Companies, associations and public bodies that want a website they can edit without us.",
  "marketing.services.app.title": "App development",
  "marketing.services.app.text":
    "Mobile apps for iOS and Android and web apps for the browser – from the customer app to the internal tool for the field service, connected to your WordPress site or your existing systems through clean interfaces.",
  "marketing.services.app.stack": "React Native, React, TypeScript, REST and GraphQL APIs",
  "marketing.services.app.audience": "Businesses that want to offer their customers or staff a service on the smartphone.",
  "marketing.services.custom.title": "Custom development",
  "marketing.services.custom.text":
    "Software for what no ready-made product covers: custom WordPress plugins, interfaces to ERP, CRM and payment systems, data imports and admin tools that take routine work off your hands.",
  "marketing.services.custom.stack": "PHP, TypeScript, Node.js, SQL databases, REST interfaces",
  "marketing.services.custom.audience": "Companies whose processes standard software does not fit.",
  "marketing.services.ai.title": "AI development",
  "marketing.services.ai.text":
    "AI features that save real work: chatbots that answer from your own content, automatic processing of texts and documents, semantic search and assistants inside WordPress – with data protection planned in from the start.",
  "marketing.services.ai.stack": "Large language models (OpenAI, Mistral, open models), retrieval-augmented generation, vector search",
  "marketing.services.ai.audience": "Teams that want to use AI productively without giving up control over their data.",

  "marketing.claims.title": "Why WP Studio",
  "marketing.claims.experience.text":
    "Since {year} we have been building websites, plugins and apps – we know WordPress from its small quirks to large multisite installations.",
  "marketing.claims.developers.text":
    "Your project is built by our own permanent team in Vienna, not by an anonymous pool of freelancers – with one contact person from start to finish.",
  "marketing.claims.plugins.title": "Plugins of our own",
  "marketing.claims.plugins.text":
    "We develop and maintain our own WordPress plugins. The care that goes into products used on many websites goes into your project too.",

  "marketing.process.title": "How a project runs",
  "marketing.process.lead": "Clear steps, no surprises: you always know what happens next and what it costs.",
  "marketing.process.talk.title": "Initial conversation",
  "marketing.process.talk.text":
    "In a free initial conversation we clarify goals, target group, budget and time frame – by phone, by video call or at our office in Vienna.",
  "marketing.process.offer.title": "Concept and offer",
  "marketing.process.offer.text": "You receive a written concept with a fixed-price offer or a transparent estimate and a schedule divided into clear stages.",
  "marketing.process.build.title": "Development",
  "marketing.process.build.text":
    "We develop in short iterations and show you interim results on a test system regularly, so that you can give feedback early.",
  "marketing.process.launch.title": "Launch and support",
  "marketing.process.launch.text":
    "After acceptance we take your project live, train your team and, if you wish, look after updates, security and further development.",

  "marketing.featuredPlugin.title": "From our plugin shop",
  "marketing.featuredPlugin.text":
    "Plugins we build for our clients’ projects and maintain for everyone: tested with current WordPress versions, documented and supported from Vienna.",
  "marketing.featuredPlugin.allPlugins": "All plugins",

  "marketing.contactCall.title": "Have a project in mind?",
  "marketing.contactCall.text": "Tell us what you are planning. We will get back to you with the next steps – free of charge and without obligation.",
  "marketing.contactCall.button": "Contact us",

  "marketing.about.lead":
    "{company} is a WordPress agency from Vienna. Since {year} we have been developing websites, plugins, apps and custom software for companies in Austria, Germany and beyond.",
  "marketing.about.story.title": "Who we are",
  "marketing.about.story.origin":
    "We started with WordPress websites for Viennese businesses. Requirements that came up again and again with our clients turned into plugins of our own, which we now offer in our plugin shop – some free of charge, some with a licence, updates and support.",
  "marketing.about.story.today":
    "Today apps, interfaces and AI features are part of our work as well. What has stayed the same: we build software that our clients can rely on for years and that they understand.",
  "marketing.about.facts.title": "The team in numbers",
  "marketing.about.facts.founded": "Founded",
  "marketing.about.facts.foundedValue": "{year} in Vienna",
  "marketing.about.facts.experience": "Experience",
  "marketing.about.facts.team": "Team",
  "marketing.about.facts.languages": "Project languages",
  "marketing.about.facts.languagesValue": "German and English",
  "marketing.about.facts.services": "Services",
  "marketing.about.facts.servicesValue": "Web, app, custom and AI development, WordPress plugins",
  "marketing.about.values.title": "How we work",
  "marketing.about.values.lead": "Four principles run through every project, small or large.",
  "marketing.about.values.contact.title": "One contact person",
  "marketing.about.values.contact.text":
    "From the first conversation to launch you talk to the same person, who knows your project and answers your questions directly.",
  "marketing.about.values.transparency.title": "Clear offers",
  "marketing.about.values.transparency.text": "Fixed prices or estimates you can follow. We discuss changes with you before they cost anything.",
  "marketing.about.values.quality.title": "Clean, open code",
  "marketing.about.values.quality.text":
    "We follow the WordPress coding standards, document our work and rely on open standards, so that you are never tied to us.",
  "marketing.about.values.care.title": "Long-term support",
  "marketing.about.values.care.text": "Updates, security and further development after launch: we have been looking after many of our clients for years.",
  "marketing.about.location.title": "Where to find us",
  "marketing.about.location.text": "Our office is in the heart of Vienna. We are happy to welcome you in person – please arrange an appointment in advance.",
  "marketing.about.location.phone": "Phone",
  "marketing.about.location.email": "E-mail",
  "marketing.about.location.contact": "Arrange an appointment",
} as const;
