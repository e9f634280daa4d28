import type { legalEn } from "../en/legal.ts";

export const legalDe = {
  "legal.toc.title": "Inhalt",
  "legal.version": "Stand: November 2026",
  "legal.link.privacyPolicy": "Datenschutzerklärung",
  "legal.link.cookieSettings": "Cookie-Einstellungen öffnen",

  // Impressum: §\u00a05 ECG, §\u00a014 UGB, §\u00a025 MedienG.
  "legal.imprint.title": "Impressum",
  "legal.imprint.intro":
    "Informationen gemäß §\u00a05 E-Commerce-Gesetz (ECG), §\u00a014 Unternehmensgesetzbuch (UGB) und Offenlegung gemäß §\u00a025 Mediengesetz (MedienG).",
  "legal.imprint.mediaOwner.label": "Medieninhaber und Herausgeber",
  "legal.imprint.mediaOwner.value": "{company}",
  "legal.imprint.legalForm.label": "Rechtsform",
  "legal.imprint.legalForm.value": "Gesellschaft mit beschränkter Haftung ({legalForm})",
  "legal.imprint.seat.label": "Firmensitz",
  "legal.imprint.seat.value": "{city}, {country}",
  "legal.imprint.address.label": "Anschrift",
  "legal.imprint.address.value": "{postalAddress}",
  "legal.imprint.managingDirector.label": "Geschäftsführung",
  "legal.imprint.managingDirector.value": "{managingDirector}",
  "legal.imprint.businessPurpose.label": "Unternehmensgegenstand",
  "legal.imprint.businessPurpose.value": "Entwicklung von Websites, Apps und Software; Vertrieb von WordPress-Plugins",
  "legal.imprint.register.label": "Firmenbuchnummer und Firmenbuchgericht",
  "legal.imprint.register.value": "{commercialRegister}",
  "legal.imprint.vatId.label": "UID-Nummer",
  "legal.imprint.vatId.value": "{vatId}",
  "legal.imprint.phone.label": "Telefon",
  "legal.imprint.phone.value": "{phone}",
  "legal.imprint.email.label": "E-Mail",
  "legal.imprint.email.value": "{email}",
  "legal.imprint.chamber.label": "Kammerzugehörigkeit",
  "legal.imprint.chamber.value": "{chamber}, {professionalGroup}",
  "legal.imprint.tradeLicense.label": "Gewerbeberechtigung",
  "legal.imprint.tradeLicense.value": "„{tradeLicense}“ (freies Gewerbe), verliehen in Österreich",
  "legal.imprint.authority.label": "Aufsichtsbehörde (Gewerbebehörde)",
  "legal.imprint.authority.value": "{tradeAuthority}",
  "legal.imprint.law.label": "Berufsrechtliche Vorschriften",
  "legal.imprint.law.value": "Gewerbeordnung (GewO), abrufbar unter {ris}",
  "legal.imprint.direction.label": "Grundlegende Richtung (§\u00a025 Abs. 4 MedienG)",
  "legal.imprint.direction.value":
    "Information über die Entwicklungsleistungen und WordPress-Plugins von {companyName}, Dokumentation unserer Plugins sowie Fachbeiträge zu WordPress-, Web-, App- und KI-Entwicklung.",
  "legal.imprint.disputes.title": "Online-Streitbeilegung",
  "legal.imprint.disputes.text":
    "Die Online-Streitbeilegungsplattform der Europäischen Kommission wurde am 20. Juli 2025 eingestellt. Bei Streitigkeiten mit Verbraucherinnen und Verbrauchern über Online-Käufe und -Dienstleistungen kann die Internet Ombudsstelle ({ombudsstelle}) als staatlich anerkannte Stelle zur alternativen Streitbeilegung in Österreich angerufen werden; wir sind bereit, an ihren Verfahren teilzunehmen.",
  "legal.imprint.privacy.title": "Datenschutz",
  "legal.imprint.privacy.text": "Wie wir personenbezogene Daten verarbeiten und welche Cookies wir verwenden, erklärt unsere {privacyPolicy}.",

  // Allgemeine Geschäftsbedingungen: der Plugin-Shop und Aufträge auf der Auftragsplattform; ihre Zahlen gibt der Kunde vor (docs/requirements.md).
  "legal.terms.title": "Allgemeine Geschäftsbedingungen",
  "legal.terms.intro":
    "Diese Bedingungen regeln alles, was wir auf dieser Website verkaufen: Lizenzen für unsere WordPress-Plugins aus dem Plugin-Shop und Entwicklungsleistungen, die Auftraggeber auf der Auftragsplattform ihres Kundenkontos bei uns beauftragen.",

  "legal.terms.scope.title": "Geltungsbereich",
  "legal.terms.scope.1":
    "Diese Allgemeinen Geschäftsbedingungen („AGB“) gelten für alle Verträge zwischen der {company}, {address} („wir“, „uns“), und ihren Kundinnen und Kunden („Auftraggeber“), die auf dieser Website geschlossen werden: Käufe in unserem Plugin-Shop und Entwicklungsleistungen, die über unsere Auftragsplattform („Plattform“) beauftragt werden. Die Plattform ist Teil des Kundenkontos auf dieser Website, unter „Aufgaben“: Dort beschreiben Auftraggeber Aufgaben, besprechen sie mit uns im Chat, erhalten Angebote und bezahlen diese mit vorausbezahltem Guthaben.",
  "legal.terms.scope.2":
    "Der Abschnitt „Plugin-Lizenzen“ regelt Käufe im Plugin-Shop; die Abschnitte von „Vertragsabschluss“ bis „Gewährleistung“ regeln Aufträge auf der Plattform; alle übrigen Abschnitte gelten für beide.",
  "legal.terms.scope.3":
    "Es gilt die bei Vertragsabschluss gültige Fassung dieser AGB. Abweichende oder ergänzende Bedingungen des Auftraggebers werden nicht Vertragsinhalt, auch wenn wir ihnen nicht ausdrücklich widersprechen, es sei denn, wir stimmen ihnen schriftlich zu.",
  "legal.terms.scope.4":
    "Ist der Auftraggeber Verbraucher im Sinne des Konsumentenschutzgesetzes (KSchG), gelten diese AGB nur, soweit zwingende Bestimmungen des Verbraucherrechts nicht anderes vorsehen.",

  "legal.terms.licenses.title": "Plugin-Lizenzen",
  "legal.terms.licenses.1":
    "Im Plugin-Shop wählt der Auftraggeber ein Plugin und einen Lizenztarif, gibt an der Kasse seine Rechnungsdaten an und bezahlt über unseren Zahlungsdienstleister. Die Bestellung ist ein verbindliches Angebot; wir nehmen es an, indem wir nach Eingang der Zahlung Lizenzschlüssel, Download und Rechnung im Kundenkonto bereitstellen, und bestätigen die Bestellung per E-Mail. Verlängerungen und Upgrades einer Lizenz sind eigene Bestellungen.",
  "legal.terms.licenses.2":
    "Unsere Plugins stehen unter der GNU General Public License (Version 2 oder später). Eine Lizenz berechtigt dazu, den Lizenzschlüssel auf so vielen Websites zu aktivieren, wie ihr Tarif nennt, und für die Laufzeit des Tarifs ab dem Tag der Zahlung Updates und Support zu erhalten. Ein Schlüssel kann durch Deaktivieren von einer Website auf eine andere übertragen werden; einen Schlüssel, der veröffentlicht oder über seinen Tarif hinaus verwendet wird, dürfen wir sperren.",
  "legal.terms.licenses.3":
    "Endet die Laufzeit, arbeitet das Plugin weiter, erhält aber keine Updates und keinen Support mehr. Der Auftraggeber kann die Lizenz unter „Meine Lizenzen“ mit demselben Schlüssel verlängern; eine Verlängerung vor dem Ablaufdatum schließt an die laufende Laufzeit an, eine danach beginnt am Tag der Zahlung. Wir verlängern Lizenzen nie automatisch. Ein Upgrade in einen größeren Tarif kostet den Unterschied zwischen den beiden Tarifen; Schlüssel und Ablaufdatum bleiben gleich.",
  "legal.terms.licenses.4":
    "Innerhalb von 30 Tagen nach einem Kauf oder einer Verlängerung erstatten wir diese auf Verlangen vollständig, ohne dass der Auftraggeber Gründe nennen muss; die Lizenz endet dann und wird auf allen Websites deaktiviert. Das gesetzliche Rücktrittsrecht von Verbrauchern beschreibt unsere {withdrawalPolicy} mit dem {withdrawalForm}.",
  "legal.terms.licenses.5":
    "Mängel eines Plugins beheben wir während der Laufzeit der Lizenz mit Updates. Die gesetzlichen Gewährleistungsrechte von Verbrauchern nach dem Verbrauchergewährleistungsgesetz (VGG) bleiben unberührt.",

  "legal.terms.contract.title": "Vertragsabschluss",
  "legal.terms.contract.1":
    "Für die Beauftragung ist ein Kundenkonto erforderlich. Die Angaben im Kundenkonto müssen wahr und vollständig sein und aktuell gehalten werden.",
  "legal.terms.contract.2":
    "Eine Aufgabe, die der Auftraggeber anlegt – Titel, Beschreibung, Art der Leistung und auf Wunsch Wunschtermin, Budget und Dateien –, ist eine Einladung an uns, ein Angebot zu legen; sie ist noch kein Auftrag. Wir prüfen die Aufgabe und klären offene Fragen bei Bedarf im Chat.",
  "legal.terms.contract.3":
    "Unser Angebot nennt den Leistungsumfang, die Währung (EUR oder USD) und für jede angebotene Lieferart den Nettopreis in Guthaben und den voraussichtlichen Liefertermin, sofern vereinbart die Teillieferungen mit ihrem Anteil am Preis sowie das Datum, bis zu dem es angenommen werden kann. Bis dahin sind wir an das Angebot gebunden.",
  "legal.terms.contract.4":
    "Der Vertrag kommt zustande, sobald der Auftraggeber eine Lieferart des Angebots auf der Plattform mit „Angebot annehmen“ annimmt. Wir halten den Zeitpunkt der Annahme, ihren Wortlaut und das angenommene Angebot fest; der Auftraggeber kann sie jederzeit in der Aufgabe einsehen.",
  "legal.terms.contract.5":
    "Im Chat besprochene Änderungen des Leistungsumfangs werden verbindlich, sobald wir sie mit einem geänderten Angebot bestätigen und der Auftraggeber dieses annimmt. Ein geändertes Angebot ersetzt das offene; jede frühere Fassung bleibt unverändert im Verlauf der Aufgabe, und der Chat dokumentiert die getroffenen Vereinbarungen.",

  "legal.terms.services.title": "Leistungen",
  "legal.terms.services.1":
    "Wir erbringen Leistungen der Softwareentwicklung, insbesondere WordPress-Websites und -Plugins, Web- und Mobile-Apps, Individualsoftware und KI-Funktionen. Art und Umfang der Leistungen ergeben sich abschließend aus dem angenommenen Angebot und der darin genannten Aufgabenbeschreibung.",
  "legal.terms.services.2":
    "Wir erbringen die Leistungen fachgerecht nach dem bei Angebotslegung anerkannten Stand der Technik. Wünsche, die über das Angebot hinausgehen, behandeln wir als neue Aufgabe oder als geändertes Angebot.",
  "legal.terms.services.3":
    "Wir führen Aufgaben mit eigenen Mitarbeiterinnen und Mitarbeitern aus. Wir dürfen Subunternehmer beiziehen; für deren Leistungen sind wir dem Auftraggeber gegenüber wie für eigene verantwortlich.",

  "legal.terms.cooperation.title": "Mitwirkung des Auftraggebers",
  "legal.terms.cooperation.1":
    "Der Auftraggeber stellt alle für die Aufgabe nötigen Informationen, Inhalte, Zugangsdaten und Unterlagen rechtzeitig und vollständig über die Plattform bereit, etwa Zugänge zu Testsystemen, Texte, Bilder und Gestaltungsrichtlinien.",
  "legal.terms.cooperation.2":
    "Der Auftraggeber sichert zu, über die nötigen Rechte an allen bereitgestellten Materialien zu verfügen, und hält uns gegenüber Ansprüchen Dritter aus deren Verwendung schad- und klaglos.",
  "legal.terms.cooperation.3":
    "Verzögerungen durch fehlende oder verspätete Mitwirkung verlängern die Lieferfrist entsprechend. Dadurch entstehenden Mehraufwand verrechnen wir nach vorheriger Ankündigung gesondert.",

  "legal.terms.delivery.title": "Lieferung",
  "legal.terms.delivery.1":
    "Die Plattform bietet zwei Lieferarten: normal und schnell. Das Angebot nennt für jede angebotene Lieferart den Preis und den voraussichtlichen Liefertermin; schnelle Lieferung bieten wir nicht für jede Aufgabe an. Der Auftraggeber wählt die Lieferart bei Annahme des Angebots.",
  "legal.terms.delivery.2":
    "Bei normaler Lieferung planen wir die Aufgabe in unsere laufende Projektplanung ein. Bei schneller Lieferung bearbeiten wir sie vorrangig; dafür fällt der im Angebot ausgewiesene Aufpreis an. Wir beginnen mit der Arbeit, sobald der Preis des angenommenen Angebots im Guthaben des Auftraggebers reserviert ist.",
  "legal.terms.delivery.3":
    "Liefertermine sind nur verbindlich, wenn sie im Angebot ausdrücklich als Fixtermin bezeichnet sind. Überschreiten wir einen Fixtermin, kann der Auftraggeber nach Setzung einer angemessenen Nachfrist schriftlich vom Vertrag zurücktreten.",
  "legal.terms.delivery.4":
    "Wir liefern die Ergebnisse über die Plattform, etwa als Download, als Zugang zu einem Repository oder durch Installation auf dem System des Auftraggebers; sieht das Angebot Teillieferungen vor, wird jeder Teil für sich geliefert und abgenommen. Ein Ergebnis gilt als abgenommen, sobald der Auftraggeber die Abnahme auf der Plattform bestätigt oder es produktiv nutzt.",

  "legal.terms.payment.title": "Preise, Guthaben und Zahlung",
  "legal.terms.payment.1":
    "Leistungen auf der Plattform werden mit vorausbezahltem Guthaben (Prepaid-Guthaben) bezahlt. Der Auftraggeber lädt Guthaben in Euro oder Dollar (EUR oder USD) unter „Guthaben“ im Kundenkonto auf, 50 bis 20.000 je Aufladung. Guthaben wird im Verhältnis 1:1 geführt (1 Guthaben entspricht 1,00 EUR beziehungsweise 1,00 USD) und in der Währung gehalten, in der es aufgeladen wurde; ein Angebot wird aus dem Guthaben seiner Währung bezahlt.",
  "legal.terms.payment.2":
    "Eine Aufladung ist eine Vorauszahlung für noch nicht bestimmte Leistungen; ihre Zahlungsbestätigung weist keine Umsatzsteuer aus. Die Preise in Angeboten sind Nettopreise. Die Umsatzsteuer kommt auf der Rechnung für die Leistung nach den Rechnungsdaten des Auftraggebers hinzu: 20\u00a0% in Österreich, für Verbraucher in anderen EU-Staaten der Satz ihres Landes, keine für Unternehmen in anderen EU-Staaten mit gültiger UID-Nummer (Übergang der Steuerschuld) und für Auftraggeber außerhalb der EU. Vor der Annahme sieht der Auftraggeber für jede Lieferart Nettopreis, Umsatzsteuer und Gesamtbetrag.",
  "legal.terms.payment.3":
    "Mit Annahme eines Angebots wird sein Gesamtbetrag (Nettopreis zuzüglich Umsatzsteuer) im Guthaben des Auftraggebers in der Währung des Angebots reserviert; reserviertes Guthaben kann für nichts anderes verwendet werden. Reicht das verfügbare Guthaben nicht aus, zeigt die Aufgabe den fehlenden Betrag, und die Reservierung erfolgt von selbst, sobald eine Aufladung eingegangen ist.",
  "legal.terms.payment.4":
    "Reserviertes Guthaben wird bei Lieferung abgebucht; sieht das Angebot Teillieferungen vor, wird der Anteil jedes Teils bei seiner Lieferung abgebucht. Für jede Abbuchung erhält der Auftraggeber eine Rechnung. Das Kundenkonto zeigt das verfügbare und das reservierte Guthaben jeder Währung und jede Bewegung.",
  "legal.terms.payment.5":
    "Guthaben verfällt nicht. Verfügbares Guthaben zahlen wir auf Verlangen jederzeit in der Währung, in der es aufgeladen wurde, über das ursprüngliche Zahlungsmittel zurück: Unter „Guthaben“ im Kundenkonto wählt der Kunde den Betrag einer Währung, und wir erstatten ihn über unseren Zahlungsdienstleister auf die eigenen Aufladungen des Kunden, die jüngste zuerst, eine Aufladung auch teilweise, wo das genügt. Reserviertes Guthaben ist nicht erstattbar, solange sein Auftrag läuft; die Seite zeigt, wie viel reserviert ist. Jede Auszahlung erfolgt einmal, mit einem Auszahlungsbeleg auf der Seite und per E-Mail; wie die Aufladung trägt sie keine Umsatzsteuer. Das Schließen des Kundenkontos zahlt das gesamte verfügbare Guthaben aus; es ist möglich, sobald kein Guthaben reserviert ist.",
  "legal.terms.payment.6": "Die Zahlungsabwicklung übernimmt unser Zahlungsdienstleister; Karten- und Kontodaten erhalten wir nicht.",

  "legal.terms.cancellation.title": "Stornierung",
  "legal.terms.cancellation.1":
    "Der Auftraggeber kann einen angenommenen Auftrag bis zur Lieferung jederzeit stornieren. Bis zur Stornierung erbrachte Leistungen verrechnen wir vollständig. Für den noch nicht abgerechneten Teil des Auftrags berechnen wir eine Stornogebühr von 30\u00a0% des noch nicht abgerechneten Auftragswerts. Beides wird vom reservierten Guthaben abgebucht; das übrige reservierte Guthaben wird freigegeben.",
  "legal.terms.cancellation.2":
    "Das gesetzliche Rücktrittsrecht von Verbrauchern nach dem Fern- und Auswärtsgeschäfte-Gesetz (FAGG) und das richterliche Mäßigungsrecht bleiben unberührt.",
  "legal.terms.cancellation.3":
    "Wir können einen Auftrag aus wichtigem Grund stornieren, insbesondere wenn der Auftraggeber trotz Mahnung wesentliche Mitwirkungspflichten verletzt. Erbrachte Leistungen werden dann verrechnet, das übrige reservierte Guthaben wird freigegeben.",

  "legal.terms.warranty.title": "Gewährleistung",
  "legal.terms.warranty.1":
    "Wir leisten Gewähr dafür, dass die Ergebnisse die im Angebot vereinbarten Eigenschaften haben. Der Auftraggeber meldet Mängel über die Plattform und beschreibt sie so, dass wir sie nachvollziehen können.",
  "legal.terms.warranty.2":
    "Mängel beheben wir nach unserer Wahl durch Verbesserung oder Austausch innerhalb angemessener Frist. Fehler, die auf Änderungen durch den Auftraggeber oder Dritte, auf Software Dritter, auf das Hosting oder auf nach der Abnahme eingespielte Updates von WordPress, Themes oder Plugins zurückgehen, sind keine Mängel unserer Leistung.",
  "legal.terms.warranty.3":
    "Die Gewährleistung erlischt 6 Monate nach Abnahme. Gegenüber Unternehmern ist die Vermutung der Mangelhaftigkeit nach §\u00a0924 ABGB ausgeschlossen und es gilt die Rügepflicht nach §\u00a0377 UGB. Für Verbraucher gelten die gesetzlichen Gewährleistungsfristen.",

  "legal.terms.liability.title": "Haftung",
  "legal.terms.liability.1":
    "Wir haften für Schäden nur bei Vorsatz und grober Fahrlässigkeit; die Haftung für leichte Fahrlässigkeit ist ausgeschlossen. Das gilt nicht für Personenschäden.",
  "legal.terms.liability.2":
    "Die Haftung für entgangenen Gewinn, mittelbare Schäden, Folgeschäden und Ansprüche Dritter ist ausgeschlossen, soweit das gesetzlich zulässig ist.",
  "legal.terms.liability.3":
    "Für den Verlust von Daten haften wir nur für den Aufwand, der zur Wiederherstellung aus den Datensicherungen des Auftraggebers nötig ist, höchstens jedoch bis 10\u00a0% des Auftragswerts.",
  "legal.terms.liability.4": "Unsere Haftung ist insgesamt mit EUR\u00a015.000 begrenzt.",
  "legal.terms.liability.5":
    "Schadenersatzansprüche erlöschen, wenn sie nicht innerhalb von 1 Jahr ab Kenntnis von Schaden und Schädiger gerichtlich geltend gemacht werden.",
  "legal.terms.liability.6":
    "Diese Beschränkungen gelten auch zugunsten unserer Mitarbeiterinnen, Mitarbeiter und Erfüllungsgehilfen. Gegenüber Verbrauchern gelten sie nur, soweit §\u00a06 KSchG nicht anderes vorsieht.",

  "legal.terms.data.title": "Datensicherung, Datenschutz und Vertraulichkeit",
  "legal.terms.data.1":
    "Der Auftraggeber ist für die regelmäßige Sicherung seiner Daten und Systeme verantwortlich, insbesondere bevor wir an einem Live-System arbeiten.",
  "legal.terms.data.2":
    "Wir verarbeiten personenbezogene Daten nach der DSGVO und unserer {privacyPolicy}. Verarbeiten wir personenbezogene Daten im Auftrag des Auftraggebers, schließen die Parteien eine Vereinbarung zur Auftragsverarbeitung nach Art. 28 DSGVO.",
  "legal.terms.data.3":
    "Beide Parteien behandeln Geschäfts- und Betriebsgeheimnisse, die ihnen im Rahmen des Vertrags bekannt werden, auch nach dessen Ende vertraulich.",

  "legal.terms.nonSolicitation.title": "Abwerbeverbot",
  "legal.terms.nonSolicitation.1":
    "Der Auftraggeber verpflichtet sich, während der Vertragsdauer und für 12 Monate nach Vertragsende keine unserer Mitarbeiterinnen, Mitarbeiter oder freien Mitarbeiter, die an seinen Aufgaben mitgewirkt haben, abzuwerben oder direkt oder über Dritte zu beschäftigen.",

  "legal.terms.rights.title": "Geistiges Eigentum und Nutzungsrechte",
  "legal.terms.rights.1":
    "Mit vollständiger Bezahlung erhält der Auftraggeber an den eigens für ihn geschaffenen Ergebnissen das ausschließliche, zeitlich und räumlich unbeschränkte Werknutzungsrecht für den im Angebot genannten Zweck. Bis dahin darf er die Ergebnisse nur zu Testzwecken nutzen.",
  "legal.terms.rights.2":
    "An vorbestehenden Komponenten, Bibliotheken, Werkzeugen und unseren eigenen Plugins behalten wir alle Rechte; der Auftraggeber erhält daran ein nicht ausschließliches, unbefristetes Nutzungsrecht als Teil des Ergebnisses.",
  "legal.terms.rights.3":
    "Open-Source-Komponenten, etwa WordPress selbst (lizenziert unter der GPL), unterliegen weiterhin ihren Lizenzen; soweit diese es verlangen, gelten sie auch für die darauf aufbauenden Ergebnisse.",
  "legal.terms.rights.4": "Wir dürfen den Auftraggeber als Referenz nennen, sofern er dem nicht widerspricht.",

  "legal.terms.law.title": "Anwendbares Recht und Gerichtsstand",
  "legal.terms.law.1":
    "Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen des internationalen Privatrechts und des UN-Kaufrechts (CISG). Gegenüber Verbrauchern bleiben zwingende Bestimmungen des Staates, in dem sie ihren gewöhnlichen Aufenthalt haben, unberührt.",
  "legal.terms.law.2": "Erfüllungsort ist unser Sitz in Wien.",
  "legal.terms.law.3":
    "Gerichtsstand für alle Streitigkeiten aus dem Vertrag ist das sachlich zuständige Gericht in Wien. Für Klagen gegen Verbraucher gilt der Gerichtsstand nach §\u00a014 KSchG.",

  "legal.terms.final.title": "Schlussbestimmungen und salvatorische Klausel",
  "legal.terms.final.1":
    "Sollte eine Bestimmung dieser AGB unwirksam sein oder werden, bleiben die übrigen Bestimmungen wirksam. An die Stelle der unwirksamen Bestimmung tritt eine wirksame, die ihrem wirtschaftlichen Zweck am nächsten kommt.",
  "legal.terms.final.2": "Änderungen und Ergänzungen des Vertrags bedürfen der Schriftform; E-Mail und Nachrichten über die Plattform genügen.",
  "legal.terms.final.3": "Änderungen dieser AGB gelten nur für Verträge, die nach ihrer Veröffentlichung geschlossen werden.",

  // Datenschutzerklärung (Art. 13 DSGVO).
  "legal.privacy.intro":
    "Diese Datenschutzerklärung informiert Sie darüber, welche personenbezogenen Daten wir verarbeiten, wenn Sie unsere Website, unseren Plugin-Shop, Ihr Kundenkonto mit seinen Aufgaben und seinem Guthaben und unseren Lizenz- und Update-Server nutzen, zu welchen Zwecken, auf welcher Rechtsgrundlage und wie lange, und welche Rechte Sie haben.",
  "legal.privacy.label.data": "Daten",
  "legal.privacy.label.purpose": "Zweck",
  "legal.privacy.label.legalBasis": "Rechtsgrundlage",
  "legal.privacy.label.retention": "Speicherdauer",

  "legal.privacy.controller.title": "Verantwortlicher",
  "legal.privacy.controller.text": "Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:",
  "legal.privacy.controller.contact": "Telefon: {phone} · E-Mail: {email}",
  "legal.privacy.controller.officer":
    "Wir sind nicht verpflichtet, eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten zu bestellen. Ihre Fragen zum Datenschutz richten Sie bitte an {email}.",

  "legal.privacy.bases.title": "Überblick und Rechtsgrundlagen",
  "legal.privacy.bases.text": "Wir verarbeiten personenbezogene Daten nur, wenn eine der folgenden Rechtsgrundlagen das erlaubt:",
  "legal.privacy.bases.consent":
    "Art. 6 Abs. 1 lit. a DSGVO – Ihre Einwilligung, etwa in optionale Cookies. Sie können eine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen.",
  "legal.privacy.bases.contract":
    "Art. 6 Abs. 1 lit. b DSGVO – die Erfüllung eines Vertrags mit Ihnen oder vorvertragliche Maßnahmen auf Ihre Anfrage, etwa für Ihr Kundenkonto, Bestellungen und Lizenzen.",
  "legal.privacy.bases.obligation": "Art. 6 Abs. 1 lit. c DSGVO – eine rechtliche Verpflichtung, etwa die Aufbewahrung von Rechnungen nach dem Steuerrecht.",
  "legal.privacy.bases.interest":
    "Art. 6 Abs. 1 lit. f DSGVO – unsere berechtigten Interessen, etwa der sichere Betrieb der Website und die Beantwortung von Anfragen.",
  "legal.privacy.bases.voluntary":
    "Sie sind nicht verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne die für einen Vertrag nötigen Daten können wir diesen allerdings nicht abschließen oder erfüllen.",

  "legal.privacy.website.title": "Besuch dieser Website",
  "legal.privacy.website.text": "Bei jedem Seitenaufruf übermittelt Ihr Browser technische Daten, die unser Server in Logdateien festhält.",
  "legal.privacy.website.data":
    "IP-Adresse, Datum und Uhrzeit des Zugriffs, aufgerufene Seite, verweisende Seite, Browser und Betriebssystem (User-Agent), Statuscode und übertragene Datenmenge.",
  "legal.privacy.website.purpose":
    "Auslieferung der Website, Sicherstellung von Stabilität und Sicherheit sowie Erkennung und Abwehr von Angriffen, etwa durch die Begrenzung der Anfragen.",
  "legal.privacy.website.legalBasis": "Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist eine sichere, funktionierende Website.",
  "legal.privacy.website.retention":
    "Logdateien werden spätestens nach 14 Tagen gelöscht, außer ein einzelner Eintrag wird zur Aufklärung eines Sicherheitsvorfalls benötigt.",

  "legal.privacy.contact.title": "Kontaktformular und E-Mail",
  "legal.privacy.contact.text":
    "Wenn Sie uns über das Kontaktformular schreiben, speichern wir Ihre Nachricht in unserer Datenbank und senden sie uns per E-Mail zu; Sie erhalten eine Bestätigung per E-Mail mit einer Kopie Ihrer Nachricht. Anfragen per E-Mail verarbeiten wir ebenso.",
  "legal.privacy.contact.data":
    "Ihr Name, Ihre E-Mail-Adresse, Firma (optional), Betreff und Nachricht, die Sprache der Seite, der Zeitpunkt des Absendens sowie ein mit geheimem Schlüssel gebildeter Hashwert Ihrer Netzwerkadresse, mit dem wir begrenzen, wie viele Nachrichten von einem Anschluss gesendet werden; die Adresse selbst speichern wir nicht.",
  "legal.privacy.contact.purpose": "Beantwortung und Bearbeitung Ihrer Anfrage sowie die Bestätigung ihres Eingangs.",
  "legal.privacy.contact.legalBasis":
    "Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage einen Vertrag oder ein Angebot betrifft; sonst Ihre im Formular erteilte Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können. Die Begrenzung der Nachrichten beruht auf Art. 6 Abs. 1 lit. f DSGVO, unserem berechtigten Interesse am Schutz vor Missbrauch.",
  "legal.privacy.contact.retention":
    "Wir löschen Kontaktanfragen 12 Monate nach ihrer Erledigung, außer daraus entsteht ein Vertrag; dann gelten die Fristen für Vertragsunterlagen.",

  "legal.privacy.account.title": "Kundenkonto",
  "legal.privacy.account.data":
    "Benutzername, E-Mail-Adresse, Vor- und Nachname, Anzeigename, Ihr Passwort (nur als gesalzener Argon2id-Hash gespeichert, nie im Klartext), Sprache, Anmeldesitzungen sowie die Zeitpunkte von Registrierung und Anmeldung.",
  "legal.privacy.account.purpose":
    "Bereitstellung Ihres Kundenkontos: Anmeldung, Anzeige Ihrer Lizenzen, Ihrer Kaufhistorie, Ihrer Aufgaben und Ihres Guthabens, Festlegen und Zurücksetzen Ihres Passworts.",
  "legal.privacy.account.legalBasis": "Art. 6 Abs. 1 lit. b DSGVO.",
  "legal.privacy.account.retention":
    "Solange das Konto besteht. Sie können es unter „Konto“ im Kundenkonto schließen: Wir zahlen zuerst Ihr verfügbares Guthaben zurück und löschen dann sofort Benutzername, E-Mail-Adresse, Vor- und Nachname, Anzeigename, Passwort-Hash, Zwei-Faktor-Einstellungen, Wiederherstellungscodes, Einmal-Links und alle Anmeldesitzungen. Was wir als Buchhaltungsunterlagen aufbewahren müssen, bleibt 7 Jahre nach § 132 BAO: Ihre Bestellungen mit ihren Rechnungsdaten, Rechnungen, Erstattungen und das Guthaben-Kontobuch. Für Aufgaben, Nachrichten und Dateien gelten die Fristen unter „Aufgaben, Chat und Dateien“. Anmeldesitzungen enden sonst mit der Abmeldung oder mit ihrem Ablauf.",

  "legal.privacy.orders.title": "Bestellungen, Zahlungen und Rechnungen",
  "legal.privacy.orders.text":
    "Zahlungen wickeln wir über Stripe ab (siehe „Auftragsverarbeiter und Empfänger“). Karten- und Kontodaten geben Sie direkt bei Stripe ein; wir erhalten nur den Zahlungsstatus und eine Zahlungsreferenz.",
  "legal.privacy.orders.data":
    "Rechnungsdaten (Vor- und Nachname, E-Mail-Adresse, gegebenenfalls Firma, Adresse, Ort, Postleitzahl, Land), die bestellten Produkte, Preise, Umsatzsteuersatz, gegebenenfalls UID-Nummer, Bestell- und Rechnungsnummern sowie der Zahlungsstatus.",
  "legal.privacy.orders.purpose": "Abwicklung Ihrer Bestellung, Rechnungslegung, Bereitstellung von Lizenzen und Downloads sowie Buchhaltung.",
  "legal.privacy.orders.legalBasis":
    "Art. 6 Abs. 1 lit. b DSGVO für die Bestellung; Art. 6 Abs. 1 lit. c DSGVO für die Aufbewahrung der Buchhaltungsunterlagen.",
  "legal.privacy.orders.retention":
    "Rechnungen und Buchhaltungsunterlagen bewahren wir gemäß §\u00a0132 Bundesabgabenordnung (BAO) 7 Jahre ab dem Ende des Kalenderjahres auf, darüber hinaus, solange sie für ein anhängiges Verfahren von Bedeutung sind.",

  "legal.privacy.tasks.title": "Aufgaben, Chat und Dateien",
  "legal.privacy.tasks.text":
    "Wenn Sie unter „Aufgaben“ in Ihrem Kundenkonto Leistungen bei uns beauftragen, speichern wir, was Sie und wir dort schreiben und senden, damit beide Seiten die ganze Aufgabe jederzeit nachvollziehen können. Dateien prüfen wir vor dem Speichern auf unseren eigenen Servern auf Schadsoftware. Über neue Nachrichten, Angebote und Änderungen Ihrer Aufgaben informieren wir Sie per E-Mail.",
  "legal.privacy.tasks.data":
    "Die Aufgabe (Titel, Beschreibung, Art der Leistung, gegebenenfalls Wunschtermin und Budget, ihr Stand und wer von uns sie betreut), die Chat-Nachrichten mit Verfasser und Zeitpunkt, die Dateien, die Sie und wir anhängen (Name, Typ, Größe, Inhalt und eine Prüfsumme), unsere Angebote in jeder Fassung und Ihre Annahme (Zeitpunkt, Wortlaut und das angenommene Angebot), ein Verlauf der Ereignisse der Aufgabe sowie, wie weit jede Seite den Chat gelesen hat. Eine Aufgabe, die Sie vor der Anmeldung beginnen, bewahren wir als Entwurf auf, bis Sie angemeldet sind.",
  "legal.privacy.tasks.purpose":
    "Erstellung von Angeboten zu Ihren Aufgaben, Erfüllung und Dokumentation der darüber geschlossenen Verträge und Benachrichtigung jeder Seite über Nachrichten der anderen.",
  "legal.privacy.tasks.legalBasis":
    "Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen auf Ihre Anfrage und Vertragserfüllung). Die unveränderte Aufbewahrung jeder Angebotsfassung und Ihrer Annahme: Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der Nachweis, was angeboten und vereinbart wurde.",
  "legal.privacy.tasks.retention":
    "Solange Ihr Kundenkonto besteht. Schließen Sie es, löschen wir Aufgaben, Nachrichten und Dateien 3 Jahre nach dem Ende des Jahres, in dem Ihre letzte Aufgabe abgeschlossen wurde (Verjährungsfrist nach §\u00a01486 ABGB), außer sie werden für ein anhängiges Verfahren benötigt; angenommene Angebote, auf die sich eine Rechnung bezieht, bewahren wir mit der Rechnung 7 Jahre auf (§\u00a0132 BAO). Ein Entwurf wird gelöscht, sobald daraus eine Aufgabe geworden ist, sonst nach 7 Tagen.",

  "legal.privacy.credits.title": "Guthaben",
  "legal.privacy.credits.text":
    "Ihr vorausbezahltes Guthaben führen wir als Kontobuch: Jede Bewegung wird einmal erfasst und nie verändert, Ihre Salden werden daraus berechnet. Aufladungen bezahlen Sie über unseren Zahlungsdienstleister wie Bestellungen im Shop.",
  "legal.privacy.credits.data":
    "Für jede Währung (EUR, USD) jede Bewegung Ihres Guthabens mit Datum, Betrag und Bezug: Aufladungen mit ihrer Zahlungsreferenz, Reservierungen für angenommene Angebote, Freigaben, Abbuchungen für Lieferungen und Rückzahlungen, jeweils mit der Aufgabe und dem Angebot, zu denen sie gehören; daraus Ihr verfügbares und Ihr reserviertes Guthaben. Zu jeder Rückzahlung außerdem die Aufladungen, auf die sie erstattet wurde, die Erstattungsreferenz des Zahlungsdienstleisters und die E-Mail-Adresse, an die ihr Beleg ging.",
  "legal.privacy.credits.purpose":
    "Führung und Abrechnung Ihres Guthabens, Anzeige Ihrer Kontoauszüge, Rückzahlung nicht verbrauchten Guthabens und Buchhaltung.",
  "legal.privacy.credits.legalBasis": "Art. 6 Abs. 1 lit. b DSGVO; Art. 6 Abs. 1 lit. c DSGVO für die Aufbewahrung des Kontobuchs als Buchhaltungsunterlage.",
  "legal.privacy.credits.retention":
    "Das Kontobuch ist eine Buchhaltungsunterlage: Jede Bewegung bewahren wir gemäß §\u00a0132 BAO 7 Jahre ab dem Ende des Kalenderjahres auf, in dem sie erfolgt ist, auch nachdem Sie Ihr Konto geschlossen haben, und darüber hinaus, solange sie für ein anhängiges Verfahren von Bedeutung ist.",

  "legal.privacy.licenses.title": "Lizenzen und Lizenz- und Update-Server",
  "legal.privacy.licenses.text":
    "Unsere WordPress-Plugins wenden sich von der Website, auf der sie installiert sind, an unseren Lizenz- und Update-Server: wenn auf der Lizenzseite des Plugins in WordPress eine Lizenz aktiviert oder deaktiviert wird und wenn das Plugin gelöscht wird, einmal täglich zur Prüfung, ob die Lizenz noch gültig ist, und gemeinsam mit den Update-Prüfungen von WordPress (etwa zweimal täglich). Unsere kostenlosen Plugins von dieser Website (Admin Notes und Feiertage Österreich) wenden sich nur für Updates an ihn und senden keinen Lizenzschlüssel. Über die Inhalte der Website und über ihre Benutzerinnen und Benutzer senden die Plugins nichts.",
  "legal.privacy.licenses.data":
    "Lizenzschlüssel, die Adresse der Website (ihre Home-URL, in einer Multisite die des Netzwerks), ihr Umgebungstyp, wie WordPress ihn meldet (Produktion, Staging, Entwicklung oder lokal), die installierte Plugin-Version, die WordPress- und die PHP-Version sowie, ob WordPress auf Deutsch eingestellt ist (für die Sprache unserer Antworten); bei jeder Anfrage außerdem die IP-Adresse des anfragenden Servers und der Zeitpunkt. Zu jeder Aktivierung halten wir fest, wann sie erfolgt ist und wann sich die Website zuletzt bei uns gemeldet hat.",
  "legal.privacy.licenses.purpose":
    "Aktivierung von Lizenzen für Websites und Einhaltung ihrer Höchstzahl an Websites, Bereitstellung von Updates und Schutz vor Missbrauch von Lizenzen.",
  "legal.privacy.licenses.legalBasis":
    "Art. 6 Abs. 1 lit. b DSGVO (Erfüllung des Vertrags): Aktivierung der gekauften Lizenz, Bereitstellung ihrer Updates und Einhaltung ihrer Höchstzahl an Websites. Für die IP-Adressen in den Anfrageprotokollen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist ein sicherer Server, der Angriffe abwehren kann.",
  "legal.privacy.licenses.retention":
    "Solange die Lizenz besteht; danach nur, soweit gesetzliche Aufbewahrungsfristen es verlangen. Anfrageprotokolle werden nach 14 Tagen gelöscht.",
  "legal.privacy.licenses.removal":
    "Wenn Sie das Plugin in WordPress löschen oder auf seiner Lizenzseite auf „Lizenz deaktivieren“ klicken, wird die Website aus der Lizenz entfernt; ebenso, wenn Sie die Website unter „Meine Lizenzen“ deaktivieren. Das Plugin in WordPress nur zu deaktivieren, entfernt sie nicht.",

  "legal.privacy.newsletter.title": "Newsletter",
  "legal.privacy.newsletter.text":
    "Wir versenden keinen Newsletter und keine Werbe-E-Mails. Wir senden nur die E-Mails, die Ihre Anfrage, Ihr Konto, Ihre Bestellungen und Lizenzen erfordern, etwa die Bestätigung Ihrer Kontaktanfrage, Bestellbestätigungen, Rechnungen und das Zurücksetzen des Passworts.",

  "legal.privacy.cookies.title": "Cookies und lokaler Speicher",
  "legal.privacy.cookies.text":
    "Wir verwenden Cookies und den Speicher Ihres Browsers (Local Storage und Session Storage). Nach §\u00a0165 Abs. 3 Telekommunikationsgesetz 2021 (TKG 2021) dürfen Informationen ohne Einwilligung nur dann auf Ihrem Gerät gespeichert oder von dort gelesen werden, wenn das für einen von Ihnen gewünschten Dienst unbedingt erforderlich ist; für alles andere brauchen wir Ihre Einwilligung.",
  "legal.privacy.cookies.categories":
    "Die folgenden Kategorien sind dieselben wie in unserem Cookie-Banner. Sie entscheiden für jede Kategorie einzeln; essenzielle Speicherungen sind immer aktiv.",
  "legal.privacy.cookies.essential.text":
    "Erforderlich, damit Website und Shop funktionieren und sicher sind. Rechtsgrundlage: §\u00a0165 Abs. 3 TKG 2021 in Verbindung mit Art. 6 Abs. 1 lit. b und f DSGVO.",
  "legal.privacy.cookies.analytics.text":
    "Helfen uns zu verstehen, wie Besucherinnen und Besucher die Website nutzen, damit wir sie verbessern können. Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, §\u00a0165 Abs. 3 TKG 2021).",
  "legal.privacy.cookies.functionality.text":
    "Ermöglichen zusätzliche Funktionen, Personalisierung und eingebettete Inhalte anderer Anbieter. Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, §\u00a0165 Abs. 3 TKG 2021).",
  "legal.privacy.cookies.marketing.text":
    "Ermöglichen passende Werbung und die Erfolgsmessung von Kampagnen, auch auf anderen Websites; Werbepartner können Daten auch außerhalb der EU verarbeiten. Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, §\u00a0165 Abs. 3 TKG 2021).",
  "legal.privacy.cookies.noTools":
    "Derzeit setzen wir in dieser Kategorie keine Werkzeuge ein. Sollten wir eines hinzufügen, läuft es erst nach Ihrer Einwilligung und wir führen es hier an.",
  "legal.privacy.cookies.label.kind": "Art",
  "legal.privacy.cookies.label.duration": "Speicherdauer",
  "legal.privacy.cookies.kind.cookie": "Cookie",
  "legal.privacy.cookies.kind.localStorage": "Local Storage",
  "legal.privacy.cookies.kind.sessionStorage": "Session Storage",
  "legal.privacy.cookies.session.purpose":
    "Hält Sie in Ihrem Kundenkonto angemeldet. Wird erst bei der Anmeldung gesetzt und ist für Skripte nicht lesbar (HttpOnly).",
  "legal.privacy.cookies.session.duration": "Bis zur Abmeldung oder bis die Sitzung abläuft.",
  "legal.privacy.cookies.language.purpose": "Merkt sich die Sprache, die Sie mit den Schaltflächen DE/EN gewählt haben.",
  "legal.privacy.cookies.language.duration": "1 Jahr.",
  "legal.privacy.cookies.consent.purpose": "Hält fest, ob und wann Sie im Cookie-Banner eine Auswahl getroffen haben.",
  "legal.privacy.cookies.preferences.purpose": "Hält Ihre Auswahl für jede Kategorie fest: essenziell, Statistik, funktional und Marketing.",
  "legal.privacy.cookies.consentDuration": "Bis Sie sie in Ihrem Browser löschen; ändern sich die Kategorien, fragen wir erneut.",
  "legal.privacy.cookies.checkout.purpose": "Übergibt das gewählte Plugin und die gewählte Preisoption an die Kasse.",
  "legal.privacy.cookies.checkout.duration": "Bis Sie den Browser-Tab schließen.",
  "legal.privacy.cookies.change":
    "Sie können Ihre Auswahl jederzeit mit Wirkung für die Zukunft ändern oder widerrufen, hier oder über „Cookie-Einstellungen“ am Ende jeder Seite. Der Widerruf berührt nicht die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung.",

  "legal.privacy.recipients.title": "Auftragsverarbeiter und Empfänger",
  "legal.privacy.recipients.text":
    "Wir setzen Auftragsverarbeiter ein, die Daten nur nach unserer Weisung und auf Grundlage eines Vertrags nach Art. 28 DSGVO verarbeiten:",
  "legal.privacy.recipients.hosting":
    "Hosting: Website, Shop und Lizenz-Server laufen auf Servern eines Hosting-Anbieters in Rechenzentren in der Europäischen Union.",
  "legal.privacy.recipients.payment":
    "Zahlung: Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irland, wickelt die Zahlungen in unserem Shop und die Aufladungen von Guthaben ab. Für manche Zwecke, etwa Betrugsprävention und die Erfüllung finanzrechtlicher Vorschriften, ist Stripe selbst Verantwortlicher; siehe {stripePrivacy}.",
  "legal.privacy.recipients.email":
    "E-Mail-Versand: Wir versenden E-Mails (Bestätigungen von Kontaktanfragen, Bestellbestätigungen, Rechnungen, Passwort-Zurücksetzungen, Hinweise auf neue Nachrichten und Angebote in Ihren Aufgaben und auf eingegangene Aufladungen) über unseren SMTP-Anbieter.",
  "legal.privacy.recipients.others":
    "Darüber hinaus geben wir Daten nur weiter, wenn das Gesetz es verlangt, etwa an Finanzbehörden, oder an unsere Steuerberatung und Wirtschaftsprüfung, die zur Verschwiegenheit verpflichtet sind.",

  "legal.privacy.transfers.title": "Übermittlung in Drittländer",
  "legal.privacy.transfers.text":
    "Wir verarbeiten Ihre Daten in der Europäischen Union und im Europäischen Wirtschaftsraum. Stripe kann Daten an Stripe, Inc. in den USA übermitteln; Grundlage dafür sind der Angemessenheitsbeschluss der Europäischen Kommission zum EU-US Data Privacy Framework, nach dem Stripe zertifiziert ist, sowie Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO).",
  "legal.privacy.transfers.marketing":
    "Werkzeuge der Kategorie Marketing können Daten in Drittländer übermitteln. Solche Werkzeuge würden wir nur mit Ihrer Einwilligung laden und die Übermittlung samt ihren Garantien hier nennen.",

  "legal.privacy.retention.title": "Wie lange wir Daten speichern",
  "legal.privacy.retention.text":
    "Wir speichern personenbezogene Daten nur so lange, wie es die oben genannten Zwecke erfordern oder das Gesetz uns verpflichtet. Im Überblick:",
  "legal.privacy.retention.logs": "Server-Logdateien und Anfrageprotokolle des Lizenz-Servers: 14 Tage.",
  "legal.privacy.retention.contact": "Kontaktanfragen: 12 Monate nach ihrer Erledigung.",
  "legal.privacy.retention.account": "Kundenkonto: bis Sie es schließen.",
  "legal.privacy.retention.invoices": "Rechnungen und Buchhaltungsunterlagen: 7 Jahre (§\u00a0132 BAO).",
  "legal.privacy.retention.ledger": "Das Guthaben-Kontobuch: 7 Jahre ab dem Ende des Jahres jeder Bewegung (§\u00a0132 BAO).",
  "legal.privacy.retention.tasks":
    "Aufgaben, Chat-Nachrichten und Dateien: solange Ihr Kundenkonto besteht, danach 3 Jahre ab dem Ende des Jahres, in dem Ihre letzte Aufgabe abgeschlossen wurde.",
  "legal.privacy.retention.drafts": "Entwürfe von Aufgaben, die vor der Anmeldung begonnen wurden: bis daraus eine Aufgabe wird, höchstens 7 Tage.",
  "legal.privacy.retention.licenses":
    "Lizenzdaten und Aktivierungen: solange die Lizenz besteht, danach nur, soweit gesetzliche Aufbewahrungsfristen es verlangen.",
  "legal.privacy.retention.consent": "Ihre Cookie-Auswahl: bis Sie sie in Ihrem Browser löschen.",

  "legal.privacy.rights.title": "Ihre Rechte",
  "legal.privacy.rights.text": "Hinsichtlich Ihrer personenbezogenen Daten haben Sie folgende Rechte:",
  "legal.privacy.rights.access": "Auskunft: Sie können erfragen, welche Daten wir über Sie speichern und wie wir sie verwenden (Art. 15 DSGVO).",
  "legal.privacy.rights.rectification": "Berichtigung: Sie können unrichtige oder unvollständige Daten berichtigen lassen (Art. 16 DSGVO).",
  "legal.privacy.rights.erasure": "Löschung: Sie können Ihre Daten löschen lassen, soweit wir sie nicht aufbewahren müssen (Art. 17 DSGVO).",
  "legal.privacy.rights.restriction": "Einschränkung: Sie können die Verarbeitung Ihrer Daten einschränken lassen (Art. 18 DSGVO).",
  "legal.privacy.rights.portability":
    "Datenübertragbarkeit: Sie können die von Ihnen bereitgestellten Daten in einem strukturierten, maschinenlesbaren Format erhalten oder an andere übermitteln lassen (Art. 20 DSGVO).",
  "legal.privacy.rights.objection":
    "Widerspruch: Sie können einer Verarbeitung auf Grundlage unserer berechtigten Interessen aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 DSGVO).",
  "legal.privacy.rights.withdrawal":
    "Widerruf der Einwilligung: Sie können eine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO).",
  "legal.privacy.rights.exercise": "Um Ihre Rechte auszuüben, schreiben Sie uns an {email}. Wir antworten innerhalb eines Monats.",
  "legal.privacy.rights.complaint":
    "Wenn Sie meinen, dass die Verarbeitung Ihrer Daten gegen das Datenschutzrecht verstößt, können Sie sich bei der Aufsichtsbehörde beschweren. In Österreich ist das die:",
  "legal.privacy.authority.name": "Österreichische Datenschutzbehörde",
  "legal.privacy.authority.contact": "Telefon: {phone} · E-Mail: {email} · Website: {website}",

  "legal.privacy.security.title": "Sicherheit",
  "legal.privacy.security.text":
    "Wir übertragen jede Seite verschlüsselt (HTTPS), speichern Passwörter nur als Hash, schützen die Verwaltung mit Zwei-Faktor-Authentifizierung und halten unsere Systeme aktuell.",

  "legal.privacy.changes.title": "Änderungen dieser Datenschutzerklärung",
  "legal.privacy.changes.text":
    "Wir passen diese Datenschutzerklärung an, wenn sich unsere Leistungen oder die Rechtslage ändern. Es gilt die hier veröffentlichte Fassung.",

  // Widerrufsbelehrung und Muster-Widerrufsformular für den Plugin-Shop: FAGG Anhang I Teil A und B
  // (Richtlinie 2011/83/EU Anhang I), für digitale Inhalte ohne körperlichen Datenträger.
  "legal.withdrawal.intro":
    "Diese Belehrung gilt für Verträge, die Verbraucherinnen und Verbraucher in unserem Plugin-Shop schließen: den Kauf, die Verlängerung und das Upgrade von Plugin-Lizenzen samt Lizenzschlüssel, Downloads und Updates.",
  "legal.withdrawal.right.title": "Widerrufsrecht",
  "legal.withdrawal.right.1": "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.",
  "legal.withdrawal.right.2": "Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.",
  "legal.withdrawal.right.3":
    "Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({company}, {address}, Telefon {phone}, E-Mail {email}) mittels einer eindeutigen Erklärung (z.\u00a0B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das {withdrawalForm} verwenden, das jedoch nicht vorgeschrieben ist.",
  "legal.withdrawal.right.4":
    "Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.",
  "legal.withdrawal.effects.title": "Folgen des Widerrufs",
  "legal.withdrawal.effects.1":
    "Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.",
  "legal.withdrawal.effects.2":
    "Mit dem Widerruf werden die Lizenzschlüssel des Vertrags gesperrt; Sie erhalten eine Stornorechnung. Die heruntergeladenen Plugins erhalten danach keine Updates mehr.",
  "legal.withdrawal.expiry.title": "Vorzeitiges Erlöschen des Widerrufsrechts",
  "legal.withdrawal.expiry.1":
    "Unsere Plugins, Lizenzschlüssel und Updates sind digitale Inhalte, die nicht auf einem körperlichen Datenträger geliefert werden. Ihr Widerrufsrecht erlischt nach §\u00a018 Abs.\u00a01 Z\u00a011 FAGG, sobald wir mit der Vertragserfüllung begonnen haben, nachdem Sie ausdrücklich zugestimmt haben, dass wir vor Ablauf der Widerrufsfrist damit beginnen, und Ihre Kenntnis davon bestätigt haben, dass Sie dadurch Ihr Widerrufsrecht verlieren, und wir Ihnen diese Zustimmung bestätigt haben.",
  "legal.withdrawal.expiry.2":
    "Diese Zustimmung geben Sie an der Kasse mit einem eigenen Kästchen, das nicht vorausgewählt ist; ohne sie nehmen wir keine Bestellung an. Wir beginnen mit der Vertragserfüllung, sobald Ihre Zahlung eingegangen ist: Dann stellen wir Lizenzschlüssel und Downloads bereit und bestätigen Ihre Zustimmung in der Bestellbestätigung per E-Mail.",
  "legal.withdrawal.expiry.3":
    "Solange wir noch nicht mit der Vertragserfüllung begonnen haben, etwa weil Ihre Zahlung noch nicht eingegangen ist, können Sie wie oben beschrieben widerrufen.",
  "legal.withdrawal.scope.title": "Wer widerrufen kann",
  "legal.withdrawal.scope.1":
    "Das Widerrufsrecht steht Verbraucherinnen und Verbrauchern im Sinne des §\u00a01 KSchG zu. Für Verträge mit Unternehmern, insbesondere bei Angabe einer UID-Nummer, besteht kein gesetzliches Widerrufsrecht.",
  "legal.withdrawal.end": "– Ende der Widerrufsbelehrung –",
  "legal.withdrawal.formLink": "Muster-Widerrufsformular",
  "legal.withdrawal.policyLink": "Widerrufsbelehrung",

  "legal.withdrawalForm.intro":
    "Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück, per Post oder per E-Mail. Sie müssen es nicht verwenden; jede eindeutige Erklärung genügt (siehe {withdrawalPolicy}).",
  "legal.withdrawalForm.heading": "Muster-Widerrufsformular",
  "legal.withdrawalForm.to": "An {company}, {address}, E-Mail: {email}",
  "legal.withdrawalForm.declaration":
    "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Lieferung der folgenden digitalen Inhalte (*)/die Erbringung der folgenden Dienstleistung (*):",
  "legal.withdrawalForm.orderedOn": "Bestellt am (*)/erhalten am (*), Bestellnummer:",
  "legal.withdrawalForm.name": "Name des/der Verbraucher(s):",
  "legal.withdrawalForm.address": "Anschrift des/der Verbraucher(s):",
  "legal.withdrawalForm.signature": "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):",
  "legal.withdrawalForm.date": "Datum:",
  "legal.withdrawalForm.strike": "(*) Unzutreffendes streichen.",
} as const satisfies Record<keyof typeof legalEn, string>;
