export const legalEn = {
  "legal.toc.title": "Contents",
  "legal.version": "Version: November 2026",
  "legal.link.privacyPolicy": "privacy policy",
  "legal.link.cookieSettings": "Open cookie settings",

  // Imprint: ECG §\u00a05, UGB §\u00a014, MedienG §\u00a025.
  "legal.imprint.title": "Imprint",
  "legal.imprint.intro":
    "Information pursuant to §\u00a05 E-Commerce Act (ECG), §\u00a014 Commercial Code (UGB) and disclosure pursuant to §\u00a025 Media Act (MedienG).",
  "legal.imprint.mediaOwner.label": "Media owner and publisher",
  "legal.imprint.mediaOwner.value": "{company}",
  "legal.imprint.legalForm.label": "Legal form",
  "legal.imprint.legalForm.value": "Limited liability company ({legalForm})",
  "legal.imprint.seat.label": "Registered office",
  "legal.imprint.seat.value": "{city}, {country}",
  "legal.imprint.address.label": "Address",
  "legal.imprint.address.value": "{postalAddress}",
  "legal.imprint.managingDirector.label": "Managing director",
  "legal.imprint.managingDirector.value": "{managingDirector}",
  "legal.imprint.businessPurpose.label": "Business purpose",
  "legal.imprint.businessPurpose.value": "Development of websites, apps and software; sale of WordPress plugins",
  "legal.imprint.register.label": "Commercial register number and court",
  "legal.imprint.register.value": "{commercialRegister}",
  "legal.imprint.vatId.label": "VAT identification number",
  "legal.imprint.vatId.value": "{vatId}",
  "legal.imprint.phone.label": "Phone",
  "legal.imprint.phone.value": "{phone}",
  "legal.imprint.email.label": "E-mail",
  "legal.imprint.email.value": "{email}",
  "legal.imprint.chamber.label": "Chamber membership",
  "legal.imprint.chamber.value": "{chamber}, {professionalGroup}",
  "legal.imprint.tradeLicense.label": "Trade licence",
  "legal.imprint.tradeLicense.value": "“{tradeLicense}” (services in automatic data processing and information technology; a free trade), granted in Austria",
  "legal.imprint.authority.label": "Supervisory authority (trade authority)",
  "legal.imprint.authority.value": "{tradeAuthority}",
  "legal.imprint.law.label": "Applicable professional law",
  "legal.imprint.law.value": "Trade, Commerce and Industry Regulation Act (Gewerbeordnung, GewO), available at {ris}",
  "legal.imprint.direction.label": "Basic direction (§\u00a025 (4) MedienG)",
  "legal.imprint.direction.value":
    "Information about the development services and WordPress plugins of {companyName}, documentation of our plugins and articles on WordPress, web, app and AI development.",
  "legal.imprint.disputes.title": "Online dispute resolution",
  "legal.imprint.disputes.text":
    "The European Commission’s online dispute resolution platform was discontinued on 20 July 2025. For disputes with consumers about online purchases and services, the Internet Ombudsman ({ombudsstelle}), a state-recognised alternative dispute resolution body in Austria, can be called on; we are willing to take part in its proceedings.",
  "legal.imprint.privacy.title": "Data protection",
  "legal.imprint.privacy.text": "How we process personal data and which cookies we use is explained in our {privacyPolicy}.",

  // General terms and conditions: the plugin shop and work on the task platform; the customer fixed their figures (docs/requirements.md).
  "legal.terms.title": "General Terms and Conditions",
  "legal.terms.intro":
    "These terms govern everything we sell on this website: licences for our WordPress plugins, bought in the plugin shop, and development work that clients commission from us on the task platform of their customer account.",

  "legal.terms.scope.title": "Scope",
  "legal.terms.scope.1":
    "These General Terms and Conditions (“Terms”) apply to all contracts between {company}, {address} (“we”, “us”), and its customers (“client”) that are concluded on this website: purchases in our plugin shop and development work commissioned on our task platform (“platform”). The platform is part of the customer account on this website, under “Tasks”: there clients describe tasks, discuss them with us in the chat, receive offers and pay for them with prepaid credits.",
  "legal.terms.scope.2":
    "The section “Plugin licences” governs purchases in the plugin shop; the sections from “Conclusion of contract” to “Warranty” govern work on the platform; all other sections apply to both.",
  "legal.terms.scope.3":
    "The version of these Terms valid when a contract is concluded applies. Differing or additional terms of the client do not become part of the contract, even if we do not expressly object to them, unless we agree to them in writing.",
  "legal.terms.scope.4":
    "Where the client is a consumer within the meaning of the Austrian Consumer Protection Act (KSchG), these Terms apply only insofar as mandatory consumer protection law does not provide otherwise.",

  "legal.terms.licenses.title": "Plugin licences",
  "legal.terms.licenses.1":
    "In the plugin shop, the client chooses a plugin and a licence tier, enters its billing details at the checkout and pays through our payment service provider. The order is a binding offer; we accept it by providing the licence key, the download and the invoice in the customer account once the payment has arrived, and confirm the order by e-mail. Renewals and upgrades of a licence are orders of their own.",
  "legal.terms.licenses.2":
    "Our plugins are licensed under the GNU General Public License (version 2 or later). A licence entitles the client to activate the licence key on as many websites as its tier names and to receive updates and support for the term the tier names, from the day of payment. A key may be moved from one website to another by deactivating it; we may disable a key that is published or used beyond its tier.",
  "legal.terms.licenses.3":
    "When the term ends, the plugin keeps working but receives no more updates or support. The client may renew the licence under “My licences” with the same key; a renewal before the expiry date extends the current term, one after it starts on the day of payment. We never renew a licence automatically. An upgrade to a larger tier costs the difference between the two tiers and keeps the key and the expiry date.",
  "legal.terms.licenses.4":
    "Within 30 days of a purchase or renewal, we refund it in full on request, without the client giving reasons; the licence then ends and is deactivated on all websites. A consumer’s statutory right of withdrawal is set out in our {withdrawalPolicy}, with its {withdrawalForm}.",
  "legal.terms.licenses.5":
    "We remedy defects of a plugin with updates during the licence term. A consumer’s statutory warranty rights under the Consumer Warranty Act (VGG) remain unaffected.",

  "legal.terms.contract.title": "Conclusion of contract",
  "legal.terms.contract.1": "Commissioning work requires a customer account. The details in the account must be true and complete and must be kept up to date.",
  "legal.terms.contract.2":
    "A task the client creates – a title, a description, the kind of service and, optionally, a desired date, a budget and files – is an invitation to us to submit an offer; it is not yet an order. We review the task and clarify open questions in the chat where needed.",
  "legal.terms.contract.3":
    "Our offer states the scope, the currency (EUR or USD) and, for each delivery speed offered, the net price in credits and the expected delivery date; where agreed, the partial deliveries with each one’s share of the price; and the date until which it can be accepted. Until then the offer binds us.",
  "legal.terms.contract.4":
    "The contract is concluded when the client accepts one delivery speed of the offer on the platform with “Accept offer”. We record the time of the acceptance, its wording and the offer accepted; the client can view them in the task at any time.",
  "legal.terms.contract.5":
    "Changes to the scope discussed in the chat become binding once we confirm them with an amended offer and the client accepts it. An amended offer replaces the open one; every earlier version stays unchanged in the task’s history, and the chat documents what was agreed.",

  "legal.terms.services.title": "Services",
  "legal.terms.services.1":
    "We provide software development services, in particular WordPress websites and plugins, web and mobile apps, custom software and AI features. The type and scope of the services are defined conclusively by the accepted offer and the task description it refers to.",
  "legal.terms.services.2":
    "We perform the services professionally and in line with the state of the art recognised when the offer is made. Requests that go beyond the offer are handled as a new task or as an amended offer.",
  "legal.terms.services.3":
    "We carry out tasks with our own employees. We may engage subcontractors; we are responsible to the client for their work as for our own.",

  "legal.terms.cooperation.title": "Client’s cooperation",
  "legal.terms.cooperation.1":
    "The client provides all information, content, access data and materials needed for the task completely and in good time through the platform, for example access to test systems, texts, images and brand guidelines.",
  "legal.terms.cooperation.2":
    "The client warrants that it holds the necessary rights to all materials it provides and indemnifies us against third-party claims arising from their use.",
  "legal.terms.cooperation.3":
    "Delays caused by missing or late cooperation extend the delivery time accordingly. Additional work caused by them is charged separately after prior notice.",

  "legal.terms.delivery.title": "Delivery",
  "legal.terms.delivery.1":
    "The platform offers two delivery speeds: normal and fast. The offer states the price and the expected delivery date for each speed it offers; fast delivery is not offered for every task. The client chooses the delivery speed when accepting the offer.",
  "legal.terms.delivery.2":
    "With normal delivery, we schedule the task in our regular project planning. With fast delivery, we work on it with priority, for the surcharge shown in the offer. We start work once the price of the accepted offer is reserved from the client’s credits.",
  "legal.terms.delivery.3":
    "Delivery dates are binding only if the offer expressly calls them fixed dates. If we miss a fixed date, the client may withdraw from the contract in writing after setting a reasonable grace period.",
  "legal.terms.delivery.4":
    "We deliver results through the platform, for example as a download, as access to a repository or by installing them on the client’s system; where the offer provides for partial deliveries, each part is delivered and accepted on its own. A result counts as accepted once the client confirms acceptance on the platform or puts it to productive use.",

  "legal.terms.payment.title": "Prices, credits and payment",
  "legal.terms.payment.1":
    "Work on the platform is paid for with prepaid credits. The client buys credits in euros or dollars (EUR or USD), from 50 to 20,000 per top-up, under “Credits” in the customer account. One credit is worth 1.00 of its currency; credits are kept in the currency in which they were bought, and an offer is paid from the credits of its currency.",
  "legal.terms.payment.2":
    "A top-up is a prepayment for services not yet determined; its receipt shows no VAT. Prices in offers are net prices. VAT is added on the invoice for the work according to the client’s billing details: 20% in Austria, the rate of their country for consumers in other EU countries, none for businesses in other EU countries with a valid VAT identification number (reverse charge) and for clients outside the EU. Before accepting, the client sees the net price, the VAT and the total of each delivery speed.",
  "legal.terms.payment.3":
    "Accepting an offer reserves its total (net price plus VAT) from the client’s credits in the offer’s currency; reserved credits cannot be used for anything else. If the available credits do not suffice, the task shows the missing amount, and the reservation is made automatically as soon as a top-up has arrived.",
  "legal.terms.payment.4":
    "Reserved credits are debited on delivery; where the offer provides for partial deliveries, each part’s share is debited on its delivery. The client receives an invoice for every debit. The customer account shows the available and reserved credits of each currency and every movement.",
  "legal.terms.payment.5":
    "Credits do not expire. We pay back available credits at any time on request, in the currency in which they were bought and through the original means of payment: under “Credits” in the customer account the client chooses the amount of a currency, and we refund it through our payment service provider against the client’s own top-ups, the most recent first, a top-up partly where that suffices. Reserved credits are not refundable while their order runs; the page shows how much is reserved. Each refund is made once, with a refund receipt on the page and by e-mail; like the top-up, it carries no VAT. Closing the customer account pays back all available credits; it is possible once no credits are reserved.",
  "legal.terms.payment.6": "Payments are processed by our payment service provider; we do not receive card or account details.",

  "legal.terms.cancellation.title": "Cancellation",
  "legal.terms.cancellation.1":
    "The client may cancel an accepted order at any time before delivery. Work performed up to the cancellation is charged in full. For the part of the order not yet invoiced, we charge a cancellation fee of 30% of the uninvoiced order value. Both are debited from the reserved credits; the remaining reserved credits are released.",
  "legal.terms.cancellation.2":
    "A consumer’s statutory right of withdrawal under the Distance and Off-Premises Contracts Act (FAGG) and the court’s power to reduce contractual penalties remain unaffected.",
  "legal.terms.cancellation.3":
    "We may cancel an order for good cause, in particular if the client, despite a reminder, fails to meet essential duties to cooperate. Work performed is then charged and the remaining reserved credits are released.",

  "legal.terms.warranty.title": "Warranty",
  "legal.terms.warranty.1":
    "We warrant that the results have the properties agreed in the offer. The client reports defects through the platform and describes them so that we can reproduce them.",
  "legal.terms.warranty.2":
    "We remedy defects, at our choice, by repair or replacement within a reasonable time. Faults caused by changes made by the client or third parties, by third-party software, by the hosting, or by updates to WordPress, themes or plugins installed after acceptance are not defects of our work.",
  "legal.terms.warranty.3":
    "The guarantee lapses 6 months after acceptance. Towards entrepreneurs, the presumption of defectiveness under §\u00a0924 of the Austrian Civil Code (ABGB) is excluded and the duty to give notice of defects under §\u00a0377 UGB applies. For consumers, the statutory warranty periods apply.",

  "legal.terms.liability.title": "Liability",
  "legal.terms.liability.1":
    "We are liable for damage only in cases of intent or gross negligence; liability for slight negligence is excluded. This does not apply to personal injury.",
  "legal.terms.liability.2": "Liability for lost profit, indirect and consequential damage and for third-party claims is excluded as far as the law permits.",
  "legal.terms.liability.3":
    "For lost data, we are liable only for the work needed to restore it from the client’s backups, and at most up to 10% of the order value.",
  "legal.terms.liability.4": "Our liability is capped overall at EUR\u00a015,000.",
  "legal.terms.liability.5":
    "Claims for damages lapse unless they are asserted in court within 1 year of the client becoming aware of the damage and of the party liable.",
  "legal.terms.liability.6":
    "These limitations also apply in favour of our employees and vicarious agents. Towards consumers, they apply only insofar as §\u00a06 KSchG does not provide otherwise.",

  "legal.terms.data.title": "Data backup, data protection and confidentiality",
  "legal.terms.data.1": "The client is responsible for backing up its data and systems regularly, in particular before we work on a live system.",
  "legal.terms.data.2":
    "We process personal data in accordance with the GDPR and our {privacyPolicy}. Where we process personal data on the client’s behalf, the parties conclude a data processing agreement under Art. 28 GDPR.",
  "legal.terms.data.3": "Both parties keep confidential any business and trade secrets they learn of under the contract, also after it has ended.",

  "legal.terms.nonSolicitation.title": "Non-solicitation",
  "legal.terms.nonSolicitation.1":
    "During the contract and for 12 months after it ends, the client shall not solicit our employees or freelancers who worked on its tasks, nor employ them directly or through third parties.",

  "legal.terms.rights.title": "Intellectual property and rights of use",
  "legal.terms.rights.1":
    "Upon full payment, the client receives the exclusive right, unlimited in time and territory, to use the results created specifically for it for the purpose stated in the offer. Until then, it may use the results for testing only.",
  "legal.terms.rights.2":
    "We retain all rights to pre-existing components, libraries, tools and our own plugins; the client receives a non-exclusive, perpetual right to use them as part of the result.",
  "legal.terms.rights.3":
    "Open-source components, such as WordPress itself (licensed under the GPL), remain subject to their licences; where those licences require it, they also apply to the results built on them.",
  "legal.terms.rights.4": "We may name the client as a reference unless the client objects.",

  "legal.terms.law.title": "Governing law and place of jurisdiction",
  "legal.terms.law.1":
    "Austrian law applies, excluding its conflict-of-law rules and the UN Convention on Contracts for the International Sale of Goods (CISG). Towards consumers, the mandatory provisions of the country in which they have their habitual residence remain unaffected.",
  "legal.terms.law.2": "The place of performance is our registered office in Vienna.",
  "legal.terms.law.3":
    "The place of jurisdiction for all disputes arising from the contract is the court in Vienna that has subject-matter jurisdiction. For actions against consumers, the place of jurisdiction under §\u00a014 KSchG applies.",

  "legal.terms.final.title": "Final provisions and severability",
  "legal.terms.final.1":
    "Should any provision of these Terms be or become invalid, the remaining provisions remain valid. The invalid provision is replaced by a valid one that comes closest to its economic purpose.",
  "legal.terms.final.2": "Amendments and additions to the contract must be made in writing; e-mail and messages on the platform suffice.",
  "legal.terms.final.3": "Amendments to these Terms apply only to contracts concluded after they have been published.",

  // Privacy policy (GDPR Art. 13).
  "legal.privacy.intro":
    "This privacy policy explains which personal data we process when you use our website, our plugin shop, your customer account with its tasks and credits, and our licence and update server, for which purposes, on which legal bases and for how long, and which rights you have.",
  "legal.privacy.label.data": "Data",
  "legal.privacy.label.purpose": "Purpose",
  "legal.privacy.label.legalBasis": "Legal basis",
  "legal.privacy.label.retention": "Retention",

  "legal.privacy.controller.title": "Controller",
  "legal.privacy.controller.text": "The controller within the meaning of the General Data Protection Regulation (GDPR) is:",
  "legal.privacy.controller.contact": "Phone: {phone} · E-mail: {email}",
  "legal.privacy.controller.officer": "We are not required to appoint a data protection officer. Please send any questions about data protection to {email}.",

  "legal.privacy.bases.title": "Overview and legal bases",
  "legal.privacy.bases.text": "We process personal data only where one of the following legal bases allows it:",
  "legal.privacy.bases.consent":
    "Art. 6(1)(a) GDPR – your consent, for example to optional cookies. You can withdraw consent at any time with effect for the future.",
  "legal.privacy.bases.contract":
    "Art. 6(1)(b) GDPR – performing a contract with you or taking steps at your request before entering into one, for example for your customer account, orders and licences.",
  "legal.privacy.bases.obligation": "Art. 6(1)(c) GDPR – a legal obligation, for example keeping invoices under tax law.",
  "legal.privacy.bases.interest": "Art. 6(1)(f) GDPR – our legitimate interests, for example running the website securely and answering enquiries.",
  "legal.privacy.bases.voluntary":
    "You are not obliged to provide personal data. Without the data needed for a contract, however, we cannot conclude or perform it.",

  "legal.privacy.website.title": "Visiting this website",
  "legal.privacy.website.text": "Whenever you open a page, your browser sends technical data that our server records in log files.",
  "legal.privacy.website.data":
    "IP address, date and time of the request, the page requested, the referring page, browser and operating system (user agent), status code and amount of data transferred.",
  "legal.privacy.website.purpose":
    "Delivering the website, keeping it stable and secure, and detecting and fending off attacks, for example by limiting request rates.",
  "legal.privacy.website.legalBasis": "Art. 6(1)(f) GDPR; our legitimate interest is a secure website that works.",
  "legal.privacy.website.retention": "Log files are deleted after 14 days at the latest, unless a single entry is needed to investigate a security incident.",

  "legal.privacy.contact.title": "Contact form and e-mail",
  "legal.privacy.contact.text":
    "When you send us a message with the contact form, we store it in our database and send it to us by e-mail; you receive a confirmation e-mail with a copy of your message. Enquiries by e-mail are processed in the same way.",
  "legal.privacy.contact.data":
    "Your name, e-mail address, company (optional), subject and message, the language of the page, the time of sending and a keyed hash of your network address, which limits how many messages can be sent from one connection; the address itself is not stored.",
  "legal.privacy.contact.purpose": "Answering and following up your enquiry and confirming its receipt to you.",
  "legal.privacy.contact.legalBasis":
    "Art. 6(1)(b) GDPR where your enquiry concerns a contract or an offer; otherwise the consent you give in the form (Art. 6(1)(a) GDPR), which you can withdraw at any time. Limiting the number of messages is based on Art. 6(1)(f) GDPR, our legitimate interest in preventing misuse.",
  "legal.privacy.contact.retention":
    "We delete contact messages 12 months after the enquiry has been dealt with, unless it leads to a contract; then the periods for contract documents apply.",

  "legal.privacy.account.title": "Customer account",
  "legal.privacy.account.data":
    "Username, e-mail address, first and last name, display name, your password (stored only as a salted Argon2id hash, never in plain text), language, sign-in sessions and the times of registration and sign-in.",
  "legal.privacy.account.purpose":
    "Providing your customer account: signing in, showing your licences, purchase history, tasks and credits, setting and resetting your password.",
  "legal.privacy.account.legalBasis": "Art. 6(1)(b) GDPR.",
  "legal.privacy.account.retention":
    "As long as the account exists. You can close it under “Account” in the customer account: we first pay back your available credits, then delete your username, e-mail address, first and last name, display name, password hash, two-factor settings, recovery codes, one-time links and all sign-in sessions at once. What we must keep as accounting records stays for 7 years under § 132 BAO: your orders with their billing details, invoices, refunds and the credit ledger. Tasks, messages and files follow the periods under “Tasks, chat and files”. Sign-in sessions otherwise end when you sign out or when they expire.",

  "legal.privacy.orders.title": "Orders, payments and invoices",
  "legal.privacy.orders.text":
    "Payments are made through Stripe (see “Processors and recipients”). You enter card and account details directly with Stripe; we receive only the payment status and a payment reference.",
  "legal.privacy.orders.data":
    "Billing details (first and last name, e-mail address, company if given, address, city, postcode, country), the products ordered, prices, VAT rate, VAT identification number if given, order and invoice numbers, and the payment status.",
  "legal.privacy.orders.purpose": "Processing your order, issuing invoices, providing licences and downloads, and bookkeeping.",
  "legal.privacy.orders.legalBasis": "Art. 6(1)(b) GDPR for the order; Art. 6(1)(c) GDPR for keeping accounting records.",
  "legal.privacy.orders.retention":
    "Invoices and accounting records are kept for 7 years under §\u00a0132 of the Austrian Federal Fiscal Code (BAO), counted from the end of the calendar year, and longer while they matter for pending proceedings.",

  "legal.privacy.tasks.title": "Tasks, chat and files",
  "legal.privacy.tasks.text":
    "When you commission work from us under “Tasks” in your customer account, we store what you and we write and send there, so that both sides can follow the whole task at any time. Files are checked for malware on our own servers before they are stored. We mail you about new messages, offers and changes to your tasks.",
  "legal.privacy.tasks.data":
    "The task (title, description, kind of service, desired date and budget if given, its state and which of our staff looks after it), the chat messages with their author and time, the files you and we attach (name, type, size, content and a checksum), our offers in every version and your acceptance (time, wording and the offer accepted), a timeline of what happened in the task and how far each side has read the chat. A task you start before signing in is kept as a draft until you have signed in.",
  "legal.privacy.tasks.purpose":
    "Preparing offers for your tasks, performing and documenting the contracts concluded on them, and telling each side about the other’s messages.",
  "legal.privacy.tasks.legalBasis":
    "Art. 6(1)(b) GDPR (steps at your request before a contract, and its performance). Keeping every version of an offer and your acceptance unchanged: Art. 6(1)(f) GDPR; our legitimate interest is being able to prove what was offered and agreed.",
  "legal.privacy.tasks.retention":
    "As long as your customer account exists. After you close it, we delete tasks, messages and files 3 years after the end of the year in which the last of your tasks ended (the limitation period of §\u00a01486 of the Austrian Civil Code, ABGB), unless they are needed for pending proceedings; accepted offers that an invoice refers to are kept with the invoice for 7 years (§\u00a0132 BAO). A draft is deleted once it has become a task, or otherwise after 7 days.",

  "legal.privacy.credits.title": "Credits",
  "legal.privacy.credits.text":
    "We keep your prepaid credits as a ledger: each movement is recorded once and never changed, and your balances are calculated from it. Top-ups are paid through our payment service provider like orders in the shop.",
  "legal.privacy.credits.data":
    "For each currency (EUR, USD), every movement of your credits with its date, amount and reference: top-ups with their payment reference, reservations for accepted offers, releases, debits for deliveries and paybacks, with the task and offer they belong to; from these, your available and reserved credits. For each payback also the top-ups it was refunded against, the payment service provider’s refund reference and the e-mail address its receipt was sent to.",
  "legal.privacy.credits.purpose": "Keeping and settling your credits, showing you your statement, paying back unused credits and bookkeeping.",
  "legal.privacy.credits.legalBasis": "Art. 6(1)(b) GDPR; Art. 6(1)(c) GDPR for keeping the ledger as an accounting record.",
  "legal.privacy.credits.retention":
    "The ledger is an accounting record: we keep each movement for 7 years under §\u00a0132 BAO, counted from the end of the calendar year in which it was made, also after you close your account, and longer while it matters for pending proceedings.",

  "legal.privacy.licenses.title": "Licences and the licence and update server",
  "legal.privacy.licenses.text":
    "Our WordPress plugins contact our licence and update server from the website on which they are installed: when a licence is activated or deactivated on the plugin's licence screen in WordPress and when the plugin is deleted, once a day to check that the licence is still valid, and together with WordPress's own update checks (about twice a day). Our free plugins from this website (Admin Notes and Austrian Holidays) contact it only for updates and send no licence key. The plugins send nothing about the content of the website or about its users.",
  "legal.privacy.licenses.data":
    "The licence key, the site's address (its home URL; on a multisite, the network's), its environment type as WordPress reports it (production, staging, development or local), the installed plugin version, the WordPress and PHP versions, and whether WordPress is set to German (for the language of our answers); for each request also the IP address of the requesting server and the time. For each activation we record when it was made and when the website last contacted us.",
  "legal.privacy.licenses.purpose":
    "Activating licences for websites and keeping to their limit of websites, delivering updates, and preventing misuse of licences.",
  "legal.privacy.licenses.legalBasis":
    "Art. 6(1)(b) GDPR (performance of the contract): activating the licence you bought, delivering its updates and keeping to its site limit. For the IP addresses in the request logs, Art. 6(1)(f) GDPR; our legitimate interest is a secure server that can fend off attacks.",
  "legal.privacy.licenses.retention":
    "As long as the licence exists; after that only as far as statutory retention periods require. Request logs are deleted after 14 days.",
  "legal.privacy.licenses.removal":
    "Deleting the plugin in WordPress, or clicking “Deactivate licence” on its licence screen, removes the website from the licence; so does deactivating the website under “My licences”. Merely deactivating the plugin in WordPress does not remove it.",

  "legal.privacy.newsletter.title": "Newsletter",
  "legal.privacy.newsletter.text":
    "We do not send a newsletter or any advertising e-mails. We send only the e-mails needed for your enquiry, account, orders and licences, such as the confirmation of your contact message, order confirmations, invoices and password resets.",

  "legal.privacy.cookies.title": "Cookies and local storage",
  "legal.privacy.cookies.text":
    "We use cookies and the storage of your browser (local storage and session storage). Under §\u00a0165(3) of the Austrian Telecommunications Act 2021 (TKG 2021), information may be stored on or read from your device without consent only where this is strictly necessary for a service you have requested; everything else requires your consent.",
  "legal.privacy.cookies.categories":
    "The categories below are the same as in our cookie banner. You decide on each category; essential storage is always active.",
  "legal.privacy.cookies.essential.text":
    "Needed for the website and the shop to work and to be secure. Legal basis: §\u00a0165(3) TKG 2021 together with Art. 6(1)(b) and (f) GDPR.",
  "legal.privacy.cookies.analytics.text":
    "Help us understand how visitors use the website, so that we can improve it. Legal basis: your consent (Art. 6(1)(a) GDPR, §\u00a0165(3) TKG 2021).",
  "legal.privacy.cookies.functionality.text":
    "Enable additional features, personalisation and embedded content from other providers. Legal basis: your consent (Art. 6(1)(a) GDPR, §\u00a0165(3) TKG 2021).",
  "legal.privacy.cookies.marketing.text":
    "Allow advertising that suits you and measuring the success of campaigns, also on other websites; advertising partners may process data outside the EU. Legal basis: your consent (Art. 6(1)(a) GDPR, §\u00a0165(3) TKG 2021).",
  "legal.privacy.cookies.noTools":
    "We currently use no tools in this category. Should we add one, it will run only after your consent and we will list it here.",
  "legal.privacy.cookies.label.kind": "Type",
  "legal.privacy.cookies.label.duration": "Storage period",
  "legal.privacy.cookies.kind.cookie": "Cookie",
  "legal.privacy.cookies.kind.localStorage": "Local storage",
  "legal.privacy.cookies.kind.sessionStorage": "Session storage",
  "legal.privacy.cookies.session.purpose": "Keeps you signed in to your customer account. Set only when you sign in; not readable by scripts (HttpOnly).",
  "legal.privacy.cookies.session.duration": "Until you sign out or the session expires.",
  "legal.privacy.cookies.language.purpose": "Remembers the language you chose with the DE/EN buttons.",
  "legal.privacy.cookies.language.duration": "1 year.",
  "legal.privacy.cookies.consent.purpose": "Records whether and when you made a choice in the cookie banner.",
  "legal.privacy.cookies.preferences.purpose": "Records your choice for each category: essential, analytics, functionality and marketing.",
  "legal.privacy.cookies.consentDuration": "Until you delete it in your browser; after a change to the categories we ask again.",
  "legal.privacy.cookies.checkout.purpose": "Hands the plugin and pricing option you chose over to the checkout.",
  "legal.privacy.cookies.checkout.duration": "Until you close the browser tab.",
  "legal.privacy.cookies.change":
    "You can change or withdraw your choice at any time with effect for the future, here or via “Cookie settings” at the bottom of every page. Withdrawing consent does not affect the lawfulness of processing carried out before.",

  "legal.privacy.recipients.title": "Processors and recipients",
  "legal.privacy.recipients.text": "We use processors who process data only on our instructions and under a contract pursuant to Art. 28 GDPR:",
  "legal.privacy.recipients.hosting":
    "Hosting: the website, the shop and the licence server run on servers of a hosting provider in data centres in the European Union.",
  "legal.privacy.recipients.payment":
    "Payment: Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Ireland, processes the payments in our shop and the top-ups of credits. For some purposes, such as fraud prevention and meeting financial regulations, Stripe acts as an independent controller; see {stripePrivacy}.",
  "legal.privacy.recipients.email":
    "E-mail delivery: we send e-mails (confirmations of contact messages, order confirmations, invoices, password resets, notices of new messages and offers in your tasks and of received top-ups) through our SMTP provider.",
  "legal.privacy.recipients.others":
    "Beyond that, we pass on data only where the law requires it, for example to tax authorities, or to our tax adviser and auditors, who are bound to professional secrecy.",

  "legal.privacy.transfers.title": "Transfers to third countries",
  "legal.privacy.transfers.text":
    "We process your data within the European Union and the European Economic Area. Stripe may transfer data to Stripe, Inc. in the USA; this is based on the European Commission’s adequacy decision for the EU-US Data Privacy Framework, under which Stripe is certified, and on standard contractual clauses (Art. 46(2)(c) GDPR).",
  "legal.privacy.transfers.marketing":
    "Tools in the marketing category may transfer data to third countries. We would load such tools only with your consent and would name the transfer and its safeguards here.",

  "legal.privacy.retention.title": "How long we keep data",
  "legal.privacy.retention.text": "We keep personal data only as long as the purposes above require or the law obliges us to. In summary:",
  "legal.privacy.retention.logs": "Server logs and request logs of the licence server: 14 days.",
  "legal.privacy.retention.contact": "Contact messages: 12 months after the enquiry has been dealt with.",
  "legal.privacy.retention.account": "Customer account: until you close it.",
  "legal.privacy.retention.invoices": "Invoices and accounting records: 7 years (§\u00a0132 BAO).",
  "legal.privacy.retention.ledger": "The credit ledger: 7 years from the end of the year of each movement (§\u00a0132 BAO).",
  "legal.privacy.retention.tasks":
    "Tasks, chat messages and files: as long as your customer account exists, then 3 years from the end of the year in which your last task ended.",
  "legal.privacy.retention.drafts": "Drafts of tasks started before signing in: until they become a task, at most 7 days.",
  "legal.privacy.retention.licenses": "Licence data and activations: as long as the licence exists, then only as far as statutory retention periods require.",
  "legal.privacy.retention.consent": "Your cookie choice: until you delete it in your browser.",

  "legal.privacy.rights.title": "Your rights",
  "legal.privacy.rights.text": "Regarding your personal data, you have the following rights:",
  "legal.privacy.rights.access": "Access: you can ask which data we hold about you and how we use it (Art. 15 GDPR).",
  "legal.privacy.rights.rectification": "Rectification: you can have incorrect or incomplete data corrected (Art. 16 GDPR).",
  "legal.privacy.rights.erasure": "Erasure: you can have your data deleted unless we must keep it by law (Art. 17 GDPR).",
  "legal.privacy.rights.restriction": "Restriction: you can have the processing of your data restricted (Art. 18 GDPR).",
  "legal.privacy.rights.portability":
    "Data portability: you can receive the data you provided in a structured, machine-readable format or have it transferred to someone else (Art. 20 GDPR).",
  "legal.privacy.rights.objection":
    "Objection: you can object at any time to processing based on our legitimate interests, on grounds relating to your particular situation (Art. 21 GDPR).",
  "legal.privacy.rights.withdrawal": "Withdrawal of consent: you can withdraw consent at any time with effect for the future (Art. 7(3) GDPR).",
  "legal.privacy.rights.exercise": "To exercise your rights, write to {email}. We answer within one month.",
  "legal.privacy.rights.complaint":
    "If you believe that our processing of your data violates data protection law, you can lodge a complaint with the supervisory authority. In Austria, this is:",
  "legal.privacy.authority.name": "Austrian Data Protection Authority (Österreichische Datenschutzbehörde)",
  "legal.privacy.authority.contact": "Phone: {phone} · E-mail: {email} · Website: {website}",

  "legal.privacy.security.title": "Security",
  "legal.privacy.security.text":
    "We transmit every page encrypted (HTTPS), store passwords only as hashes, protect the administration with two-factor authentication and keep our systems up to date.",

  "legal.privacy.changes.title": "Changes to this privacy policy",
  "legal.privacy.changes.text": "We update this privacy policy when our services or the law change. The version published here applies.",

  // Withdrawal policy and model withdrawal form of the plugin shop: FAGG Annex I parts A and B
  // (Directive 2011/83/EU Annex I), for digital content not supplied on a tangible medium.
  "legal.withdrawal.intro":
    "This policy applies to contracts that consumers conclude in our plugin shop: buying, renewing and upgrading plugin licences with their licence key, downloads and updates.",
  "legal.withdrawal.right.title": "Right of withdrawal",
  "legal.withdrawal.right.1": "You have the right to withdraw from this contract within 14 days without giving any reason.",
  "legal.withdrawal.right.2": "The withdrawal period will expire after 14 days from the day of the conclusion of the contract.",
  "legal.withdrawal.right.3":
    "To exercise the right of withdrawal, you must inform us ({company}, {address}, telephone {phone}, e-mail {email}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the {withdrawalForm}, but it is not obligatory.",
  "legal.withdrawal.right.4":
    "To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.",
  "legal.withdrawal.effects.title": "Effects of withdrawal",
  "legal.withdrawal.effects.1":
    "If you withdraw from this contract, we shall reimburse to you all payments received from you without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.",
  "legal.withdrawal.effects.2":
    "With the withdrawal, the licence keys of the contract are disabled and you receive a cancellation invoice. The downloaded plugins no longer receive updates.",
  "legal.withdrawal.expiry.title": "When the right of withdrawal ends early",
  "legal.withdrawal.expiry.1":
    "Our plugins, licence keys and updates are digital content not supplied on a tangible medium. Under § 18 (1) 11 FAGG (Art. 16 (m) of Directive 2011/83/EU) your right of withdrawal ends once we have begun performing the contract after you expressly consented to our beginning before the withdrawal period ends and acknowledged that you thereby lose your right of withdrawal, and we have confirmed that consent to you.",
  "legal.withdrawal.expiry.2":
    "You give this consent at the checkout with a checkbox of its own that is not ticked in advance; we accept no order without it. We begin performing the contract as soon as your payment has arrived: we then provide the licence key and the downloads and confirm your consent in the order confirmation by e-mail.",
  "legal.withdrawal.expiry.3":
    "As long as we have not begun performing the contract, for example because your payment has not arrived yet, you may withdraw as described above.",
  "legal.withdrawal.scope.title": "Who may withdraw",
  "legal.withdrawal.scope.1":
    "The right of withdrawal is a right of consumers (§ 1 KSchG). Contracts with businesses, in particular when a VAT ID is given, carry no statutory right of withdrawal.",
  "legal.withdrawal.end": "– End of the withdrawal policy –",
  "legal.withdrawal.formLink": "model withdrawal form",
  "legal.withdrawal.policyLink": "withdrawal policy",

  "legal.withdrawalForm.intro":
    "If you want to withdraw from the contract, please complete and return this form by post or e-mail. You need not use it; any unequivocal statement is enough (see our {withdrawalPolicy}).",
  "legal.withdrawalForm.heading": "Model withdrawal form",
  "legal.withdrawalForm.to": "To {company}, {address}, e-mail: {email}",
  "legal.withdrawalForm.declaration":
    "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the supply of the following digital content (*)/for the provision of the following service (*):",
  "legal.withdrawalForm.orderedOn": "Ordered on (*)/received on (*), order number:",
  "legal.withdrawalForm.name": "Name of consumer(s):",
  "legal.withdrawalForm.address": "Address of consumer(s):",
  "legal.withdrawalForm.signature": "Signature of consumer(s) (only if this form is notified on paper):",
  "legal.withdrawalForm.date": "Date:",
  "legal.withdrawalForm.strike": "(*) Delete as appropriate.",
} as const;
